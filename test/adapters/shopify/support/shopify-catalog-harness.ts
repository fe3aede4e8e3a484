// A ShopifyProductCatalog wired to a StorefrontMockServer that serves the demo catalogue.
import { generateCatalogue } from '../../../../src/adapters/embedded/demo-data/generate-catalogue';
import type { DemoCatalogue } from '../../../../src/adapters/embedded/demo-data/catalogue-types';
import { createShopifyClient, type ShopifyClientOptions } from '../../../../src/adapters/shopify/shopify-client';
import { ShopifyProductCatalog } from '../../../../src/adapters/shopify/shopify-product-catalog';
import { StorefrontMockServer } from '../../../support/storefront-mock-server';
import { demoStorefrontRoot } from './demo-storefront';

let shared: DemoCatalogue | undefined;

/** A small demo catalogue, generated once per test file. */
export const demoCatalogue = () => (shared ??= generateCatalogue({ seed: 2026, productCount: 300 }));

export async function startShopifyCatalog(options: ShopifyClientOptions = {}) {
  const shopify = await StorefrontMockServer.start({ root: demoStorefrontRoot(demoCatalogue()) });
  const client = createShopifyClient(shopify.clientConfig, { fetch: shopify.fetch, ...options });
  return { shopify, client, catalog: new ShopifyProductCatalog(client), close: () => shopify.close() };
}
