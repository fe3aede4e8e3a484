// Issue 30, observation 6: one indexing rule per page type. Indexable pages carry a canonical and
// hreflang alternates for the four markets plus x-default, all agreeing with the canonical; private
// and utility pages (cart, checkout, order confirmation, account, sign-in, saved, compare, 404,
// search results) say 'noindex,follow' and carry no canonical and no alternates (so a checkout token
// never reaches one). Titles share ' · ', are capped at 120 characters, and an over-long one is
// warned ('Error in SEO input: ') once per page type.
import pino from 'pino';
import { Writable } from 'node:stream';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app';

const lines: string[] = [];
const logger = pino({ level: 'warn' }, new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) }));
const { app } = await buildTestApp({ logger });
const O = 'http://localhost:3000';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&').replace(/&quot;/g, '"') ?? null;
const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? null;
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null;
const alternatesOf = (html: string) => Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));

const gid = 'gid://shopify/ProductVariant/';

async function checkoutUrl(): Promise<string> {
  const agent = request.agent(app);
  const html = (await agent.get('/collections/guitar-bass')).text;
  const variant = new RegExp(`${gid}(\\d+)`).exec(html)?.[1];
  expect(variant).toBeDefined();
  const form = { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `${gid}${variant}`, quantity: 1 }] } }) };
  const cart = (await agent.post('/cart').set('accept', 'application/json').type('form').send(form).expect(200)).body.cart as { checkoutUrl: string };
  return new URL(cart.checkoutUrl, O).pathname;
}

describe('indexable pages: canonical and alternates for every market plus x-default, agreeing with the canonical', () => {
  it.each([
    ['home', '/', `${O}/`, { 'en-US': `${O}/`, 'en-AU': `${O}/en-au`, 'en-GB': `${O}/en-gb`, 'en-NO': `${O}/en-no`, 'x-default': `${O}/` }],
    ['home in a market', '/en-gb', `${O}/en-gb`, { 'en-US': `${O}/`, 'en-AU': `${O}/en-au`, 'en-GB': `${O}/en-gb`, 'en-NO': `${O}/en-no`, 'x-default': `${O}/` }],
    ['content page', '/en-au/pages/about-us', `${O}/en-au/pages/about-us`, { 'en-US': `${O}/pages/about-us`, 'en-AU': `${O}/en-au/pages/about-us`, 'en-GB': `${O}/en-gb/pages/about-us`, 'en-NO': `${O}/en-no/pages/about-us`, 'x-default': `${O}/pages/about-us` }],
    ['specials (the Clearance Centre)', '/pages/specials', `${O}/pages/clearance-centre`, { 'en-US': `${O}/pages/clearance-centre`, 'en-AU': `${O}/en-au/pages/clearance-centre`, 'en-GB': `${O}/en-gb/pages/clearance-centre`, 'en-NO': `${O}/en-no/pages/clearance-centre`, 'x-default': `${O}/pages/clearance-centre` }],
    ['category', '/en-no/collections/guitar-bass', `${O}/en-no/collections/guitar-bass`, { 'en-US': `${O}/collections/guitar-bass`, 'en-AU': `${O}/en-au/collections/guitar-bass`, 'en-GB': `${O}/en-gb/collections/guitar-bass`, 'en-NO': `${O}/en-no/collections/guitar-bass`, 'x-default': `${O}/collections/guitar-bass` }],
    ['stores', '/pages/locations', `${O}/pages/locations`, { 'en-US': `${O}/pages/locations`, 'en-AU': `${O}/en-au/pages/locations`, 'en-GB': `${O}/en-gb/pages/locations`, 'en-NO': `${O}/en-no/pages/locations`, 'x-default': `${O}/pages/locations` }],
  ])('%s %s', async (_type, path, canonical, alternates) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    expect(robotsOf(res.text)).toBeNull();
    expect(canonicalOf(res.text)).toBe(canonical);
    expect(alternatesOf(res.text)).toEqual(alternates);
  });
});

describe("private and utility pages: 'noindex,follow', no canonical, no alternates", () => {
  it.each([
    ['cart', '/en-gb/cart', 200],
    ['sign-in', '/account/login', 200],
    ['register', '/en-au/account/register', 200],
    ['saved', '/account/saved', 200],
    ['compare', '/compare', 200],
    ['404', '/en-no/no-such-page', 404],
    ['search results', '/search?search%5Bquery%5D=guitar', 200],
    ['search results in a market', '/en-gb/search?search%5Bquery%5D=guitar', 200],
  ])('%s %s', async (_type, path, status) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(status);
    expect(robotsOf(res.text)).toBe('noindex,follow');
    expect(canonicalOf(res.text)).toBeNull();
    expect(alternatesOf(res.text)).toEqual({});
  });

  it('checkout: noindex, and its private token in no alternate or canonical', async () => {
    const path = await checkoutUrl();
    const token = path.split('/').pop()!;
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    expect(robotsOf(res.text)).toBe('noindex,follow');
    expect(canonicalOf(res.text)).toBeNull();
    expect(alternatesOf(res.text)).toEqual({});
    expect([...res.text.matchAll(/<link[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(token))).toEqual([]);
  });
});

describe("titles: parts share ' · ', capped at 120, over-long ones warned once per page type", () => {
  it.each([
    ['/collections/guitar-bass', 'Guitar & Bass · Shop Guitar & Bass Online · Backline Music'],
    ['/en-gb/collections/keyboards', 'Keyboards · Shop Keyboards Online · Backline Music'],
    ['/search?search%5Bquery%5D=yamaha', 'Search results for "yamaha" · Backline Music'],
  ])('%s is titled %s', async (path, title) => {
    expect(titleOf((await request(app).get(path)).text)).toBe(title);
  });

  it('a 40-word search: the title is cut to 120 characters and the warning logged once for the page type', async () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const before = lines.length;
    const first = await request(app).get(`/search?${new URLSearchParams({ 'search[query]': words })}`);
    const second = await request(app).get(`/search?${new URLSearchParams({ 'search[query]': `${words} again` })}`);
    for (const res of [first, second]) {
      expect(titleOf(res.text)!.length).toBe(120);
      expect(titleOf(res.text)!.endsWith('…')).toBe(true);
    }
    const warned = lines.slice(before).filter((line) => line.includes('Error in SEO input: `title` should not be longer than 120 characters'));
    expect(warned).toHaveLength(1);
    expect(JSON.parse(warned[0]!).pageType).toBe('search');
  });

  it.each([
    ['a title of 120 characters stays whole', 120 - ' · Backline Music'.length, 120],
    ['a title of 121 characters is cut to 120', 121 - ' · Backline Music'.length, 120],
  ])('%s', async (_what, termLength, length) => {
    const term = 'x'.repeat(termLength - 'Search results for ""'.length);
    const res = await request(app).get(`/search?${new URLSearchParams({ 'search[query]': term })}`);
    expect(titleOf(res.text)!.length).toBe(length);
  });
});
