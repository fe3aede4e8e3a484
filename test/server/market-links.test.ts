// Issue 30, observation 5: every page of a market keeps the shopper in it. A crawl of every page type
// in each market fails on an internal link that leaves the market's prefix (the locale selector, whose
// job is to leave it, aside); the cart's JSON line links carry the prefix; content's figures are the
// market's own (placeholders filled from the market's amounts, never the US site's '$').
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app';

const { app } = await buildTestApp();
const MARKETS = ['', '/en-au', '/en-gb', '/en-no'];
const OTHER_PREFIX = /^\/(en-au|en-gb|en-no|en-us)(\/|$)/;
const NOT_PAGES = /^\/(api|assets|images|_shared|_data|favicon)/;

/** Internal links of a page's <a> and <form action>, the locale selector's aside. */
function internalLinks(html: string): string[] {
  const body = html.replace(/<div[^>]*class="[^"]*locale-selector[\s\S]*?<\/div>/g, '');
  const links = [...body.matchAll(/<a\b[^>]*\shref="([^"]*)"/g), ...body.matchAll(/<form\b[^>]*\saction="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  return links.filter((href) => href.startsWith('/') && !href.startsWith('//') && !NOT_PAGES.test(href));
}

function leaving(prefix: string, links: string[]): string[] {
  return prefix ? links.filter((href) => href !== prefix && !href.startsWith(`${prefix}/`) && !href.startsWith(`${prefix}?`)) : links.filter((href) => OTHER_PREFIX.test(href));
}

const productPath = async () => /href="(\/products\/[^"?]+)"/.exec((await request(app).get('/collections/guitar-bass')).text)![1]!;
const variantOf = (html: string) => /gid:\/\/shopify\/ProductVariant\/(\d+)/.exec(html)![1]!;

describe('a crawl of every page type in each market finds no link that leaves it', () => {
  const PAGE_TYPES = ['', '/collections/guitar-bass', 'PRODUCT', '/pages/about-us', '/pages/delivery-info', '/pages/locations', '/locations/forestville', '/cart', '/search?search%5Bquery%5D=guitar', '/compare', '/account/login', '/account/register', '/account/saved', '/pages/clearance-centre', '/no-such-page'];
  it.each(MARKETS.flatMap((prefix) => PAGE_TYPES.map((page) => [prefix || '(default)', page] as const)))('%s %s', async (market, page) => {
    const prefix = market === '(default)' ? '' : market;
    const path = page === 'PRODUCT' ? await productPath() : page;
    const res = await request(app).get(`${prefix}${path}` || '/');
    expect([200, 404]).toContain(res.status);
    expect(leaving(prefix, internalLinks(res.text))).toEqual([]);
  });

  it.each(MARKETS.filter(Boolean))('the %s cart, with a line, links its product in the market', async (prefix) => {
    const agent = request.agent(app);
    const product = await productPath();
    const variant = variantOf((await agent.get(`${prefix}${product}`)).text);
    const form = { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${variant}`, quantity: 1 }] } }) };
    const json = (await agent.post(`${prefix}/cart`).set('accept', 'application/json').type('form').send(form).expect(200)).body as { cart: { lines: { href: string }[] } };
    expect(json.cart.lines.map((line) => line.href)).toEqual([`${prefix}${product}`]);
    const page = await agent.get(`${prefix}/cart`);
    expect(leaving(prefix, internalLinks(page.text))).toEqual([]);
  });
});

describe("content figures are the market's own", () => {
  it.each([
    ['/en-gb', '/pages/delivery-info'],
    ['/en-no', '/pages/delivery-info'],
    ['/en-gb', '/pages/payment-options'],
    ['/en-no', '/pages/payment-options'],
  ])('%s%s has no dollar figure in its page body', async (prefix, path) => {
    const main = /<main[\s\S]*<\/main>/.exec((await request(app).get(`${prefix}${path}`)).text)![0];
    expect(main).not.toMatch(/\$\d/);
  });

  it.each([
    ['', '/pages/delivery-info', ['orders of $100 or more', 'Express Post for $5.00']],
    ['/en-au', '/pages/delivery-info', ['orders of $100 or more', 'Express Post for $5.00']],
    ['/en-gb', '/pages/delivery-info', ['orders of £52 or more', 'Orders under £52 ship', 'Express Post for £2.60']],
    ['/en-no', '/pages/delivery-info', ['orders of 705\u00a0kr or more', 'Express Post for 35,25\u00a0kr']],
    ['/en-gb', '/pages/payment-options', ['orders from £15.60 to £1,560', 'orders from £15.60 to £1,040']],
    ['/en-no', '/pages/payment-options', ['orders from 211,50\u00a0kr to 21\u00a0150\u00a0kr']],
    ['', '/pages/payment-options', ['orders from $30 to $3,000', 'orders from $30 to $2,000']],
  ])('%s%s says %j', async (prefix, path, figures) => {
    const text = (await request(app).get(`${prefix}${path}`)).text.replace(/<!-- -->/g, '');
    for (const figure of figures) expect(text).toContain(figure);
    expect(text).not.toMatch(/\{[a-zA-Z]+\}/);
  });
});
