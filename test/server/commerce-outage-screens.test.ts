// Issue 30, observation 7 ('each outage described as the spec's error catalogue says'): with the
// commerce platform unreachable (the Storefront API on a loopback port nothing listens on), a
// category or product page answered 500 'Our server hit a wrong note', as if the shop had a bug.
// An upstream outage is a 503 with the branded screen that says so, the header still there and
// the answer never cached; a page that needs no catalogue (the cart) still answers.
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app';

const COMMERCE_UNAVAILABLE = 'The shop is unavailable right now. Please try again in a few minutes.';
const { app, composition } = await buildTestApp({ env: { SHOPIFY_STORE_DOMAIN: 'http://127.0.0.1:9', SHOPIFY_STOREFRONT_API_TOKEN: 'commerce-outage-token' } });
afterAll(() => composition.close());

describe('commerce down', () => {
  it.each(['/collections/guitar-bass', '/en-gb/collections/guitar-bass', '/products/fender-premier-bn-500-dreadnought-acoustic-guitar', '/en-au/products/fender-premier-bn-500-dreadnought-acoustic-guitar'])(
    '%s answers 503 with the branded "unavailable" screen, not a 500',
    async (path) => {
      const res = await request(app).get(path).set('accept', 'text/html');
      expect(res.status).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toMatch(/<header[^>]*class="site-header/);
      expect(res.text).toMatch(/class="error-screen/);
      expect(res.text).toContain(COMMERCE_UNAVAILABLE);
      expect(res.text).not.toContain('hit a wrong note');
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('the client navigation data answers 503 too', async () => {
    const res = await request(app).get('/_data/collections/guitar-bass').query({ _route: 'collection' });
    expect(res.status).toBe(503);
  });

  it('the cart page still answers', async () => {
    const res = await request(app).get('/en-gb/cart').set('accept', 'text/html');
    expect(res.status).toBe(200);
  });
});
