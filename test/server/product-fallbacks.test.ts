// Deferred data never breaks the product page: with the middleware and the rental service failing
// in every way, the page still answers 200 with the spec's fallbacks, and nothing hangs.
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_UPSTREAM_TIMEOUT_MS } from '../../src/adapters/http/json-http-client';
import { PAYMENT_OPTIONS_AVAILABLE } from '../../src/domain/payment-options';
import { MiddlewareMockServer, type JsonFault } from '../support/middleware-mock-server';
import { RentalMockServer } from '../support/rental-mock-server';
import { buildTestApp } from '../support/test-app';
import { productFixtures } from './product-fixtures';

const { config } = await buildTestApp();
const products = productFixtures(config);
const middleware = await MiddlewareMockServer.start(products.catalogue);
const rental = await RentalMockServer.start(products.catalogue);
const { app } = await buildTestApp({ env: { MIDDLEWARE_BASE_URL: middleware.url, RENTAL_SERVICE_URL: rental.url } });
afterAll(async () => {
  await Promise.all([middleware.close(), rental.close()]);
});

/**
 * A shopper's cookie: the page is rendered for them, private, and streams what is slow. A page
 * without one may be kept by a shared cache, and is sent complete (test/server/shared-page-csp.test.ts).
 */
const SHOPPER_COOKIE = 'cart=no-such-cart';

const text = (html: string) => html.replace(/<!--.*?-->/gs, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('product page over the HTTP middleware and rental service', () => {
  beforeEach(() => {
    middleware.reset();
    rental.reset();
  });

  it('asks for stock, open-box units and the rental rate in the services’ own shapes', async () => {
    const p = products.rentable;
    // Rental is offered where the rental service operates: the Australian market (issue 30).
    const res = await request(app).get(`/en-au/products/${p.handle}`);
    expect(res.status).toBe(200);
    expect(middleware.requestsTo('/inventory/').map((r) => [r.path, r.query])).toEqual([[`/inventory/${p.variants.find((v) => v.inventory.some((e) => e.quantity > 0))?.sku ?? p.variants[0]!.sku}`, { site: p.handle }]]);
    expect(middleware.requestsTo('/openbox/').map((r) => r.path)).toEqual([`/openbox/${p.variants[0]!.sku.toUpperCase()}`]);
    expect(rental.requests.map((r) => r.body)).toEqual([{ urls: [expect.stringMatching(new RegExp(`^http://[^/?]+/products/${p.handle}$`))] }]);
    expect(text(res.text)).toMatch(/Rent from \S+\/week/);
  });

  it('renders deferred data that answers quickly in place in the shell: no fallback, nothing left for a script to swap in (no JavaScript needed)', async () => {
    const p = products.openBoxParent;
    const res = await request(app).get(`/products/${p.handle}?obx=1`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<!--$?-->');
    expect(res.text).not.toContain('Checking open-box units');
    expect(res.text).toMatch(/<div class="product-stock"><p class="product-stock__online" data-testid="online-stock">/);
    expect(res.text).toContain('data-testid="open-box-unit"');
  });

  // Before the failure cases: they open the middleware's circuit breaker.
  it('shows the shell of a private page at once, before slow stock arrives', async () => {
    middleware.fault({ kind: 'slow', delayMs: 1_000 });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const chunks: { at: number; text: string }[] = [];
    const started = Date.now();
    await new Promise<void>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: `/products/${products.normal.handle}`, headers: { 'accept-encoding': 'identity', cookie: SHOPPER_COOKIE } }, (res) => {
        res.on('data', (chunk: Buffer) => chunks.push({ at: Date.now() - started, text: chunk.toString('utf8') }));
        res.on('end', resolve);
      }).on('error', reject);
    }).finally(() => server.close());
    const titleAt = chunks.find((c) => c.text.includes('product-page__title'))?.at ?? Infinity;
    const last = chunks.at(-1)?.at ?? 0;
    // The title went out long before the stock arrived: the shell never waits for deferred data.
    expect(last - titleAt, JSON.stringify(chunks.map((c) => [c.at, c.text.length]))).toBeGreaterThan(600);
    expect(chunks.map((c) => c.text).join('')).toContain('<script type="application/json" data-deferred="product/stock">{"ok":true');
  });

  it('offers browsers without JavaScript the complete page where a part of a private page was still on its way, and sends it complete', async () => {
    middleware.fault({ kind: 'slow', delayMs: 600 });
    const streamed = await request(app).get(`/en-au/products/${products.normal.handle}`).set('cookie', SHOPPER_COOKIE);
    expect(streamed.headers['cache-control']).toBe('private, no-store');
    expect(streamed.text).toContain('<!--$?-->');
    expect(streamed.text).toContain(`<noscript><a class="deferred__complete" href="/en-au/products/${products.normal.handle}?complete=1" rel="nofollow">Show these details</a></noscript>`);

    middleware.fault({ kind: 'slow', delayMs: 600 });
    const complete = await request(app).get(`/en-au/products/${products.normal.handle}?complete=1`).set('cookie', SHOPPER_COOKIE);
    expect(complete.status).toBe(200);
    expect(complete.text).not.toContain('<!--$?-->');
    expect(complete.text).not.toContain('deferred__complete');
    expect(complete.text).toMatch(/<div class="product-stock"><p class="product-stock__online" data-testid="online-stock">/);
  });

  it.each<[string, JsonFault]>([
    ['answer 500', { kind: 'status', status: 500 }],
    ['answer malformed JSON', { kind: 'malformed-json' }],
    ['drop the connection', { kind: 'drop' }],
    ['answer an HTML error page', { kind: 'raw', status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }],
  ])('still renders the page with fallbacks when both services %s', async (_, fault) => {
    middleware.fault(fault);
    rental.fault(fault);
    const p = products.rentable;
    // Rental is offered where the rental service operates: the Australian market (issue 30).
    const res = await request(app).get(`/en-au/products/${p.handle}`);
    expect(res.status).toBe(200);
    const body = text(res.text);
    expect(body).toContain(p.title);
    expect(body).toContain(p.metafields.stock_status);
    expect(body).not.toContain('In-store availability');
    expect(body).toContain(PAYMENT_OPTIONS_AVAILABLE);
    expect(body).not.toContain('View Options');
  });

});

describe('services that never answer', () => {
  // An app of its own, so its circuit breakers are closed and every call really waits out its deadline.
  let fresh: Awaited<ReturnType<typeof buildTestApp>>['app'];
  beforeAll(async () => {
    ({ app: fresh } = await buildTestApp({ env: { MIDDLEWARE_BASE_URL: middleware.url, RENTAL_SERVICE_URL: rental.url } }));
    middleware.reset();
    rental.reset();
    middleware.fault({ kind: 'slow', delayMs: 10_000 });
    rental.fault({ kind: 'slow', delayMs: 10_000 });
  });

  it('finish the page once the deadlines pass, with every fallback, and nothing hangs', async () => {
    const timed = async (path: string) => {
      const started = Date.now();
      const res = await request(fresh).get(path);
      return { res, ms: Date.now() - started, body: text(res.text) };
    };
    const [openBox, rentable] = await Promise.all([timed(`/products/${products.openBoxParent.handle}?obx=1`), timed(`/en-au/products/${products.rentable.handle}`)]);

    // The calls went out and were cut at the deadline: not refused by an open circuit, not answered.
    expect(middleware.requestsTo('/openbox/').map((r) => r.path)).toContain(`/openbox/${products.openBoxParent.variants[0]!.sku.toUpperCase()}`);
    expect(middleware.requestsTo('/inventory/')).toHaveLength(2);
    expect(rental.requests).toHaveLength(1);
    for (const page of [openBox, rentable]) {
      expect(page.res.status).toBe(200);
      expect(page.ms).toBeGreaterThanOrEqual(DEFAULT_UPSTREAM_TIMEOUT_MS - 20);
      expect(page.ms).toBeLessThan(DEFAULT_UPSTREAM_TIMEOUT_MS + 2_500);
      expect(page.body).not.toContain('In-store availability');
    }
    expect(openBox.body).toContain('No open-box units are available right now.');
    expect(openBox.body).toContain(products.openBoxParent.metafields.stock_status);
    expect(rentable.body).toContain(products.rentable.metafields.stock_status);
    expect(rentable.body).toContain(PAYMENT_OPTIONS_AVAILABLE);
  }, 10_000);
});
