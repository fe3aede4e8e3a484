// Issue 32, observation 3: the bounded caches are lru-cache, one eviction policy (least recently
// used) instead of three (clear all, oldest first, stop adding).
import { describe, expect, it } from 'vitest';
import { SharedRootStore } from '../../src/server/ssr/shared-root-store';
import type { SharedRootData } from '../../src/ui/shared-root-data';

const version = (n: number) => ({ layout: { n }, categoryData: [], locales: [], stores: [] }) as unknown as SharedRootData;

describe('SharedRootStore keeps the versions last used', () => {
  it('holding two, a version read again stays and the one not read is dropped', () => {
    const store = new SharedRootStore(2);
    const one = store.remember('en-au', version(1));
    const two = store.remember('en-au', version(2));
    expect(store.json('en-au', one)).toBe('{"layout":{"n":1},"categoryData":[],"locales":[],"stores":[]}');
    store.remember('en-au', version(3));
    expect(store.json('en-au', one)).toBe('{"layout":{"n":1},"categoryData":[],"locales":[],"stores":[]}');
    expect(store.json('en-au', two)).toBeUndefined();
  });
});
