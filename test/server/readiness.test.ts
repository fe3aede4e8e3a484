// GET /readyz: each port that a page cannot do without answers a cheap read. Middleware and rental
// data degrade on the page (spec section 8), so a dead middleware keeps the shop in rotation.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { shopifyCartRoot } from '../adapters/cart/support/shopify-cart-backend';
import { ShopifyCustomerBackend } from '../adapters/accounts/support/shopify-customer-backend';
import { demoStorefrontRoot } from '../adapters/shopify/support/demo-storefront';
import { MOCK_PUBLIC_TOKEN, MOCK_STORE_DOMAIN, StorefrontMockServer } from '../support/storefront-mock-server';
import { buildTestApp } from '../support/test-app';

interface PortResult {
  port: string;
  ok: boolean;
  error?: string;
}
const byPort = (ports: PortResult[]) => Object.fromEntries(ports.map((p) => [p.port, p.ok]));

describe('/readyz on the embedded adapters', () => {
  it('probes catalogue, content, search, carts, accounts, the newsletter list and saved lists', async () => {
    const { app } = await buildTestApp();
    const res = await request(app).get('/readyz');
    expect(res.status).toBe(200);
    expect(byPort(res.body.ports)).toEqual({ ProductCatalog: true, ContentSource: true, ProductSearch: true, CartStore: true, CustomerAccounts: true, NewsletterSubscriptions: true, AlertOutbox: true, SavedItems: true });
  });

  it('answers 503 naming the SQLite-backed ports once their databases are gone', async () => {
    const { app, composition } = await buildTestApp({ env: { DEMO_SEED: '7' } });
    await composition.close();
    const res = await request(app).get('/readyz');
    expect(res.status).toBe(503);
    expect(byPort(res.body.ports)).toMatchObject({ ProductCatalog: true, CartStore: false, CustomerAccounts: false, NewsletterSubscriptions: false });
  });
});

describe('/readyz on Shopify, a newsletter webhook and a dead middleware', () => {
  let shopify: StorefrontMockServer;
  const realFetch = globalThis.fetch;
  const env = {
    SHOPIFY_STORE_DOMAIN: MOCK_STORE_DOMAIN,
    SHOPIFY_STOREFRONT_API_TOKEN: MOCK_PUBLIC_TOKEN,
    MIDDLEWARE_BASE_URL: 'http://127.0.0.1:9/',
    RENTAL_SERVICE_URL: 'http://127.0.0.1:9/rates',
    NEWSLETTER_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
  };

  beforeAll(async () => {
    const catalogue = generateCatalogue({ seed: 1, productCount: 300 });
    shopify = await StorefrontMockServer.start({ root: { ...demoStorefrontRoot(catalogue), ...shopifyCartRoot(catalogue), ...new ShopifyCustomerBackend().root() } });
    globalThis.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      return url.host === MOCK_STORE_DOMAIN ? shopify.fetch(input, init) : realFetch(input, init);
    };
  });
  afterAll(async () => {
    globalThis.fetch = realFetch;
    await shopify.close();
  });

  it('reads an unknown cart and an unknown customer from the Storefront API, and leaves middleware, rental and the webhook alone', async () => {
    const { app } = await buildTestApp({ env });
    shopify.reset();
    const res = await request(app).get('/readyz');
    expect(res.status).toBe(200);
    // Saved lists stay in SQLite without an Admin API token.
    expect(byPort(res.body.ports)).toEqual({ ProductCatalog: true, ContentSource: true, ProductSearch: true, CartStore: true, CustomerAccounts: true, AlertOutbox: true, SavedItems: true });
    const fields = shopify.operations.map((op) => op.query);
    expect(fields.some((q) => /\bcart\s*\(/.test(q))).toBe(true);
    expect(fields.some((q) => /\bcustomer\s*\(/.test(q))).toBe(true);
    expect(fields.some((q) => /mutation/.test(q))).toBe(false);
  });

  it('answers 503 naming the Shopify-backed ports while the Storefront API fails', async () => {
    const { app } = await buildTestApp({ env });
    shopify.fault({ kind: 'status', status: 503 });
    const res = await request(app).get('/readyz');
    shopify.reset();
    expect(res.status).toBe(503);
    expect(byPort(res.body.ports)).toMatchObject({ ProductCatalog: false, CartStore: false, CustomerAccounts: false, ContentSource: true, ProductSearch: true });
  });
});
