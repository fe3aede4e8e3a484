import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localeByKey } from '../../src/domain/locale';
import {
  handleOfProductHref, MAX_BROWSER_SAVED_ITEMS, MAX_SAVED_ITEMS, mergeSavedItems, priceDropText, withoutSavedItem, withSavedItem, type SavedItem,
} from '../../src/domain/saved-items';

const item = (handle: string, savedAt: string, amount = '100.00', currencyCode = 'USD'): SavedItem => ({
  productId: `gid://shopify/Product/${handle}`,
  handle,
  savedPrice: { amount, currencyCode },
  savedAt,
});
const handles = (list: readonly SavedItem[]) => list.map((saved) => saved.handle);
const listOf = (n: number) => Array.from({ length: n }, (_, i) => item(`p${i}`, `2026-01-01T00:00:${String(59 - (i % 60)).padStart(2, '0')}Z`));

describe('Limits: an account keeps 50 products, a browser 20', () => {
  it('are the documented figures', () => {
    expect(MAX_SAVED_ITEMS).toBe(50);
    expect(MAX_BROWSER_SAVED_ITEMS).toBe(20);
  });
});

describe('Saving puts the product at the top, once; a full list refuses a new product', () => {
  it.each([
    { name: 'first save', list: [], add: 'a', max: 50, expected: ['a'] },
    { name: 'a new save goes on top', list: [item('b', '2026-01-01T00:00:00Z')], add: 'a', max: 50, expected: ['a', 'b'] },
    { name: 'saving again keeps the list as it is', list: [item('b', '2026-01-02T00:00:00Z'), item('a', '2026-01-01T00:00:00Z')], add: 'a', max: 50, expected: ['b', 'a'] },
    { name: '19 of 20: the 20th is taken', list: listOf(19), add: 'new', max: 20, expected: ['new', ...handles(listOf(19))] },
    { name: '20 of 20: the 21st is refused', list: listOf(20), add: 'new', max: 20, expected: 'full' },
    { name: '20 of 20: saving one already there is no refusal', list: listOf(20), add: 'p3', max: 20, expected: handles(listOf(20)) },
    { name: '49 of 50: the 50th is taken', list: listOf(49), add: 'new', max: 50, expected: ['new', ...handles(listOf(49))] },
    { name: '50 of 50: the 51st is refused', list: listOf(50), add: 'new', max: 50, expected: 'full' },
  ])('$name', ({ list, add, max, expected }) => {
    const result = withSavedItem(list, item(add, '2026-02-01T00:00:00Z'), max);
    if (expected === 'full') expect(result).toEqual({ ok: false, error: 'full' });
    else expect(result.ok && handles(result.value)).toEqual(expected);
  });

  it('saving again keeps the first price', () => {
    const first = item('a', '2026-01-01T00:00:00Z', '120.00');
    const result = withSavedItem([first], item('a', '2026-02-01T00:00:00Z', '90.00'), 50);
    expect(result).toEqual({ ok: true, value: [first] });
  });
});

describe('Removing takes the product off, and nothing else', () => {
  it.each([
    { name: 'one of two', list: [item('a', '2026-01-02T00:00:00Z'), item('b', '2026-01-01T00:00:00Z')], remove: 'a', expected: ['b'] },
    { name: 'a product not on the list', list: [item('a', '2026-01-01T00:00:00Z')], remove: 'z', expected: ['a'] },
    { name: 'the last one', list: [item('a', '2026-01-01T00:00:00Z')], remove: 'a', expected: [] },
  ])('$name', ({ list, remove, expected }) => {
    expect(handles(withoutSavedItem(list, remove))).toEqual(expected);
  });
});

describe("Log-in merges the browser's list into the account's: one entry per product, earlier save wins, newest first, oldest go past the limit", () => {
  it.each([
    { name: 'empty browser list', account: [item('a', '2026-01-01T00:00:00Z')], browser: [], max: 50, expected: ['a'] },
    { name: 'empty account', account: [], browser: [item('b', '2026-01-01T00:00:00Z')], max: 50, expected: ['b'] },
    {
      name: 'interleaved by time',
      account: [item('a3', '2026-01-03T00:00:00Z'), item('a1', '2026-01-01T00:00:00Z')],
      browser: [item('b4', '2026-01-04T00:00:00Z'), item('b2', '2026-01-02T00:00:00Z')],
      max: 50,
      expected: ['b4', 'a3', 'b2', 'a1'],
    },
    { name: 'a product on both appears once', account: [item('x', '2026-01-05T00:00:00Z')], browser: [item('x', '2026-01-01T00:00:00Z')], max: 50, expected: ['x'] },
    {
      name: 'past the limit the oldest go',
      account: [item('a3', '2026-01-03T00:00:00Z'), item('a1', '2026-01-01T00:00:00Z')],
      browser: [item('b2', '2026-01-02T00:00:00Z')],
      max: 2,
      expected: ['a3', 'b2'],
    },
  ])('$name', ({ account, browser, max, expected }) => {
    expect(handles(mergeSavedItems(account, browser, max))).toEqual(expected);
  });

  it('keeps the price of the earlier save when a product is on both lists', () => {
    const merged = mergeSavedItems([item('x', '2026-01-05T00:00:00Z', '80.00')], [item('x', '2026-01-01T00:00:00Z', '100.00')], 50);
    expect(merged[0]?.savedPrice).toEqual({ amount: '100.00', currencyCode: 'USD' });
  });

  const arbitraryItem = fc.record({
    handle: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g'),
    day: fc.integer({ min: 1, max: 28 }),
  }).map(({ handle, day }) => item(handle, `2026-01-${String(day).padStart(2, '0')}T00:00:00Z`));

  it('property: merged lists have no duplicate, are newest first, hold every product up to the limit', () => {
    fc.assert(
      fc.property(fc.array(arbitraryItem, { maxLength: 10 }), fc.array(arbitraryItem, { maxLength: 10 }), fc.integer({ min: 0, max: 8 }), (account, browser, max) => {
        const merged = mergeSavedItems(account, browser, max);
        const distinct = new Set([...account, ...browser].map((saved) => saved.handle));
        expect(new Set(handles(merged)).size).toBe(merged.length);
        expect(merged.length).toBe(Math.min(max, distinct.size));
        for (let i = 1; i < merged.length; i++) expect(merged[i - 1]!.savedAt >= merged[i]!.savedAt).toBe(true);
      }),
    );
  });

  it('property: saving then removing a product leaves the list without it, and saves never pass the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), arbitraryItem), { maxLength: 30 }), fc.integer({ min: 1, max: 5 }), (actions, max) => {
        let list: SavedItem[] = [];
        for (const [save, next] of actions) {
          if (save) {
            const before = list;
            const result = withSavedItem(list, next, max);
            if (result.ok) list = result.value;
            // Refused exactly when the list is full and the product is not on it already.
            expect(result.ok).toBe(before.length < max || handles(before).includes(next.handle));
          } else {
            list = withoutSavedItem(list, next.handle);
            expect(handles(list)).not.toContain(next.handle);
          }
          expect(list.length).toBeLessThanOrEqual(max);
          expect(new Set(handles(list)).size).toBe(list.length);
        }
      }),
    );
  });
});

describe("Price drop: 'Now $x, was $y when you saved it' only when the price fell in the same currency", () => {
  const us = localeByKey('en-us');
  it.each([
    { name: 'fell by a cent', saved: { amount: '100.00', currencyCode: 'USD' }, current: { amount: '99.99', currencyCode: 'USD' }, expected: 'Now $99.99, was $100 when you saved it' },
    { name: 'fell from 1299 to 999', saved: { amount: '1299.00', currencyCode: 'USD' }, current: { amount: '999.00', currencyCode: 'USD' }, expected: 'Now $999, was $1,299 when you saved it' },
    { name: 'unchanged', saved: { amount: '100.00', currencyCode: 'USD' }, current: { amount: '100.00', currencyCode: 'USD' }, expected: null },
    { name: 'rose by a cent', saved: { amount: '100.00', currencyCode: 'USD' }, current: { amount: '100.01', currencyCode: 'USD' }, expected: null },
    { name: 'saved in another currency', saved: { amount: '200.00', currencyCode: 'AUD' }, current: { amount: '99.00', currencyCode: 'USD' }, expected: null },
  ])('$name', ({ saved, current, expected }) => {
    expect(priceDropText(saved, current, us)).toBe(expected);
  });
});

describe('The handle of a product link', () => {
  it.each([
    { href: '/products/fender-strat', expected: 'fender-strat' },
    { href: '/en-au/products/fender-strat?Colour=Red', expected: 'fender-strat' },
    { href: '/collections/guitars', expected: null },
    { href: '/products/Bad%20Handle', expected: null },
  ])('$href', ({ href, expected }) => {
    expect(handleOfProductHref(href)).toBe(expected);
  });
});
