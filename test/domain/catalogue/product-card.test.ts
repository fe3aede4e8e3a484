import { describe, expect, it } from 'vitest';
import { cardFromContentProduct, cardFromSearchHit, variantGid, type ContentProduct, type SearchHit } from '../../../src/domain/catalogue/product-card';

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
    expect(cardFromContentProduct(content({ slug: url }))!.linkURL).toBe(expected);
  });

  it('content images with an empty url are skipped', () => {
    const card = cardFromContentProduct(content({ images: [{ url: '' }, { url: 'x.jpg' }] }))!;
    expect(card.imageURL1).toBe('x.jpg');
    expect(card).not.toHaveProperty('imageURL2');
  });

  it('an empty brand or override is dropped', () => {
    const card = cardFromSearchHit(hit({ brand: ' ', ribbonOverride: '' }), 'AUD');
    expect(card).not.toHaveProperty('brand');
    expect(card).not.toHaveProperty('ribbonOverride');
  });

  it('an empty attributes list is dropped', () => {
    expect(cardFromSearchHit(hit({ attributes: [] }), 'AUD')).not.toHaveProperty('attributes');
  });

  it.each([
    { id: 4455, expected: 'gid://shopify/ProductVariant/4455' },
    { id: '4455', expected: 'gid://shopify/ProductVariant/4455' },
    { id: 'gid://shopify/ProductVariant/7', expected: 'gid://shopify/ProductVariant/7' },
  ])('variant id $id is $expected', ({ id, expected }) => {
    expect(variantGid(id)).toBe(expected);
  });

  it('prices carry the currency asked for', () => {
    expect(cardFromSearchHit(hit({ price: 10 }), 'NOK').sellingPrice).toEqual({ amount: '10.00', currencyCode: 'NOK' });
  });
});

const content = (extra: Partial<ContentProduct> = {}, variant: Partial<ContentProduct['variant']> = {}): ContentProduct => ({
  status: 'active',
  title: 'Roland TD-07',
  vendor: 'Roland',
  stockStatus: 'Accepting Orders',
  slug: 'roland-td-07',
  tags: [],
  images: [{ url: '1.jpg' }, { url: '2.jpg' }, { url: '3.jpg' }],
  ...extra,
  variant: { id: 'gid://shopify/ProductVariant/99', sku: 'ROL-TD07', price: 999, compareAtPrice: null, available: true, ...variant },
});

describe('Content-managed product mapping (only active store status); savePrice and wasPrice set when compare-at exceeds price', () => {
  it('maps an active product with vendor as brand and the first two images', () => {
    expect(cardFromContentProduct(content())).toEqual({
      sku: 'ROL-TD07',
      shopifyProductId: 'gid://shopify/ProductVariant/99',
      title: 'Roland TD-07',
      brand: 'Roland',
      stockStatus: 'Accepting Orders',
      sellingPrice: { amount: '999.00', currencyCode: 'AUD' },
      is_newProduct: false,
      is_onSale: false,
      is_openbox: false,
      is_staffPick: false,
      linkURL: '/products/roland-td-07',
      imageURL1: '1.jpg',
      imageURL2: '2.jpg',
      disable_payment: false,
    });
  });

  it.each([
    { status: 'draft', kept: false },
    { status: 'archived', kept: false },
    { status: 'ACTIVE', kept: true },
  ])('store status $status becomes a card: $kept', ({ status, kept }) => {
    expect(cardFromContentProduct(content({ status })) !== null).toBe(kept);
  });

  it.each([
    { name: 'compare-at above price sets wasPrice and savePrice', compareAtPrice: 1199, was: '1199.00', save: '200.00' },
    { name: 'compare-at one cent above price counts', compareAtPrice: 999.01, was: '999.01', save: '0.01' },
    { name: 'compare-at equal to price sets neither', compareAtPrice: 999, was: undefined, save: undefined },
    { name: 'compare-at below price sets neither', compareAtPrice: 500, was: undefined, save: undefined },
    { name: 'no compare-at sets neither', compareAtPrice: null, was: undefined, save: undefined },
  ])('$name', ({ compareAtPrice, was, save }) => {
    const card = cardFromContentProduct(content({}, { compareAtPrice }))!;
    expect(card.wasPrice?.amount).toBe(was);
    expect(card.savePrice?.amount).toBe(save);
    expect(card.onSalePrice?.amount).toBe(was === undefined ? undefined : '999.00');
  });

  it.each([
    { tag: 'ribbon:sale', flag: 'is_onSale' },
    { tag: 'ribbon:new', flag: 'is_newProduct' },
    { tag: 'Ribbon:Staff-Pick', flag: 'is_staffPick' },
    { tag: ' ribbon:open-box ', flag: 'is_openbox' },
  ] as const)('tag $tag sets $flag', ({ tag, flag }) => {
    const card = cardFromContentProduct(content({ tags: [tag] }))!;
    expect(card[flag]).toBe(true);
    const others = (['is_onSale', 'is_newProduct', 'is_staffPick', 'is_openbox'] as const).filter((f) => f !== flag);
    for (const other of others) expect(card[other]).toBe(false);
  });

  it('keeps the ribbon override, the payment flag and the currency asked for', () => {
    const card = cardFromContentProduct(content({ ribbonOverride: 'sale', disablePayment: true, slug: '/td07' }), 'USD')!;
    expect(card).toMatchObject({ ribbonOverride: 'sale', disable_payment: true, linkURL: '/products/td07', sellingPrice: { amount: '999.00', currencyCode: 'USD' } });
  });

  it('drops a missing vendor, tags and images', () => {
    const card = cardFromContentProduct(content({ vendor: null, stockStatus: null, tags: null, images: null, ribbonOverride: ' ' }))!;
    for (const key of ['brand', 'imageURL1', 'imageURL2', 'ribbonOverride']) expect(card).not.toHaveProperty(key);
  });

  it.each([
    { name: 'available without a status is In Stock', stockStatus: null, available: true, expected: 'In Stock' },
    { name: 'available with a backorder status says the status', stockStatus: '7 Day Dispatch', available: true, expected: '7 Day Dispatch' },
    { name: 'not available is Out of Stock whatever the metafield', stockStatus: 'In Stock', available: false, expected: 'Out of Stock' },
  ])('stock text by the availability rule: $name', ({ stockStatus, available, expected }) => {
    expect(cardFromContentProduct(content({ stockStatus }, { available }))!.stockStatus).toBe(expected);
  });

  it('a numeric variant id becomes a global id', () => {
    expect(cardFromContentProduct(content({}, { id: 12 }))!.shopifyProductId).toBe('gid://shopify/ProductVariant/12');
  });
});
