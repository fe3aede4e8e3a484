import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recentlyViewedShown, recordView, RECENTLY_VIEWED_LIMIT, validViewedProducts, type ViewedProduct } from '../../src/domain/recently-viewed';

const viewed = (handle: string): ViewedProduct => ({ productId: `gid://shopify/Product/${handle}`, handle });
const handles = (list: readonly ViewedProduct[]) => list.map((seen) => seen.handle);
const many = (n: number) => Array.from({ length: n }, (_, i) => viewed(`p${i}`));

describe('Recently viewed: the last 12, newest first, no duplicates', () => {
  it('keeps 12', () => expect(RECENTLY_VIEWED_LIMIT).toBe(12));
  it.each([
    { name: 'first view', list: [], view: 'a', expected: ['a'] },
    { name: 'a new view goes on top', list: [viewed('b'), viewed('c')], view: 'a', expected: ['a', 'b', 'c'] },
    { name: 'viewing again moves it to the top', list: [viewed('b'), viewed('a'), viewed('c')], view: 'a', expected: ['a', 'b', 'c'] },
    { name: '11 then a 12th: 12 kept', list: many(11), view: 'new', expected: ['new', ...handles(many(11))] },
    { name: '12 then a 13th: the oldest goes', list: many(12), view: 'new', expected: ['new', ...handles(many(11))] },
  ])('$name', ({ list, view, expected }) => {
    expect(handles(recordView(list, viewed(view)))).toEqual(expected);
  });
});

describe('A page shows the list without the product on screen', () => {
  it.each([
    { name: 'home shows all', list: [viewed('a'), viewed('b')], current: null, expected: ['a', 'b'] },
    { name: 'product page leaves itself out', list: [viewed('a'), viewed('b'), viewed('c')], current: 'b', expected: ['a', 'c'] },
    { name: 'only the current product: nothing', list: [viewed('a')], current: 'a', expected: [] },
  ])('$name', ({ list, current, expected }) => {
    expect(handles(recentlyViewedShown(list, current))).toEqual(expected);
  });
});

describe('Stored entries are read back leniently: malformed ones dropped', () => {
  it.each([
    { name: 'not an array', value: { a: 1 }, expected: [] },
    { name: 'well formed', value: [viewed('a'), viewed('b')], expected: ['a', 'b'] },
    { name: 'a bad id and a bad handle dropped', value: [{ productId: 'javascript:1', handle: 'a' }, { productId: 'gid://shopify/Product/1', handle: '<b>' }, viewed('c')], expected: ['c'] },
    { name: 'a duplicate dropped', value: [viewed('a'), viewed('a')], expected: ['a'] },
    { name: 'more than 12 cut to 12', value: many(20), expected: handles(many(12)) },
  ])('$name', ({ value, expected }) => {
    expect(handles(validViewedProducts(value))).toEqual(expected);
  });
});

describe('Invariant across views (fast-check)', () => {
  it('never more than 12, never a duplicate, the last view first', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...'abcdefghijklmnopq'.split('')), { minLength: 1, maxLength: 60 }), (views) => {
        let list: ViewedProduct[] = [];
        for (const handle of views) list = recordView(list, viewed(handle));
        expect(list.length).toBeLessThanOrEqual(12);
        expect(new Set(handles(list)).size).toBe(list.length);
        expect(list[0]?.handle).toBe(views.at(-1));
      }),
    );
  });
});
