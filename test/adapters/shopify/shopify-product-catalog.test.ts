import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DemoProduct } from '../../../src/adapters/embedded/demo-data/catalogue-types';
import { ShopifyError } from '../../../src/adapters/shopify/errors';
import { createShopifyClient } from '../../../src/adapters/shopify/shopify-client';
import { ShopifyProductCatalog } from '../../../src/adapters/shopify/shopify-product-catalog';
import { localeByKey } from '../../../src/domain/locale';
import { MOCK_PUBLIC_TOKEN } from '../../support/storefront-mock-server';
import { describeProductCatalogContract, productCatalogFixtureFrom } from '../../contract/product-catalog.contract';
import { demoCatalogue, startShopifyCatalog } from './support/shopify-catalog-harness';

const AU = localeByKey('en-au');
const GB = localeByKey('en-gb');
const published = () => demoCatalogue().products.filter((p) => p.status === 'active');
const findProduct = (rule: (p: DemoProduct) => boolean) => {
  const found = published().find(rule);
  if (!found) throw new Error('the demo catalogue has no product for this test');
  return found;
};

describeProductCatalogContract('ShopifyProductCatalog on the Storefront mock', startShopifyCatalog, productCatalogFixtureFrom(demoCatalogue()));

describe('ShopifyProductCatalog', () => {
  let harness: Awaited<ReturnType<typeof startShopifyCatalog>>;

  beforeAll(async () => {
    harness = await startShopifyCatalog({ timeoutMs: 300, retryDelayMs: 5 });
  });
  afterAll(() => harness.close());
  beforeEach(() => harness.shopify.reset());

  describe('requests, as the Storefront API expects them', () => {
    it('asks for a product by handle in the buyer’s market, with the public token', async () => {
      const handle = findProduct(() => true).handle;
      await harness.catalog.productByHandle(handle, GB);
      expect(harness.shopify.operations).toHaveLength(1);
      const [op] = harness.shopify.operations;
      expect(op).toMatchObject({
        operationName: 'ProductByHandle',
        path: '/api/2026-04/graphql.json',
        variables: { handle, country: 'GB', language: 'EN' },
        headers: { 'x-shopify-storefront-access-token': MOCK_PUBLIC_TOKEN, 'content-type': 'application/json' },
      });
      expect(op?.query).toContain('@inContext(country: $country, language: $language)');
    });

    it('sends product gids only: raw ids are normalised, other ids never reach Shopify', async () => {
      const product = findProduct(() => true);
      const variantId = `gid://shopify/ProductVariant/${product.variants[0]?.id}`;
      const cards = await harness.catalog.productsByIds([product.id, 'not-an-id', variantId, 'gid://shopify/Product/1'], AU);
      expect(harness.shopify.operationsNamed('ProductsByIds').map((op) => op.variables.ids)).toEqual([[`gid://shopify/Product/${product.id}`, 'gid://shopify/Product/1']]);
      expect(cards.map((card) => card.sku)).toEqual([product.variants[0]?.sku]);
    });

    it('does not call Shopify for an empty id list', async () => {
      expect(await harness.catalog.productsByIds(['', 'junk'], AU)).toEqual([]);
      expect(harness.shopify.operations).toEqual([]);
    });

    it('reads the category tree from the category-tree menu, and fails clearly when the shop lacks it', async () => {
      await harness.catalog.categoryTree();
      expect(harness.shopify.operations.map((op) => [op.operationName, op.variables])).toEqual([['CategoryTree', { handle: 'category-tree' }]]);
      const misconfigured = new ShopifyProductCatalog(harness.client, { categoryMenuHandle: 'main-menu' });
      await expect(misconfigured.categoryTree()).rejects.toMatchObject({ code: 'UpstreamInvalidResponse', message: expect.stringContaining("'main-menu'") });
    });
  });

  describe('the shop’s metafields and prices, reshaped', () => {
    it('keeps the regular price and shows the discounted one as the sale price', async () => {
      const product = findProduct((p) => p.variants[0]?.prices.AUD.compareAtPrice !== null);
      const { price, compareAtPrice } = product.variants[0]!.prices.AUD;
      const detail = await harness.catalog.productByHandle(product.handle, AU);
      expect(detail?.price).toEqual({ amount: (compareAtPrice! / 100).toFixed(2), currencyCode: 'AUD' });
      expect(detail?.salePrice).toEqual({ amount: (price / 100).toFixed(2), currencyCode: 'AUD' });
    });

    it('reads the scheduled ribbon', async () => {
      const product = findProduct((p) => p.ribbon !== null);
      expect((await harness.catalog.productByHandle(product.handle, AU))?.ribbon).toEqual(product.ribbon);
    });

    it('keeps at most five videos', async () => {
      const product = findProduct((p) => p.videoURLs.length > 5);
      const detail = await harness.catalog.productByHandle(product.handle, AU);
      expect(detail?.videoURLs).toEqual(product.videoURLs.slice(0, 5));
    });

    it('reads SKU, stock status, heaviness, warranty, weight in kilograms and the manufacturer link', async () => {
      const product = findProduct((p) => p.metafields.is_heavy === 'true');
      const detail = await harness.catalog.productByHandle(product.handle, AU);
      expect(detail?.metafields).toEqual({
        product_sku: product.variants[0]?.sku,
        product_stock_status: product.metafields.stock_status,
        product_is_heavy: product.metafields.is_heavy,
        warranty_duration: product.metafields.warranty_duration,
      });
      expect(detail?.weight).toBeCloseTo(product.weightKg, 2);
      expect(detail?.manufacturerLink).toBe(product.manufacturerLink);
    });

    it('links an open-box listing to its new-stock parent and marks its card open box', async () => {
      const listing = findProduct((p) => p.openBoxParent !== null);
      const detail = await harness.catalog.productByHandle(listing.handle, AU);
      expect(detail?.metafields.parent_product_active).toBe(listing.openBoxParent?.handle);
      const [card] = await harness.catalog.productsByIds([listing.id], AU);
      expect(card?.is_openbox).toBe(true);
    });

    it('marks staff picks on cards from the is_staff_pick metafield', async () => {
      const pick = findProduct((p) => p.staffPick);
      const other = findProduct((p) => !p.staffPick && p.openBoxParent === null);
      const cards = await harness.catalog.productsByIds([pick.id, other.id], AU);
      expect(cards.map((card) => card.is_staffPick)).toEqual([true, false]);
    });

    it('carries the ribbon schedule and staff picks into cards and pages, so both judge the ribbon alike', async () => {
      const scheduled = findProduct((p) => p.ribbon !== null && !p.staffPick);
      const [card] = await harness.catalog.productsByIds([scheduled.id], AU);
      expect([card?.ribbonOverride, card?.ribbonStart, card?.ribbonEnd]).toEqual([scheduled.ribbon?.ribbonFlagOverride, scheduled.ribbon?.ribbonStart, scheduled.ribbon?.ribbonEnd]);
      const pick = findProduct((p) => p.staffPick);
      expect((await harness.catalog.productByHandle(pick.handle, AU))?.staffPick).toBe(true);
    });

    it('lists on a card the variant the product page opens on: the first available', async () => {
      const product = findProduct((p) => p.variants.length > 1);
      const [card] = await harness.catalog.productsByIds([product.id], AU);
      const detail = await harness.catalog.productByHandle(product.handle, AU);
      const first = detail?.variants.find((v) => v.availableForSale) ?? detail?.variants[0];
      expect(card?.shopifyProductId).toBe(first?.id);
    });

    it('lists the categories a product sits in', async () => {
      const product = findProduct(() => true);
      const detail = await harness.catalog.productByHandle(product.handle, AU);
      expect(detail?.categoryHandles).toHaveLength(product.categoryCodes.length);
      expect(detail?.categoryHandles?.[0]).toBe(demoCatalogue().categories.find((c) => c.catCode === product.categoryCodes[0])?.handle);
    });
  });

  describe('failure modes', () => {
    const handle = () => findProduct(() => true).handle;

    it.each([
      { label: 'HTTP 500', fault: { kind: 'status', status: 500 }, code: 'UpstreamUnavailable', requests: 3 },
      { label: 'HTTP 503', fault: { kind: 'status', status: 503 }, code: 'UpstreamUnavailable', requests: 3 },
      { label: 'HTTP 429', fault: { kind: 'status', status: 429 }, code: 'UpstreamUnavailable', requests: 3 },
      { label: 'a THROTTLED GraphQL error', fault: { kind: 'graphql-errors', code: 'THROTTLED', message: 'Throttled' }, code: 'UpstreamUnavailable', requests: 3 },
      { label: 'HTTP 403', fault: { kind: 'status', status: 403 }, code: 'UpstreamRejected', requests: 1 },
      { label: 'malformed JSON', fault: { kind: 'malformed-json' }, code: 'UpstreamInvalidResponse', requests: 1 },
      { label: 'an HTML page', fault: { kind: 'raw', status: 200, contentType: 'text/html', body: '<h1>Maintenance</h1>' }, code: 'UpstreamInvalidResponse', requests: 1 },
      { label: 'an internal GraphQL error', fault: { kind: 'graphql-errors' }, code: 'UpstreamQueryFailed', requests: 1 },
    ] as const)('$label → $code after $requests request(s)', async ({ fault, code, requests }) => {
      harness.shopify.fault(fault);
      const error = await harness.catalog.productByHandle(handle(), AU).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ShopifyError);
      expect(error).toMatchObject({ code, details: { operation: 'ProductByHandle' } });
      expect((error as Error).message).not.toMatch(/GraphQL Client/);
      expect(harness.shopify.operations).toHaveLength(requests);
    });

    it('recovers when a 500 clears within the retries', async () => {
      harness.shopify.fault({ kind: 'status', status: 500 }, 2);
      const detail = await harness.catalog.productByHandle(handle(), AU);
      expect(detail?.handle).toBe(handle());
      expect(harness.shopify.operations).toHaveLength(3);
    });

    it('gives up at the deadline when Shopify is slow, without retrying past it', async () => {
      harness.shopify.fault({ kind: 'slow', delayMs: 2_000 });
      const started = performance.now();
      await expect(harness.catalog.categoryTree()).rejects.toMatchObject({ code: 'UpstreamTimeout', retryable: true });
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(harness.shopify.operations).toHaveLength(1);
    });

    it('rejects a wrong access token once, without retrying', async () => {
      const wrongToken = await startShopifyCatalog({ retryDelayMs: 5 });
      try {
        const client = createShopifyClient({ ...wrongToken.shopify.clientConfig, publicToken: 'stolen' }, { fetch: wrongToken.shopify.fetch });
        await expect(new ShopifyProductCatalog(client).categoryTree()).rejects.toMatchObject({ code: 'UpstreamRejected', details: { status: 401 } });
        expect(wrongToken.shopify.operations).toHaveLength(1);
      } finally {
        await wrongToken.close();
      }
    });
  });
});
