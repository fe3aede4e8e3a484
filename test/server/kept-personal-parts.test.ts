// Issue 31: the personal parts the edge keeps per shopper are purged on every write of theirs,
// before the write's answer leaves (src/server/http/kept-personal-parts.ts), by their cart and
// customer tags (digests, never the raw ids); beacons and lookups purge nothing. And a fragment is
// kept only when the edge says it keys by the shopper's cookies, with data fully known.
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { EdgePurge } from '../../src/application/edge/edge-purge';
import { purgeKeptPartsOnWrite } from '../../src/server/http/kept-personal-parts';
import { sessionCookie, signSession } from '../../src/server/http/session';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { buildTestApp } from '../support/test-app';

const SECRET = 'kept-parts-test-secret-0123456789abcdef';
/** sha256 of 'cart-of-ada' and of 'session-of-ada', first 32 hex digits. */
const CART_KEY = 'cart:320b2008b9b070fb33f122dbe8e2d019';
const CUSTOMER_KEY = 'customer:23ab3e43020c0a83cd9f324583d01ff5';
const SESSION = signSession({ token: 'session-of-ada', expiresAt: Date.now() + 3_600_000 }, SECRET);

/** An edge whose purge is answered only when the test says so. */
function heldEdge() {
  const purged: string[][] = [];
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  const edge: EdgePurge = {
    purge(keys) {
      purged.push([...keys]);
      return answered;
    },
  };
  return { edge, purged, release: () => release() };
}

function shop(edge: EdgePurge): Express {
  const app = express();
  app.use(cookieParser());
  app.use(sessionCookie({ secret: SECRET, secure: false }));
  app.use(purgeKeptPartsOnWrite(edge, { secure: false }));
  app.all('/{*path}', (_req, res) => void res.status(200).json({ ok: true }));
  return app;
}

describe('purging a shopper\'s kept parts on their writes', () => {
  it.each([
    ['POST /cart with a cart', 'post', '/cart', 'cart=cart-of-ada', [[CART_KEY]]],
    ['POST /en-au/cart with a cart and a session', 'post', '/en-au/cart', `cart=cart-of-ada; customer_session=${SESSION}`, [[CART_KEY, CUSTOMER_KEY]]],
    ['POST /account/logout with a session', 'post', '/account/logout', `customer_session=${SESSION}`, [[CUSTOMER_KEY]]],
    ['POST /account/login with a cart', 'post', '/account/login', 'cart=cart-of-ada', [[CART_KEY]]],
    ['POST /account/saved with a session', 'post', '/account/saved', `customer_session=${SESSION}`, [[CUSTOMER_KEY]]],
    ['POST /checkout/abc with a cart', 'post', '/checkout/abc', 'cart=cart-of-ada', [[CART_KEY]]],
    ['GET /discount/SAVE10 with a cart (a discount link)', 'get', '/discount/SAVE10', 'cart=cart-of-ada', [[CART_KEY]]],
    ['GET /en-au/cart/123:1 with a cart (a buy-now link)', 'get', '/en-au/cart/123:1', 'cart=cart-of-ada', [[CART_KEY]]],
    ['GET /cart (reading the cart)', 'get', '/cart', 'cart=cart-of-ada', []],
    ['GET /products/x', 'get', '/products/x', 'cart=cart-of-ada', []],
    ['POST /api/analytics (a beacon)', 'post', '/api/analytics', 'cart=cart-of-ada', []],
    ['POST /en-au/api/fetch-related-products (a lookup)', 'post', '/en-au/api/fetch-related-products', 'cart=cart-of-ada', []],
    ['POST /cart without a cart or session', 'post', '/cart', 'cartCarouselVisible=false', []],
    ['POST /cart with a forged session', 'post', '/cart', 'customer_session=forged.value', []],
  ] as const)('%s purges %j', async (_name, method, path, cookie, expected) => {
    const held = heldEdge();
    held.release();
    await request(shop(held.edge))[method](path).set('cookie', cookie).expect(200);
    expect(held.purged).toEqual(expected);
  });

  it('the write\'s answer waits for the purge', async () => {
    const held = heldEdge();
    let answered = false;
    const sent = request(shop(held.edge))
      .post('/cart')
      .set('cookie', 'cart=cart-of-ada')
      .then((res) => {
        answered = true;
        return res;
      });
    await expect.poll(() => held.purged.length).toBe(1);
    expect(answered).toBe(false);
    held.release();
    expect((await sent).status).toBe(200);
  });

  it.each([
    ['POST /cart with a cart', 'post', '/cart', 'cart=cart-of-ada', true],
    ['POST /account/logout with a session', 'post', '/account/logout', `customer_session=${SESSION}`, true],
    ['GET /discount/SAVE10 with a cart', 'get', '/discount/SAVE10', 'cart=cart-of-ada', true],
    ['GET /cart (reading)', 'get', '/cart', 'cart=cart-of-ada', false],
    ['POST /api/analytics (a beacon)', 'post', '/api/analytics', 'cart=cart-of-ada', false],
    ['POST /cart without a cart or session', 'post', '/cart', '', false],
  ] as const)('%s gives the shopper a new revision (shopper_rev, in their parts\' key at the edge): %s', async (_name, method, path, cookie, bumped) => {
    const held = heldEdge();
    held.release();
    const revisions = [];
    for (let i = 0; i < 2; i++) {
      const res = await request(shop(held.edge))[method](path).set('cookie', cookie).expect(200);
      const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []).filter((c) => c.startsWith('shopper_rev='));
      revisions.push(...set);
    }
    // Each write its own: two writes, two values.
    expect(new Set(revisions.map((c) => c.split(';')[0])).size).toBe(bumped ? 2 : 0);
    for (const set of revisions) expect(set).toMatch(/^shopper_rev=[A-Za-z0-9_-]{12}; Max-Age=600; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
  });

  it('takes the session the shop already parsed (sessionCookie, mounted before it): the cookie is verified once per request', async () => {
    const held = heldEdge();
    held.release();
    let reads = 0;
    const clock = () => (reads++, Date.now());
    const app = express();
    app.use(cookieParser());
    app.use(sessionCookie({ secret: SECRET, secure: false, clock }));
    app.use(purgeKeptPartsOnWrite(held.edge, { secure: false }));
    app.use(sessionCookie({ secret: SECRET, secure: false, clock }));
    app.all('/{*path}', (_req, res) => void res.status(200).json({ ok: true }));
    await request(app).post('/cart').set('cookie', `cart=cart-of-ada; customer_session=${SESSION}`).expect(200);
    expect(held.purged).toEqual([[CART_KEY, CUSTOMER_KEY]]);
    expect(reads).toBe(1);
  });
});

describe('a shopper\'s fragment, kept only by an edge that keys it by their cookies', async () => {
  const built = await buildTestApp();
  const catalogue = generateCatalogue({ seed: built.config.demo.seed, productCount: built.config.demo.productCount });
  const product = catalogue.products.find((p) => p.status === 'active' && p.openBoxParent === null && p.variants.length === 1 && (p.variants[0]!.inventory.find((e) => e.locationId === 'ONLINE')?.quantity ?? 0) >= 8)!;
  const form = { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${product.variants[0]!.id}`, quantity: 1 }] } }) };
  const agent = request.agent(built.app);
  await agent.post('/cart').set('accept', 'application/json').type('form').send(form).expect(200);

  const TAGS = expect.stringMatching(new RegExp(`^cart:[0-9a-f]{32} .*\\bvariant:${product.variants[0]!.id}\\b`));
  it.each([
    ['varnish="ESI/1.0 Shopper-Keyed/1.0"', 'max-age=30, stale-while-revalidate=30', TAGS],
    ['varnish="ESI/1.0"', undefined, undefined],
    ['', undefined, undefined],
  ])('Surrogate-Capability %j: Surrogate-Control %j, Cache-Control private, no-store', async (capability, surrogate, tags) => {
    const res = await agent.get('/_esi/hole?name=header-links&base=').set('surrogate-capability', capability).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['surrogate-control']).toBe(surrogate);
    expect(res.headers['surrogate-key']).toEqual(tags);
    expect(res.text).toContain('"cart":{"count":1}');
  });
});
