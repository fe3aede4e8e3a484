// A short-lived, per-process memo of what a personal part loads for one key (a session token), so a
// burst of pages for one shopper (a page, its client navigations, several tabs) looks it up once.
//
// Bounded three ways:
// - in time: an entry is used for at most `ttlMs` after its lookup started; a write through
//   another copy of the shop shows here at most that long after it (docs/performance.md, "What
//   the app keeps, and why");
// - by writes through this process: `forget(key)` drops the entry at once (every request that may
//   change a shopper's data forgets their keys when it starts and again when it ends,
//   `forgetPersonalOnWrite` in src/server/http/personal-writes.ts), so a lookup that was under
//   way during the write is never kept;
// - in size: at most `maxEntries`, the least recently used dropped first (lru-cache).
//
// A failed lookup is never kept. A zero `ttlMs` remembers nothing: every `get` looks up.
import { LRUCache } from 'lru-cache';

export interface PersonalMemoOptions {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

interface Remembered<V> {
  value: Promise<V>;
  startedAt: number;
}

export class PersonalMemo<V> {
  private readonly entries: LRUCache<string, Remembered<V>>;
  private readonly now: () => number;

  constructor(private readonly options: PersonalMemoOptions) {
    this.entries = new LRUCache({ max: options.maxEntries ?? 10_000 });
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The remembered value for `key`, or `load()`'s (shared by every caller while it is under way). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.options.ttlMs <= 0) return load();
    const now = this.now();
    const known = this.entries.get(key);
    if (known && now - known.startedAt < this.options.ttlMs) return known.value;
    if (known) this.entries.delete(key);
    const entry: Remembered<V> = { value: load(), startedAt: now };
    this.entries.set(key, entry);
    // A failure is never kept.
    entry.value.catch(() => {
      if (this.entries.peek(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  /** Drops what is remembered for `key`: the next `get` looks it up again. */
  forget(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
