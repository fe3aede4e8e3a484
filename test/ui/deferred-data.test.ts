// The entry module is async: it may start before a slow deferred value's script has streamed in.
// streamedDeferred waits for the document to be parsed before calling the value missing.
import { describe, expect, it, vi } from 'vitest';
import { streamedDeferred, type Settled } from '../../src/ui/deferred-data';

function documentParsing() {
  let finish: () => void = () => {};
  const parsed = new Promise<void>((resolve) => (finish = resolve));
  return { parsed, finish };
}

describe('streamedDeferred', () => {
  it('settles without waiting for the document with a value whose script has already run, but is not marked settled: the server rendered that part pending, so hydration must too', async () => {
    const store: Record<string, Settled> = { 'product/stock': { ok: true, value: 7 } };
    const { parsed } = documentParsing();
    const value = streamedDeferred('product/stock', () => store, parsed);
    expect((value as { status?: string }).status).toBeUndefined();
    await expect(value).resolves.toBe(7);
  });

  it('waits for a value that streams in after the module started, until the document is parsed', async () => {
    const store: Record<string, Settled> = {};
    const { parsed, finish } = documentParsing();
    const value = streamedDeferred('product/openBox', () => store, parsed);
    store['product/openBox'] = { ok: true, value: ['OB0000211'] };
    finish();
    await expect(value).resolves.toEqual(['OB0000211']);
  });

  it('passes on a failure the server streamed', async () => {
    const store: Record<string, Settled> = {};
    const { parsed, finish } = documentParsing();
    const value = streamedDeferred('product/rental', () => store, parsed);
    store['product/rental'] = { ok: false, message: 'rental service unavailable' };
    finish();
    await expect(value).rejects.toThrow('rental service unavailable');
  });

  it('calls the value missing only once the whole document has been parsed without it', async () => {
    const { parsed, finish } = documentParsing();
    const value = streamedDeferred('product/stock', () => undefined, parsed);
    let settled = false;
    value.catch(() => undefined).finally(() => (settled = true));
    // A whole minute of (fake) time and every promise job in between: still waiting for the document.
    vi.useFakeTimers();
    try {
      await vi.advanceTimersByTimeAsync(60_000);
    } finally {
      vi.useRealTimers();
    }
    expect(settled).toBe(false);
    finish();
    await expect(value).rejects.toThrow('Deferred data did not arrive');
  });
});
