// The pages a change of the embedded store moves, by the keys Shopify's webhooks give the hosted
// shop: a variant by its number, its product by handle, an open-box unit's parent too (its page
// lists the unit). The demo seed's own SKUs, ids and handles, written out.
import { describe, expect, it } from 'vitest';
import { demoPageChanges } from '../../../src/adapters/embedded/demo-page-changes';
import { generateCatalogue } from '../../../src/adapters/embedded/demo-data/generate-catalogue';

const pagesOf = demoPageChanges(generateCatalogue({ seed: 20261121, productCount: 2500 }));

describe('the pages a moved SKU names', () => {
  it.each([
    ['a product of one variant', ['FEN-0010472901'], { variantIds: ['gid://shopify/ProductVariant/45000000000000'], productHandles: ['fender-deluxe-ef-490-guitar-picks'] }],
    ['its SKU in lower case, with spaces', [' fen-0010472901 '], { variantIds: ['gid://shopify/ProductVariant/45000000000000'], productHandles: ['fender-deluxe-ef-490-guitar-picks'] }],
    [
      'an open-box unit: its page and its parent’s',
      ['CAS-0027102803-OB'],
      { variantIds: ['gid://shopify/ProductVariant/45000000010000'], productHandles: ['casio-player-lp-350-portable-digital-piano-open-box', 'casio-player-lp-350-portable-digital-piano'] },
    ],
    ['an unknown SKU: nothing', ['NOT-A-SKU'], { variantIds: [], productHandles: [] }],
  ])('%s', (_case, skus, pages) => {
    expect(pagesOf(skus)).toEqual(pages);
  });
});
