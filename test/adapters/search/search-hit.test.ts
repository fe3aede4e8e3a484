import { describe, expect, it } from 'vitest';
import { cardFromSearchHit, type SearchHit } from '../../../src/adapters/typesense/search-hit';

const hit = (extra: Partial<SearchHit> = {}): SearchHit => ({
  title: 'Fender Player Stratocaster', brand: 'Fender', stock: 'In Stock', price: 1299.95, url: 'fender-player-strat', variantId: 4455, sid: 'FEN-0144502', ...extra,
});

describe('Search hit to card: linkURL = /products/ + url; savePrice only if above 0; is_staffPick false; shopifyProductId is a variant global id; null fields dropped', () => {
  it('maps a full hit', () => {
    const card = cardFromSearchHit(
      hit({ wasprice: 1499.95, saveprice: 200, on_sale: true, new_product: true, is_openbox: true, ribbonOverride: 'Special Offer', image: ['a.jpg', 'b.jpg', 'c.jpg'], attributes: [{ key: 'Condition', value: 'A' }], disable_payment: true }),
      'AUD',
    );
    expect(card).toEqual({
      sku: 'FEN-0144502',
      shopifyProductId: 'gid://shopify/ProductVariant/4455',
      title: 'Fender Player Stratocaster',
      brand: 'Fender',
      stockStatus: 'In Stock',
      onSalePrice: { amount: '1299.95', currencyCode: 'AUD' },
      sellingPrice: { amount: '1299.95', currencyCode: 'AUD' },
      wasPrice: { amount: '1499.95', currencyCode: 'AUD' },
      savePrice: { amount: '200.00', currencyCode: 'AUD' },
      is_newProduct: true,
      is_onSale: true,
      is_openbox: true,
      is_staffPick: false,
      ribbonOverride: 'Special Offer',
      linkURL: '/products/fender-player-strat',
      imageURL1: 'a.jpg',
      imageURL2: 'b.jpg',
      attributes: [{ key: 'Condition', value: 'A' }],
      disable_payment: true,
    });
  });

  it('drops null and missing fields instead of keeping them', () => {
    const card = cardFromSearchHit(hit({ brand: null, stock: null, wasprice: null, saveprice: null, ribbonOverride: null, image: null, attributes: null, on_sale: null }), 'AUD');
    for (const key of ['brand', 'stockStatus', 'wasPrice', 'savePrice', 'ribbonOverride', 'imageURL1', 'imageURL2', 'attributes', 'onSalePrice']) {
      expect(card).not.toHaveProperty(key);
    }
    expect(card).toMatchObject({ is_onSale: false, is_newProduct: false, is_openbox: false, is_staffPick: false, disable_payment: false });
  });

  it.each([
    { name: 'savePrice 0.01 is kept', saveprice: 0.01, expected: { amount: '0.01', currencyCode: 'AUD' } },
    { name: 'savePrice 0 is dropped', saveprice: 0, expected: undefined },
    { name: 'a negative savePrice is dropped', saveprice: -5, expected: undefined },
    { name: 'a NaN savePrice is dropped', saveprice: NaN, expected: undefined },
    { name: 'an infinite savePrice is dropped', saveprice: Infinity, expected: undefined },
  ])('$name', ({ saveprice, expected }) => {
    expect(cardFromSearchHit(hit({ saveprice }), 'AUD').savePrice).toEqual(expected);
  });

  it.each([
    { name: 'no images give none', image: [], first: undefined, second: undefined },
    { name: 'one image gives the first only', image: ['a.jpg'], first: 'a.jpg', second: undefined },
    { name: 'empty image strings are skipped', image: ['', 'b.jpg', ' ', 'c.jpg'], first: 'b.jpg', second: 'c.jpg' },
  ])('$name', ({ image, first, second }) => {
    const card = cardFromSearchHit(hit({ image }), 'AUD');
    expect(card.imageURL1).toBe(first);
    expect(card.imageURL2).toBe(second);
  });

  it.each([
    { name: 'an unknown stock text is Out of Stock (the availability rule)', stock: 'Maybe', expected: 'Out of Stock' },
    { name: 'Out of Stock stays Out of Stock', stock: 'Out of Stock', expected: 'Out of Stock' },
    { name: 'no stock text has no status', stock: null, expected: undefined },
    { name: 'stock text matches whatever its case', stock: '7 day dispatch', expected: '7 Day Dispatch' },
    { name: 'Accepting Orders is a status', stock: 'Accepting Orders', expected: 'Accepting Orders' },
  ])('$name', ({ stock, expected }) => {
    expect(cardFromSearchHit(hit({ stock }), 'AUD').stockStatus).toBe(expected);
  });

  it.each([
    { url: '/strat', expected: '/products/strat' },
    { url: '//strat', expected: '/products/strat' },
    { url: 'fender/strat', expected: '/products/fender/strat' },
  ])('url $url links to $expected', ({ url, expected }) => {
    expect(cardFromSearchHit(hit({ url }), 'AUD').linkURL).toBe(expected);
  });

  it('an empty brand or override is dropped', () => {
    const card = cardFromSearchHit(hit({ brand: ' ', ribbonOverride: '' }), 'AUD');
    expect(card).not.toHaveProperty('brand');
    expect(card).not.toHaveProperty('ribbonOverride');
  });

  it('an empty attributes list is dropped', () => {
    expect(cardFromSearchHit(hit({ attributes: [] }), 'AUD')).not.toHaveProperty('attributes');
  });

  it('prices carry the currency asked for', () => {
    expect(cardFromSearchHit(hit({ price: 10 }), 'NOK').sellingPrice).toEqual({ amount: '10.00', currencyCode: 'NOK' });
  });
});
