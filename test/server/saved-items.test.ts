// Saved items and the recently-viewed cards endpoint on the real composed app (embedded): the
// heart's post as JSON and as a plain form, the browser cookie, the saved page with current cards
// and the price-drop line, the header count, refusals that change nothing, and the merge at log-in
// and registration.
import request from 'supertest';
import type { Express } from 'express';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeSavedItems, SAVED_COOKIE_NAME } from '../../src/server/http/saved-items-cookie';
import { SAVED_MESSAGES, type SavedItem } from '../../src/domain/saved-items';
import { buildTestApp } from '../support/test-app';
import { productFixtures } from './product-fixtures';

let app: Express;
let secret: string;
let products: ReturnType<typeof productFixtures>;
let serial = 0;

beforeAll(async () => {
  const built = await buildTestApp();
  secret = built.config.session.secret;
  products = productFixtures(built.config);
});
beforeEach(async () => {
  app = (await buildTestApp()).app;
});

const cookieOf = (res: request.Response, name: string) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${name}=`));
const valueOf = (cookie: string | undefined) => cookie?.split(';')[0]?.slice(SAVED_COOKIE_NAME.length + 1) ?? '';
const gid = (id: string) => `gid://shopify/Product/${id}`;
const usd = (cents: number) => ({ amount: (cents / 100).toFixed(2), currencyCode: 'USD' });
const savedCookie = (items: SavedItem[]) => `${SAVED_COOKIE_NAME}=${encodeSavedItems(items, secret)}`;
const save = (handle: string) => ({ intent: 'save', handle });

describe('saving as an anonymous shopper', () => {
  it("a script's save answers the list and keeps it in a signed cookie the page script can read; /api/saved reads it back", async () => {
    const handle = products.normal.handle;
    const res = await request(app).post('/account/saved').set('accept', 'application/json').send(save(handle)).expect(200);
    expect(res.body).toEqual({ ok: true, message: SAVED_MESSAGES.saved, handles: [handle], count: 1 });
    const cookie = cookieOf(res, SAVED_COOKIE_NAME);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/);
    const back = await request(app).get('/api/saved').set('cookie', `${SAVED_COOKIE_NAME}=${valueOf(cookie)}`).expect(200);
    expect(back.body).toEqual({ handles: [handle], count: 1 });
    expect(back.headers['cache-control']).toBe('private, no-store');
  });

  it('a plain form post (no JavaScript) saves and goes to the saved page, which lists the product with Add to Cart and Remove', async () => {
    const p = products.normal;
    const res = await request(app).post('/en-au/account/saved').type('form').send(save(p.handle)).expect(303);
    expect(res.headers.location).toBe('/en-au/account/saved?notice=saved');
    const page = await request(app).get(res.headers.location as string).set('cookie', `${SAVED_COOKIE_NAME}=${valueOf(cookieOf(res, SAVED_COOKIE_NAME))}`).expect(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text).toContain(SAVED_MESSAGES.saved);
    expect(page.text).toContain(`data-handle="${p.handle}"`);
    expect(page.text).toContain('>Add to Cart<');
    expect(page.text).toMatch(new RegExp(`aria-label="Remove ${p.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
    expect(page.text).toMatch(/<meta name="robots" content="noindex/);
    // Saved at the price of the page's market: AUD under /en-au.
    expect(valueOf(cookieOf(res, SAVED_COOKIE_NAME))).toContain(`~${(p.variants[0]!.prices.AUD.price / 100).toFixed(2)}~AUD~`);
  });

  it("saving keeps the server's price at that moment, whatever the request says", async () => {
    const p = products.normal;
    const res = await request(app).post('/account/saved').set('accept', 'application/json').send({ ...save(p.handle), price: '1.00', savedPrice: { amount: '1.00', currencyCode: 'USD' } }).expect(200);
    const value = valueOf(cookieOf(res, SAVED_COOKIE_NAME));
    const cents = p.variants[0]!.prices.USD.price;
    expect(value.split('.')[0] + '.' + value.split('.')[1]).toContain(`~${(cents / 100).toFixed(2)}~USD~`);
  });

  it('removing takes it off; the last one removed clears the cookie', async () => {
    const handle = products.normal.handle;
    const item: SavedItem = { productId: gid(products.normal.id), handle, savedPrice: usd(100), savedAt: '2026-01-01T00:00:00.000Z' };
    const res = await request(app).post('/account/saved').set('accept', 'application/json').set('cookie', savedCookie([item])).send({ intent: 'remove', handle }).expect(200);
    expect(res.body.handles).toEqual([]);
    expect(cookieOf(res, SAVED_COOKIE_NAME)).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});

describe('the saved page', () => {
  it("says 'Now $x, was $y when you saved it' when the price dropped since it was saved, and nothing when it did not", async () => {
    const cheaper = products.normal;
    const dearer = products.discounted;
    const nowCents = cheaper.variants[0]!.prices.USD.price;
    const items: SavedItem[] = [
      { productId: gid(cheaper.id), handle: cheaper.handle, savedPrice: usd(nowCents + 5_000), savedAt: '2026-01-02T00:00:00.000Z' },
      { productId: gid(dearer.id), handle: dearer.handle, savedPrice: usd(100), savedAt: '2026-01-01T00:00:00.000Z' },
    ];
    const page = await request(app).get('/account/saved').set('cookie', savedCookie(items)).expect(200);
    const fmt = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: cents % 100 ? 2 : 0 }).format(cents / 100);
    expect(page.text).toContain(`Now ${fmt(nowCents)}, was ${fmt(nowCents + 5_000)} when you saved it`);
    expect(page.text.match(/data-testid="price-drop"/g)).toHaveLength(1);
  });

  it('an empty list says so; the header shows no count', async () => {
    const page = await request(app).get('/account/saved').expect(200);
    expect(page.text).toContain(SAVED_MESSAGES.empty);
    expect(page.text).not.toContain('data-testid="saved-count"');
  });

  it("the header's count comes from the browser's list", async () => {
    const items: SavedItem[] = [products.normal, products.discounted].map((p, i) => ({ productId: gid(p.id), handle: p.handle, savedPrice: usd(100), savedAt: `2026-01-0${i + 1}T00:00:00.000Z` }));
    const home = await request(app).get('/').set('cookie', savedCookie(items)).expect(200);
    expect(home.text).toMatch(/data-testid="saved-count">2</);
    expect(home.headers['cache-control']).toBe('private, no-store');
  });

  it('a forged cookie (a price the server did not sign) is an empty list', async () => {
    const forged = encodeSavedItems([{ productId: gid(products.normal.id), handle: products.normal.handle, savedPrice: usd(999_999), savedAt: '2026-01-01T00:00:00.000Z' }], 'another secret');
    const page = await request(app).get('/account/saved').set('cookie', `${SAVED_COOKIE_NAME}=${forged}`).expect(200);
    expect(page.text).toContain(SAVED_MESSAGES.empty);
  });
});

describe('refusals change nothing', () => {
  it.each([
    { name: 'no intent', body: { handle: 'x' } },
    { name: 'an unknown intent', body: { intent: 'delete-all', handle: 'x' } },
    { name: 'a handle that is no handle', body: { intent: 'save', handle: '../../etc/passwd' } },
    { name: 'a handle as an array', body: { intent: 'save', handle: ['a', 'b'] } },
  ])('$name: 400 in the error shape, no cookie', async ({ body }) => {
    const res = await request(app).post('/account/saved').set('accept', 'application/json').send(body).expect(400);
    expect(res.body.error).toEqual({ code: 'bad_request', message: expect.any(String) });
    expect(cookieOf(res, SAVED_COOKIE_NAME)).toBeUndefined();
  });

  it('an unknown product: 404 with its message', async () => {
    const res = await request(app).post('/account/saved').set('accept', 'application/json').send(save('no-such-product-here')).expect(404);
    expect(res.body.error).toEqual({ code: 'not_found', message: SAVED_MESSAGES.unknownProduct });
    expect(cookieOf(res, SAVED_COOKIE_NAME)).toBeUndefined();
  });

  it('a cross-site post: 403', async () => {
    await request(app).post('/account/saved').set('origin', 'https://evil.example').set('accept', 'application/json').send(save(products.normal.handle)).expect(403);
  });

  it('a browser list of 20 refuses a 21st product with 409 and the log-in hint', async () => {
    const twenty: SavedItem[] = products.catalogue.products.filter((p) => p.status === 'active' && p.id !== products.normal.id).slice(0, 20).map((p) => ({ productId: gid(p.id), handle: p.handle, savedPrice: usd(100), savedAt: '2026-01-01T00:00:00.000Z' }));
    const res = await request(app).post('/account/saved').set('accept', 'application/json').set('cookie', savedCookie(twenty)).send(save(products.normal.handle)).expect(409);
    expect(res.body.error.message).toBe(SAVED_MESSAGES.fullBrowser);
    expect(cookieOf(res, SAVED_COOKIE_NAME)).toBeUndefined();
  });
});

describe("log-in and registration merge the browser's list into the account's", () => {
  const shopper = () => ({ firstName: 'Sam', lastName: 'Lee', email: `saver-${Date.now()}-${++serial}@example.com`, password: 'correct horse battery' });

  it('registration takes the browser list to the new account and clears the cookie; a later log-in from another browser merges again', async () => {
    const first = products.normal;
    const second = products.discounted;
    const who = shopper();
    const browserList = [{ productId: gid(first.id), handle: first.handle, savedPrice: usd(100), savedAt: '2026-01-01T00:00:00.000Z' }];
    const agent = request.agent(app);
    const registered = await agent.post('/account/register').set('cookie', savedCookie(browserList)).type('form').send(who).expect(303);
    expect(cookieOf(registered, SAVED_COOKIE_NAME)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await agent.get('/api/saved').expect(200)).body).toEqual({ handles: [first.handle], count: 1 });

    const other = request.agent(app);
    const otherList = [{ productId: gid(second.id), handle: second.handle, savedPrice: usd(100), savedAt: '2026-02-01T00:00:00.000Z' }];
    await other.post('/account/login').set('cookie', savedCookie(otherList)).type('form').send({ email: who.email, password: who.password }).expect(303);
    expect((await other.get('/api/saved').expect(200)).body).toEqual({ handles: [second.handle, first.handle], count: 2 });
    const page = await other.get('/account/saved').expect(200);
    expect(page.text).toContain('Your account keeps up to 50 products.');
    expect(page.text).toMatch(/data-testid="saved-count">2</);
  });

  it("a signed-in shopper's heart saves to the account, not the browser", async () => {
    const agent = request.agent(app);
    await agent.post('/account/register').type('form').send(shopper()).expect(303);
    const res = await agent.post('/account/saved').set('accept', 'application/json').send(save(products.normal.handle)).expect(200);
    expect(cookieOf(res, SAVED_COOKIE_NAME)).toBeUndefined();
    expect((await agent.get('/api/saved').expect(200)).body.handles).toEqual([products.normal.handle]);
  });
});

describe('GET /api/product-cards (recently viewed)', () => {
  it("answers current cards in the named locale's currency, shared-cacheable", async () => {
    const ids = [products.normal, products.discounted].map((p) => gid(p.id)).join(',');
    const res = await request(app).get(`/api/product-cards?ids=${encodeURIComponent(ids)}&locale=en-gb`).expect(200);
    expect(res.body.cards.map((card: { href: string }) => card.href).sort()).toEqual([`/products/${products.normal.handle}`, `/products/${products.discounted.handle}`].sort());
    expect(res.body.cards[0].price).toMatch(/^£/);
    expect(res.headers['cache-control']).toMatch(/^public/);
  });

  it.each([
    { name: 'no ids', query: '' },
    { name: 'not product ids', query: '?ids=javascript:alert(1)' },
    { name: 'more than 12', query: `?ids=${Array.from({ length: 13 }, (_, i) => gid(String(i))).join(',')}` },
    { name: 'an unknown locale', query: `?ids=${gid('1')}&locale=xx-yy` },
  ])('$name: 400', async ({ query }) => {
    const res = await request(app).get(`/api/product-cards${query}`).expect(400);
    expect(res.body.error.code).toBe('bad_request');
  });
});
