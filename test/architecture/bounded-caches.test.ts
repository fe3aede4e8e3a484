// Issue 32, observation 3: every bounded cache in src is lru-cache (one eviction policy, least
// recently used), none hand-written: no map cleared all at once when full, no oldest-first loop.
// The domain takes no npm package: its two caches (money.ts, store-hours.ts) are plain maps of a
// closed set of keys that never evict (a key beyond the bound is not kept).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './support/source-files';


/** `if (x.size >= MAX) x.clear()` (all dropped when full), or `x.entries().next()` / `x.keys().next()` to drop the oldest. */
const HAND_EVICTION = [/\.size\s*>=?\s*[\w.]+\s*\)\s*[\w.]+\.clear\(\)/, /\.(entries|keys)\(\)\.next\(\)/];

const handEvicting = (text: string) => HAND_EVICTION.some((pattern) => pattern.test(text));

describe('the scanner', () => {
  it.each([
    { name: 'a map cleared when full', text: 'if (seen.size >= MAX_SEEN) seen.clear();', expected: true },
    { name: 'a member map cleared when full', text: 'if (this.varies.size >= MAX_VARIES) this.varies.clear();', expected: true },
    { name: 'the oldest entry dropped', text: 'const [oldest] = this.parts.entries().next().value;', expected: true },
    { name: 'the oldest key dropped', text: 'cache.delete(cache.keys().next().value);', expected: true },
    { name: 'a plain map kept while under its bound', text: 'if (FORMATTERS.size < MAX_FORMATTERS) FORMATTERS.set(key, format);', expected: false },
    { name: 'an lru-cache', text: "const cache = new LRUCache<string, Buffer>({ max: 2_000 });", expected: false },
    { name: 'a clear that empties on purpose', text: 'clear(): void {\n  this.entries.clear();\n}', expected: false },
  ])('$name', ({ text, expected }) => {
    expect(handEvicting(text)).toBe(expected);
  });
});

describe('src', () => {
  it('has no hand-written eviction (lru-cache bounds every cache outside the domain)', () => {
    const found = sourceFiles('src').filter((file) => handEvicting(readFileSync(path.join(root, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
