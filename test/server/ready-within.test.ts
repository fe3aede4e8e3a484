import { describe, expect, it, vi } from 'vitest';
import { readyWithin, valueOrDeferred } from '../../src/server/loaders/ready-within';

describe('deferred data ready within a few milliseconds goes with the shell', () => {
  it('a value already there is inlined', async () => {
    expect(await readyWithin(Promise.resolve({ a: 1 }), 5)).toEqual({ ready: true, value: { a: 1 } });
  });

  it('a value that takes longer than the window stays deferred, and still arrives', async () => {
    vi.useFakeTimers();
    try {
      const slow = new Promise<string>((resolve) => setTimeout(() => resolve('late'), 50));
      const pending = readyWithin(slow, 5);
      await vi.advanceTimersByTimeAsync(5);
      const outcome = await pending;
      expect(outcome).toEqual({ ready: false, deferred: slow });
      await vi.advanceTimersByTimeAsync(45);
      await expect(valueOrDeferred(outcome)).resolves.toBe('late');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failure is never inlined: the promise keeps it, so the part shows its fallback', async () => {
    const failing = Promise.reject(new Error('rental service down'));
    const outcome = await readyWithin(failing, 5);
    expect(outcome.ready).toBe(false);
    await expect(valueOrDeferred(outcome)).rejects.toThrow('rental service down');
  });
});
