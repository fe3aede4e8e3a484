// Issue 17, observation 6: GET never creates state for crawlers. Buy Now links are rel="nofollow";
// a bot's GET of /cart/{id}:1 (user agents as the analytics bot rule reads them) creates no cart
// and answers a noindex page whose button posts the same lines; a shopper's GET still buys at once.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app';
import { productFixtures } from './product-fixtures';

let created = 0;
const { app, config } = await buildTestApp({
  useCases: (real) => ({
    ...real,
    buyNowCart: {
      execute: async (input: Parameters<typeof real.buyNowCart.execute>[0]) => {
        const cart = await real.buyNowCart.execute(input);
        created++;
        return cart;
      },
    } as typeof real.buyNowCart,
  }),
});
const products = productFixtures(config);
const variant = products.normal.variants[0]!.id;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const carts = () => created;

describe('Buy Now and crawlers', () => {
  it('the product page’s Buy Now link is rel="nofollow"', async () => {
    const res = await request(app).get(`/products/${products.normal.handle}`).set('user-agent', BROWSER);
    const link = /<a [^>]*class="[^"]*buy-now[^"]*"[^>]*>/.exec(res.text)?.[0] ?? '';
    expect(link).toContain('href="/cart/');
    expect(link).toContain('rel="nofollow"');
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'curl/8.5.0',
    'python-requests/2.32',
    '',
  ])('a GET by %j creates no cart: a noindex page whose button posts the lines', async (agent) => {
    const before = carts();
    const res = await request(app).get(`/cart/${variant}:1`).set('user-agent', agent);
    expect(res.status).toBe(200);
    expect(carts()).toBe(before);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.text).toContain(`<form method="post" action="/cart/${variant}:1">`);
  });

  it('a shopper’s GET still creates the cart and goes to checkout (no JavaScript needed)', async () => {
    const before = carts();
    const res = await request(app).get(`/cart/${variant}:1`).set('user-agent', BROWSER);
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/checkout\//);
    expect(carts()).toBe(before + 1);
  });

  it('the confirm page’s POST (same site) creates the cart and goes to checkout; a cross-site POST is refused', async () => {
    const before = carts();
    const res = await request(app).post(`/en-au/cart/${variant}:2`).set('user-agent', 'curl/8.5.0').set('sec-fetch-site', 'same-origin');
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/en-au\/checkout\/|^\/checkout\//);
    expect(carts()).toBe(before + 1);
    const forged = await request(app).post(`/cart/${variant}:1`).set('sec-fetch-site', 'cross-site');
    expect(forged.status).toBe(403);
    expect(carts()).toBe(before + 1);
  });
});
