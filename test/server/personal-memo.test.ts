// The short-lived memo of a signed-in shopper's standing (src/server/loaders/personal-memo.ts): used
// for less than its ttl after the lookup started, looked up again from then on; forgotten at once by
// a write; a failed lookup never kept; at most maxEntries kept, the least recently used dropped.
import { describe, expect, it } from 'vitest';
import { PersonalMemo } from '../../src/server/loaders/personal-memo';

function memo(ttlMs: number, maxEntries?: number) {
  let now = 1_000_000;
  let lookups = 0;
  const store = new PersonalMemo<number>({ ttlMs, now: () => now, ...(maxEntries ? { maxEntries } : {}) });
  const load = () => Promise.resolve(++lookups);
  return { store, load, at: (ms: number) => (now = 1_000_000 + ms), lookups: () => lookups };
}

describe('PersonalMemo', () => {
  it.each([
    { ttlMs: 2000, after: 0, looksUpAgain: false },
    { ttlMs: 2000, after: 1999, looksUpAgain: false },
    { ttlMs: 2000, after: 2000, looksUpAgain: true },
    { ttlMs: 2000, after: 5000, looksUpAgain: true },
    { ttlMs: 0, after: 0, looksUpAgain: true },
  ])('ttl $ttlMs ms, asked again $after ms later: looked up again $looksUpAgain', async ({ ttlMs, after, looksUpAgain }) => {
    const m = memo(ttlMs);
    expect(await m.store.get('a', m.load)).toBe(1);
    m.at(after);
    expect(await m.store.get('a', m.load)).toBe(looksUpAgain ? 2 : 1);
  });

  it('keys are apart; forget drops one key at once', async () => {
    const m = memo(2000);
    await m.store.get('a', m.load);
    await m.store.get('b', m.load);
    m.store.forget('a');
    expect(await m.store.get('a', m.load)).toBe(3);
    expect(await m.store.get('b', m.load)).toBe(2);
  });

  it('a lookup under way when its key is forgotten is not kept', async () => {
    const m = memo(2000);
    let finish: (v: number) => void = () => undefined;
    const slow = m.store.get('a', () => new Promise<number>((resolve) => (finish = resolve)));
    m.store.forget('a');
    finish(41);
    expect(await slow).toBe(41);
    expect(await m.store.get('a', m.load)).toBe(1);
  });

  it('a failed lookup is not kept', async () => {
    const m = memo(2000);
    await expect(m.store.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await m.store.get('a', m.load)).toBe(1);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const m = memo(2000, 2);
    for (const key of ['a', 'b', 'c']) await m.store.get(key, m.load);
    expect(m.store.size).toBe(2);
    expect(await m.store.get('a', m.load)).toBe(4);
    expect(await m.store.get('c', m.load)).toBe(3);
  });

  it('keeps at most maxEntries, dropping the least recently used (lru-cache): a key asked again stays', async () => {
    const m = memo(2000, 2);
    expect(await m.store.get('a', m.load)).toBe(1);
    expect(await m.store.get('b', m.load)).toBe(2);
    expect(await m.store.get('a', m.load)).toBe(1);
    expect(await m.store.get('c', m.load)).toBe(3);
    expect(await m.store.get('a', m.load)).toBe(1);
    expect(await m.store.get('b', m.load)).toBe(4);
  });
});
