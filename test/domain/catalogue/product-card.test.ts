import { describe, expect, it } from 'vitest';
import { cardFromContentProduct, variantGid, type ContentProduct } from '../../../src/domain/catalogue/product-card';

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

describe('Content-managed product to card: linkURL = /products/ + slug; shopifyProductId is a variant global id', () => {
  it.each([
    { url: '/strat', expected: '/products/strat' },
    { url: '//strat', expected: '/products/strat' },
    { url: 'fender/strat', expected: '/products/fender/strat' },
  ])('slug $url links to $expected', ({ url, expected }) => {
    expect(cardFromContentProduct(content({ slug: url }))!.linkURL).toBe(expected);
  });

  it('content images with an empty url are skipped', () => {
    const card = cardFromContentProduct(content({ images: [{ url: '' }, { url: 'x.jpg' }] }))!;
    expect(card.imageURL1).toBe('x.jpg');
    expect(card).not.toHaveProperty('imageURL2');
  });

  it.each([
    { id: 4455, expected: 'gid://shopify/ProductVariant/4455' },
    { id: '4455', expected: 'gid://shopify/ProductVariant/4455' },
    { id: 'gid://shopify/ProductVariant/7', expected: 'gid://shopify/ProductVariant/7' },
  ])('variant id $id is $expected', ({ id, expected }) => {
    expect(variantGid(id)).toBe(expected);
  });
});
