// ShopifyMerchandiseLookup against the Storefront API stand-in over the demo catalogue: variants by
// id, priced in the market of the locale asked (@inContext), unknown and malformed ids dropped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../../src/adapters/embedded/demo-data/generate-catalogue';
import { createShopifyClient } from '../../../src/adapters/shopify/shopify-client';
import { ShopifyMerchandiseLookup } from '../../../src/adapters/shopify/shopify-merchandise-lookup';
import { localeByKey } from '../../../src/domain/locale';
import { StorefrontMockServer } from '../../support/storefront-mock-server';
import { demoStorefrontRoot } from './support/demo-storefront';

const catalogue = generateCatalogue({ seed: 20261121, productCount: 60 });
const product = catalogue.products.find((p) => p.status === 'active' && p.variants.length > 0)!;
const variant = product.variants[0]!;
const gid = `gid://shopify/ProductVariant/${variant.id}`;
let shopify: StorefrontMockServer;
let lookup: ShopifyMerchandiseLookup;

beforeAll(async () => {
  shopify = await StorefrontMockServer.start({ root: demoStorefrontRoot(catalogue) });
  lookup = new ShopifyMerchandiseLookup(createShopifyClient(shopify.clientConfig, { fetch: shopify.fetch }));
});
afterAll(() => shopify.close());

describe('ShopifyMerchandiseLookup', () => {
  it.each([
    ['en-au', 'AUD'],
    ['en-gb', 'GBP'],
    ['en-no', 'NOK'],
  ] as const)('prices a variant in the market of %s (%s) from the price list Shopify holds', async (key, currency) => {
    const [found] = await lookup.variantsByIds([gid], localeByKey(key, 'en-us'));
    expect(found?.price).toEqual({ amount: (variant.prices[currency].price / 100).toFixed(2), currencyCode: currency });
    expect(found).toMatchObject({ id: gid, productId: `gid://shopify/Product/${product.id}`, sku: variant.sku, product: { handle: product.handle, title: product.title } });
  });

  it('drops unknown and malformed ids instead of failing the whole request', async () => {
    const found = await lookup.variantsByIds([gid, 'gid://shopify/ProductVariant/999999999', 'not-an-id'], localeByKey('en-au', 'en-us'));
    expect(found.map((m) => m.id)).toEqual([gid]);
    expect(shopify.operations.at(-1)?.variables.ids).toEqual([gid, 'gid://shopify/ProductVariant/999999999']);
  });
});
