import { describe, expect, it } from 'vitest';
import {
  canonicalProductPath, carouselLink, displaySku, isOpenBoxMode, previewModeEnabled, productPageMode, showsCarousel, showsGlobalSpinner, stockEnquiryHref,
} from '../../src/domain/product-page';

describe('Product page modes: normal, or open-box when obx is in the query. With open-box items and no obx, a promo offers View Options. With obx and a parent product, a promo offers View New Stock', () => {
  it.each([
    { name: 'no obx, no open-box items: normal, no promo', search: '', items: 0, parent: null, expected: { openBox: false, promo: null } },
    { name: 'no obx, one open-box item: View Options', search: '?Code=X', items: 1, parent: null, expected: { openBox: false, promo: 'view-options' } },
    { name: 'obx with a parent product: View New Stock', search: '?obx=1', items: 3, parent: 'strat', expected: { openBox: true, promo: 'view-new-stock' } },
    { name: 'obx without a value still switches mode', search: 'obx', items: 0, parent: 'strat', expected: { openBox: true, promo: 'view-new-stock' } },
    { name: 'obx without a parent product: no promo', search: '?obx=1', items: 3, parent: null, expected: { openBox: true, promo: null } },
    { name: 'obx with a blank parent: no promo', search: '?obx=1', items: 3, parent: ' ', expected: { openBox: true, promo: null } },
  ])('$name', ({ search, items, parent, expected }) => {
    expect(productPageMode(search, items, parent)).toEqual(expected);
  });

  it('accepts URLSearchParams', () => {
    expect(productPageMode(new URLSearchParams('obx=1'), 0, 'p').openBox).toBe(true);
  });

  it.each([
    { search: '', expected: false },
    { search: '?obx=1', expected: true },
    { search: '?obx', expected: true },
    { search: '?Code=X&obx=', expected: true },
    { search: '?obxx=1', expected: false },
    { search: '?x=obx', expected: false },
  ])('open-box mode for "$search": $expected', ({ search, expected }) => {
    expect(isOpenBoxMode(search)).toBe(expected);
    expect(productPageMode(search, 0, null).openBox).toBe(expected);
  });
});

describe('Product page data: productId/SKU (uppercased); stock and price enquiry links (query sku and title)', () => {
  it('uppercases the SKU', () => {
    expect(displaySku(' fen-0144502 ')).toBe('FEN-0144502');
  });

  it('links the stock enquiry with sku and title', () => {
    expect(stockEnquiryHref('FEN-1', 'Strat & Case')).toBe('/pages/stock-enquiry?sku=FEN-1&title=Strat+%26+Case');
  });
});

describe('Product route: /products/{handle} is canonical. /prod/{handle} answers 301 to it, query kept', () => {
  it.each([
    { path: '/prod/strat', search: '', expected: '/products/strat' },
    { path: '/prod/strat/', search: '?obx=1', expected: '/products/strat?obx=1' },
    { path: '/prod/strat', search: 'Code=X', expected: '/products/strat?Code=X' },
    { path: '/prod/strat', search: '?', expected: '/products/strat' },
    { path: '/products/strat', search: '', expected: null },
    { path: '/prod', search: '', expected: null },
    { path: '/x/prod/strat', search: '', expected: null },
    { path: '/prod/a/b', search: '', expected: null },
    { path: '/en-au/prod/strat/', search: '', expected: '/en-au/products/strat' },
    { path: '/EN-GB/prod/strat', search: '?obx=1', expected: '/en-gb/products/strat?obx=1' },
    { path: '/en-no/prod/a%20b', search: '', expected: '/en-no/products/a%20b' },
    { path: '/en-xx/prod/strat', search: '', expected: null },
    { path: '/en-au/products/strat', search: '', expected: null },
  ])('$path$search → $expected', ({ path, search, expected }) => {
    expect(canonicalProductPath(path, search)).toBe(expected);
  });

  it('has no query by default', () => {
    expect(canonicalProductPath('/prod/x')).toBe('/products/x');
  });
});

describe('A product carousel section shows only with 2 or more items; carousel links used only if non-empty strings', () => {
  it.each([
    { items: 1, expected: false },
    { items: 2, expected: true },
  ])('$items items: $expected', ({ items, expected }) => {
    expect(showsCarousel(items)).toBe(expected);
  });

  it.each([
    { link: '/collections/drums', expected: '/collections/drums' },
    { link: ' /x ', expected: '/x' },
    { link: '', expected: null },
    { link: '   ', expected: null },
    { link: null, expected: null },
    { link: 42, expected: null },
  ])('link $link → $expected', ({ link, expected }) => {
    expect(carouselLink(link)).toBe(expected);
  });
});

describe('Global loading spinner while a route loads, except when the query string starts with ?tab=', () => {
  it.each([
    { search: '', expected: true },
    { search: '?tab=specs', expected: false },
    { search: 'tab=specs', expected: false },
    { search: '?x=1&tab=specs', expected: true },
  ])('"$search": $expected', ({ search, expected }) => {
    expect(showsGlobalSpinner(search)).toBe(expected);
  });
});

describe('Preview mode: enabled only after the client has mounted and only if a preview project id is configured', () => {
  it.each([
    { mounted: true, id: 'abc123', expected: true },
    { mounted: false, id: 'abc123', expected: false },
    { mounted: true, id: '', expected: false },
    { mounted: true, id: ' ', expected: false },
    { mounted: true, id: undefined, expected: false },
  ])('mounted $mounted, id "$id": $expected', ({ mounted, id, expected }) => {
    expect(previewModeEnabled(mounted, id)).toBe(expected);
  });
});
