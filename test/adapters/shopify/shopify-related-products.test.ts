import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ShopifyError } from '../../../src/adapters/shopify/errors';
import { createShopifyClient, type ShopifyClientOptions } from '../../../src/adapters/shopify/shopify-client';
import { ShopifyRelatedProducts } from '../../../src/adapters/shopify/shopify-related-products';
import { localeByKey } from '../../../src/domain/locale';
import { StorefrontMockServer } from '../../support/storefront-mock-server';
import { describeRelatedProductsContract, relatedProductsFixtureFrom } from '../../contract/related-products.contract';
import { demoStorefrontRoot } from './support/demo-storefront';
import { demoCatalogue } from './support/shopify-catalog-harness';

const FAST: ShopifyClientOptions = { timeoutMs: 300, retryDelayMs: 5 };

async function startShopifyRelated(options: ShopifyClientOptions = FAST) {
  const shopify = await StorefrontMockServer.start({ root: demoStorefrontRoot(demoCatalogue()) });
  const related = new ShopifyRelatedProducts(createShopifyClient(shopify.clientConfig, { fetch: shopify.fetch, ...options }));
  return { shopify, related, close: () => shopify.close() };
}

const fixture = relatedProductsFixtureFrom(demoCatalogue());

describeRelatedProductsContract(
  'ShopifyRelatedProducts on the Storefront mock',
  async () => {
    // The client's default deadline: the mock's first answer builds the schema, slow on a busy machine.
    const { shopify, related, close } = await startShopifyRelated({ retryDelayMs: 5 });
    return { related, close, breakUpstream: () => shopify.fault({ kind: 'status', status: 503 }) };
  },
  fixture,
);

describe('ShopifyRelatedProducts', () => {
  let harness: Awaited<ReturnType<typeof startShopifyRelated>>;
  const GB = localeByKey('en-gb');

  beforeAll(async () => {
    harness = await startShopifyRelated({ retryDelayMs: 5 });
  });
  afterAll(() => harness.close());
  beforeEach(() => harness.shopify.reset());

  it('asks for RELATED recommendations of the product gid in the buyer’s market', async () => {
    await harness.related.forProduct(fixture.product.id, GB);
    const [op, ...more] = harness.shopify.operations;
    expect(more).toEqual([]);
    expect(op).toMatchObject({ operationName: 'ProductRecommendations', variables: { productId: `gid://shopify/Product/${fixture.product.id}`, country: 'GB', language: 'EN' } });
    expect(op?.query).toContain('@inContext(country: $country, language: $language)');
    expect(op?.query).toMatch(/productRecommendations\(productId: \$productId, intent: RELATED\)/);
  });

  it('does not call Shopify for an id that cannot be a product', async () => {
    for (const id of ['', 'not an id', `gid://shopify/ProductVariant/${fixture.product.id}`]) expect(await harness.related.forProduct(id, GB)).toEqual([]);
    expect(harness.shopify.operations).toEqual([]);
  });

  it.each([
    ['a 500 after the retries', { kind: 'status', status: 500 } as const, 'UpstreamUnavailable'],
    ['a refused token', { kind: 'status', status: 401 } as const, 'UpstreamRejected'],
    ['GraphQL errors', { kind: 'graphql-errors' } as const, 'UpstreamQueryFailed'],
    ['an HTML error page', { kind: 'raw', status: 200, contentType: 'text/html', body: '<html>oops</html>' } as const, 'UpstreamInvalidResponse'],
  ])('fails with a ShopifyError on %s', async (_, fault, code) => {
    const own = await startShopifyRelated({ ...FAST, readRetries: 1 });
    try {
      own.shopify.fault(fault);
      const failure = await own.related.forProduct(fixture.product.id, GB).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ShopifyError);
      expect((failure as ShopifyError).code).toBe(code);
    } finally {
      await own.close();
    }
  });

  it('fails with a ShopifyError when a recommended product arrives in an unexpected shape', async () => {
    const broken = await StorefrontMockServer.start({
      root: { ...demoStorefrontRoot(demoCatalogue()), productRecommendations: () => [{ __typename: 'Product', id: 'gid://shopify/Product/9', handle: 'x', title: null }] },
    });
    try {
      const related = new ShopifyRelatedProducts(createShopifyClient(broken.clientConfig, { fetch: broken.fetch, ...FAST }));
      await expect(related.forProduct(fixture.product.id, GB)).rejects.toBeInstanceOf(ShopifyError);
    } finally {
      await broken.close();
    }
  });
});
