import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createShopifyClient, DEFAULT_READ_RETRIES, DEFAULT_TIMEOUT_MS } from '../../../src/adapters/shopify/shopify-client';
import { StorefrontMockServer } from '../../support/storefront-mock-server';

const SHOP_QUERY = `query ShopName { shop { name } }`;
const CART_CREATE = `mutation CartCreate { cartCreate { cart { id } } }`;
const shopSchema = z.object({ shop: z.object({ name: z.string() }) });

describe('createShopifyClient', () => {
  let shopify: StorefrontMockServer;

  beforeAll(async () => {
    shopify = await StorefrontMockServer.start({
      root: { shop: { __typename: 'Shop', name: 'Demo Instruments' }, cartCreate: () => ({ cart: { __typename: 'Cart', id: 'gid://shopify/Cart/1' } }) },
    });
  });
  afterAll(() => shopify.close());
  beforeEach(() => shopify.reset());

  const client = (opts = {}) => createShopifyClient(shopify.clientConfig, { fetch: shopify.fetch, retryDelayMs: 5, ...opts });

  it('defaults to a 2 s deadline and 2 retries for reads', () => {
    expect([DEFAULT_TIMEOUT_MS, DEFAULT_READ_RETRIES]).toEqual([2_000, 2]);
  });

  it('answers the parsed data of a read', async () => {
    expect(await client().query(SHOP_QUERY, {}, shopSchema)).toEqual({ shop: { name: 'Demo Instruments' } });
  });

  it('sends a write once, never retrying it after a 500', async () => {
    shopify.fault({ kind: 'status', status: 500 });
    await expect(client().mutate(CART_CREATE, {}, z.unknown())).rejects.toMatchObject({ code: 'UpstreamUnavailable', details: { status: 500, operation: 'CartCreate' } });
    expect(shopify.operationsNamed('CartCreate')).toHaveLength(1);
  });

  it('translates a response that does not match the expected shape', async () => {
    const wrongShape = z.object({ shop: z.object({ name: z.number() }) });
    await expect(client().query(SHOP_QUERY, {}, wrongShape)).rejects.toMatchObject({ code: 'UpstreamInvalidResponse', retryable: false });
  });

  it('retries a refused connection a bounded number of times, then reports the shop unavailable', async () => {
    let attempts = 0;
    const unreachable: typeof fetch = (input, init) => ((attempts += 1), fetch('http://127.0.0.1:9/api/2026-04/graphql.json', init));
    const offline = createShopifyClient(shopify.clientConfig, { fetch: unreachable, retryDelayMs: 5, readRetries: 1 });
    await expect(offline.query(SHOP_QUERY, {}, shopSchema)).rejects.toMatchObject({ code: 'UpstreamUnavailable', retryable: true });
    expect(attempts).toBe(2);
  });

  it('stops retrying when the deadline passes, even with retries left', async () => {
    shopify.fault({ kind: 'status', status: 503 });
    const patient = client({ timeoutMs: 400, retryDelayMs: 150, readRetries: 10 });
    await expect(patient.query(SHOP_QUERY, {}, shopSchema)).rejects.toMatchObject({ code: 'UpstreamTimeout' });
    // 0 ms: first try; 150 ms: second try; the 300 ms back-off outlives the 400 ms deadline.
    expect(shopify.operations).toHaveLength(2);
  });

  it('reports an API version Shopify no longer supports', () => {
    const warnings: string[] = [];
    createShopifyClient({ ...shopify.clientConfig, apiVersion: '2019-01' }, { fetch: shopify.fetch, warn: (m) => warnings.push(m) });
    expect(warnings).toEqual([expect.stringContaining('2019-01')]);
  });
});
