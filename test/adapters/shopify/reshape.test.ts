import { describe, expect, it } from 'vitest';
import { ShopifyError } from '../../../src/adapters/shopify/errors';
import { productGids, NODES_PER_REQUEST } from '../../../src/adapters/shopify/product-gids';
import { reshapeCategoryMenu } from '../../../src/adapters/shopify/reshape/reshape-category-menu';
import { reshapeImages } from '../../../src/adapters/shopify/reshape/reshape-images';
import { reshapeMoney } from '../../../src/adapters/shopify/reshape/reshape-money';
import { weightInKilograms } from '../../../src/adapters/shopify/reshape/reshape-weight';
import type { ShopifyMenuItem } from '../../../src/adapters/shopify/schemas/menu';
import { errorFromResponse } from '../../../src/adapters/shopify/translate-errors';

const collection = (handle: string, catCode: string | null, productCount = '3') => ({
  handle,
  image: null,
  catCode: catCode === null ? null : { value: catCode },
  productCount: { value: productCount },
  promoteBrand: null,
});

describe('reshapeCategoryMenu', () => {
  it('turns collection items into nodes, children included', () => {
    const menu: ShopifyMenuItem[] = [
      { title: 'Drums', url: 'https://shop/collections/drums', resource: collection('drums', '3', '12'), items: [{ title: 'Cymbals', url: null, resource: collection('cymbals', '301', '5') }] },
    ];
    expect(reshapeCategoryMenu(menu)).toEqual([
      {
        catCode: '3', categoryName: 'Drums', handle: 'drums', productCount: 12, linkURL: '/collections/drums', promoteBrand: null, altText: 'Drums', slug: 'drums',
        subCats: [{ catCode: '301', categoryName: 'Cymbals', handle: 'cymbals', productCount: 5, linkURL: '/collections/cymbals', promoteBrand: null, altText: 'Cymbals', slug: 'cymbals', subCats: [] }],
      },
    ]);
  });

  it.each([
    ['a page link', { title: 'About', url: '/pages/about-us', resource: {} }],
    ['a plain URL', { title: 'Sale', url: '/showtime-sale', resource: null }],
    ['a collection without cat_code', { title: 'Unsynced', url: null, resource: collection('unsynced', null) }],
    ['a collection with a non-numeric cat_code', { title: 'Odd', url: null, resource: collection('odd', 'A1') }],
  ] as [string, ShopifyMenuItem][])('leaves out %s', (_, item) => {
    expect(reshapeCategoryMenu([item])).toEqual([]);
  });

  it.each([
    ['', 0],
    ['-4', 0],
    ['1.5', 0],
    ['42', 42],
  ])('reads product_count %j as %d', (value, expected) => {
    expect(reshapeCategoryMenu([{ title: 'X', url: null, resource: collection('x', '1', value) }])[0]?.productCount).toBe(expected);
  });
});

describe('weightInKilograms', () => {
  it.each([
    [{ weight: 2500, weightUnit: 'GRAMS' }, 2.5],
    [{ weight: 2.5, weightUnit: 'KILOGRAMS' }, 2.5],
    [{ weight: 10, weightUnit: 'POUNDS' }, 4.536],
    [{ weight: 16, weightUnit: 'OUNCES' }, 0.454],
    [{ weight: 0, weightUnit: 'KILOGRAMS' }, undefined],
    [{ weight: null, weightUnit: 'GRAMS' }, undefined],
  ] as const)('%j → %s kg', (variant, expected) => {
    expect(weightInKilograms(variant)).toBe(expected);
  });
});

describe('reshapeMoney', () => {
  it.each([
    [{ amount: '1299.0', currencyCode: 'AUD' }, { amount: '1299.00', currencyCode: 'AUD' }],
    [{ amount: '0.5', currencyCode: 'GBP' }, { amount: '0.50', currencyCode: 'GBP' }],
    [{ amount: '42999.95', currencyCode: 'NOK' }, { amount: '42999.95', currencyCode: 'NOK' }],
  ])('%j → %j', (shopify, domain) => {
    expect(reshapeMoney(shopify)).toEqual(domain);
  });
});

describe('reshapeImages', () => {
  it('keeps sized images, falls back to the title for alt text and drops images without dimensions', () => {
    expect(
      reshapeImages(
        [
          { url: 'a.png', altText: 'Front', width: 800, height: 600 },
          { url: 'b.png', altText: null, width: 800, height: 800 },
          { url: 'c.png', altText: 'Processing', width: null, height: null },
        ],
        'Guitar',
      ),
    ).toEqual([
      { url: 'a.png', altText: 'Front', width: 800, height: 600 },
      { url: 'b.png', altText: 'Guitar', width: 800, height: 800 },
    ]);
  });
});

describe('productGids', () => {
  it.each([
    [['123', ' gid://shopify/Product/7 '], [['gid://shopify/Product/123', 'gid://shopify/Product/7']]],
    [['gid://shopify/ProductVariant/9', 'guitar', '', 'gid://shopify/Product/x'], []],
    [[], []],
  ])('%j → %j', (ids, batches) => {
    expect(productGids(ids)).toEqual(batches);
  });

  it('splits long lists into batches Shopify accepts, keeping the order', () => {
    const ids = Array.from({ length: NODES_PER_REQUEST + 3 }, (_, i) => String(i + 1));
    const batches = productGids(ids);
    expect(batches.map((b) => b.length)).toEqual([NODES_PER_REQUEST, 3]);
    expect(batches.flat().at(-1)).toBe(`gid://shopify/Product/${NODES_PER_REQUEST + 3}`);
  });
});

describe('errorFromResponse', () => {
  it.each([
    [{ message: 'fetch failed' }, 'UpstreamUnavailable'],
    [{ networkStatusCode: 502, message: 'Bad Gateway' }, 'UpstreamUnavailable'],
    [{ networkStatusCode: 429, message: 'Too Many Requests' }, 'UpstreamUnavailable'],
    [{ networkStatusCode: 401, message: 'Unauthorized' }, 'UpstreamRejected'],
    [{ networkStatusCode: 404, message: 'Not Found' }, 'UpstreamRejected'],
    [{ networkStatusCode: 200, message: 'Unexpected token <' }, 'UpstreamInvalidResponse'],
    [{ networkStatusCode: 200, graphQLErrors: [{ message: 'Field does not exist' }] }, 'UpstreamQueryFailed'],
    [{ networkStatusCode: 200, graphQLErrors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] }, 'UpstreamUnavailable'],
  ])('%j → %s', (errors, code) => {
    const error = errorFromResponse(errors, 'ProductByHandle');
    expect(error).toBeInstanceOf(ShopifyError);
    expect(error.code).toBe(code);
    expect(error.retryable).toBe(code === 'UpstreamUnavailable');
  });
});
