import { describe, expect, it } from 'vitest';
import { bodyClass } from '../../src/domain/body-class';

describe('Body class derives from the first path segment (body-home for root)', () => {
  it.each([
    { name: 'the root is body-home', path: '/', search: '', expected: 'body-home' },
    { name: 'an empty path is body-home', path: '', search: '', expected: 'body-home' },
    { name: 'one segment gives the segment', path: '/cart', search: '', expected: 'cart' },
    { name: 'two segments give the first only', path: '/collections/drums', search: '', expected: 'collections' },
    { name: 'a trailing slash adds no segment', path: '/pages/about-us/', search: '', expected: 'pages' },
    { name: 'a locale prefix is not a segment', path: '/en-au', search: '', expected: 'body-home' },
    { name: 'a locale prefix is skipped before the first segment', path: '/en-au/pages/contact', search: '', expected: 'pages' },
    { name: 'a locale prefix is skipped whatever its case', path: '/EN-GB/cart', search: '', expected: 'cart' },
    { name: 'characters unsafe in a class become dashes', path: '/a b', search: '', expected: 'a-b' },
  ])('$name', ({ path, search, expected }) => {
    expect(bodyClass(path, search)).toBe(expected);
  });
});

describe('On paths with more than two segments whose first segment is not products, an extra class slug-{last segment}', () => {
  it.each([
    { name: 'three segments add slug-{last}', path: '/collections/guitar-bass/electric', expected: 'collections slug-electric' },
    { name: 'four segments add the last one', path: '/a/b/c/d', expected: 'a slug-d' },
    { name: 'exactly two segments add nothing', path: '/collections/guitar-bass', expected: 'collections' },
    { name: 'under products nothing is added', path: '/products/strat/extra', expected: 'products' },
    { name: 'a locale prefix does not count as a segment', path: '/en-au/collections/drums', expected: 'collections' },
  ])('$name', ({ path, expected }) => {
    expect(bodyClass(path, '')).toBe(expected);
  });
});

describe('Query obx adds class obx-page. Query Code adds class sku-{Code}', () => {
  it.each([
    { name: 'obx adds obx-page', search: '?obx=1', expected: 'products obx-page' },
    { name: 'obx without a value adds obx-page', search: 'obx', expected: 'products obx-page' },
    { name: 'Code adds sku-{Code}', search: '?Code=ABC123', expected: 'products sku-ABC123' },
    { name: 'both add both, obx first', search: '?Code=X1&obx=', expected: 'products obx-page sku-X1' },
    { name: 'an empty Code adds nothing', search: '?Code=', expected: 'products' },
    { name: 'code in lower case is another parameter', search: '?code=X1', expected: 'products' },
    { name: 'a Code with spaces stays one class', search: '?Code=A%20B', expected: 'products sku-A-B' },
  ])('$name', ({ search, expected }) => {
    expect(bodyClass('/products/strat', search)).toBe(expected);
  });

  it('accepts URLSearchParams', () => {
    expect(bodyClass('/', new URLSearchParams({ obx: '1', Code: 'Z' }))).toBe('body-home obx-page sku-Z');
  });
});
