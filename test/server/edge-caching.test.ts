// Issue 31, "The app speaks standard HTTP caching": a shared page asked for by an edge that resolves
// ESI (Surrogate-Capability: varnish="ESI/1.0") is one shell for every shopper, public for the edge
// (Cache-Control, Surrogate-Control with ESI/1.0, Surrogate-Key), its personal parts `<esi:include>`s
// of /_esi/hole fragments; without that header the page is rendered for its shopper with the parts
// in place, private when it carries a shopper's data. Personal data travels in a JSON data block.
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import type { CartView } from '../../src/ui/cart/view-models';
import { buildTestApp } from '../support/test-app';

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const PRIVATE = 'private, no-store';
const ESI_SURROGATE = 'max-age=60, stale-while-revalidate=300, content="ESI/1.0"';
const SURROGATE = 'max-age=60, stale-while-revalidate=300';
const ESI = 'varnish="ESI/1.0"';
const HOST = 'shop.test';

const built = await buildTestApp();
const app: Express = built.app;
const catalogue = generateCatalogue({ seed: built.config.demo.seed, productCount: built.config.demo.productCount });
const sellable = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null && p.variants.length === 1 && p.metafields.is_heavy === 'false');
const cheap: DemoProduct = sellable.find((p) => p.variants[0]!.prices.USD.price < 40_00 && (p.variants[0]!.inventory.find((e) => e.locationId === 'ONLINE')?.quantity ?? 0) >= 8)!;
const page: DemoProduct = sellable.find((p) => p.handle !== cheap.handle)!;

type Agent = ReturnType<typeof request.agent>;
const get = (who: Agent | Express, path: string) => (typeof (who as Agent).jar === 'object' ? (who as Agent).get(path) : request(who as Express).get(path)).set('host', HOST);

async function withCart(quantity: number): Promise<{ shopper: Agent; cart: CartView }> {
  const shopper = request.agent(app);
  const form = { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${cheap.variants[0]!.id}`, quantity }] } }) };
  const added = await shopper.post('/cart').set('host', HOST).set('accept', 'application/json').type('form').send(form).expect(200);
  return { shopper, cart: added.body.cart as CartView };
}

async function signedIn(name: string): Promise<{ shopper: Agent; email: string }> {
  const shopper = request.agent(app);
  const email = `${name}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await shopper.post('/account/register').set('host', HOST).set('accept', 'application/json').type('form').send({ firstName: name, lastName: 'Qwertyson', email, password: 'correct horse battery' }).expect(200);
  return { shopper, email };
}

/** What a page shows of its shopper: the header's count and account link, and the data block. */
function personalOf(html: string) {
  const count = /aria-label="Cart, (\d+) items?"/.exec(html)?.[1];
  const account = /<span class="site-header__account-text">([^<]+)<\/span>/.exec(html)?.[1];
  const data = /<script id="__personal" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  const parsed = data ? (JSON.parse(data) as { cart: { count: number }; account: { signedIn: boolean } }) : null;
  return { count: Number(count), account, data: parsed && { cart: parsed.cart, account: parsed.account } };
}

const expected = (count: number, signedIn: boolean) => ({ count, account: signedIn ? 'My Account' : 'Login', data: { cart: { count }, account: { signedIn } } });

const PAGES = () => ['/', `/products/${page.handle}`, '/collections/guitar-bass', '/search?search[query]=guitar', '/en-au/pages/about-us'];

describe('through an ESI edge (Surrogate-Capability: varnish="ESI/1.0")', () => {
  it.each(PAGES())('%s is one public shell for an anonymous, a carted and a signed-in shopper, its personal parts ESI includes', async (path) => {
    const carted = await withCart(3);
    const customer = await signedIn('Zyxwvella');
    const answers = await Promise.all([get(app, path), get(carted.shopper, path), get(customer.shopper, path)].map((req) => req.set('surrogate-capability', ESI).expect(200)));
    const base = path.startsWith('/en-au') ? '%2Fen-au' : '';
    for (const res of answers) {
      expect(res.headers['cache-control']).toBe(PUBLIC);
      expect(res.headers['surrogate-control']).toBe(ESI_SURROGATE);
      expect(res.headers['set-cookie']).toBeUndefined();
      // One include carries every personal part (each include costs the edge: docs/performance.md); a product page adds its pick-up line's.
      expect(res.text).toContain(`<esi:include src="/_esi/hole?name=header-links&amp;base=${base}"></esi:include>`);
      expect(res.text.match(/<esi:include /g)).toHaveLength(path.startsWith('/products/') ? 2 : 1);
      expect(res.text).not.toContain('id="__personal"');
      expect(res.text).not.toContain('Cart, 3 items');
      expect(res.text).not.toContain('My Account');
      expect(res.text).not.toContain(carted.cart.id);
      expect(res.text).not.toContain(encodeURIComponent(carted.cart.id));
      expect(res.text).not.toContain('Zyxwvella');
      expect(res.text).not.toContain(customer.email);
    }
    // Byte for byte: a shared shell carries no per-response nonce (test/server/shared-page-csp.test.ts).
    expect(answers[1]!.text).toBe(answers[0]!.text);
    expect(answers[2]!.text).toBe(answers[0]!.text);
  });

  it("a product page's pick-up part is asked for by a short URL (the edge looks up each include by it), and it answers the page's pick-up line", async () => {
    const res = await get(app, `/products/${page.handle}`).set('surrogate-capability', ESI).expect(200);
    const src = /<esi:include src="(\/_esi\/hole\?name=store-pickup[^"]*)"/.exec(res.text)?.[1]?.replaceAll('&amp;', '&');
    expect(src?.length).toBeLessThan(1_500);
    const part = await get(app, src!).expect(200);
    expect(part.text).toContain('class="store-pickup__headline"');
  });

  it.each([
    ['/', ['market:en-us', 'content']],
    ['/en-au/pages/about-us', ['market:en-au', 'content', 'content:about-us']],
    ['/collections/guitar-bass', ['market:en-us', 'content', 'collection:guitar-bass']],
  ])('%s names what it shows in Surrogate-Key', async (path, keys) => {
    const res = await get(app, path).set('surrogate-capability', ESI).expect(200);
    const names = String(res.headers['surrogate-key']).split(' ');
    for (const key of keys) expect(names).toContain(key);
  });

  it("a product page's keys name the product and its variants; a listing's name its cards' products", async () => {
    const product = await get(app, `/products/${page.handle}`).set('surrogate-capability', ESI).expect(200);
    const keys = String(product.headers['surrogate-key']).split(' ');
    expect(keys).toContain(`product:${page.handle}`);
    expect(keys).toContain(`variant:${page.variants[0]!.id}`);
    const listing = await get(app, '/collections/guitar-bass').set('surrogate-capability', ESI).expect(200);
    expect(String(listing.headers['surrogate-key']).split(' ').filter((key) => key.startsWith('product:')).length).toBeGreaterThan(3);
  });

  it.each(['/cart', '/account', '/checkout'])('%s is personal throughout: rendered for its shopper, private, no ESI', async (path) => {
    const carted = await withCart(2);
    const res = await get(carted.shopper, path).set('surrogate-capability', ESI);
    expect(res.headers['cache-control']).toBe(PRIVATE);
    expect(res.headers['surrogate-control']).toBeUndefined();
    expect(res.text).not.toContain('<esi:include');
  });

  it("the cart page, rendered for its shopper, carries one data block (the header's part's)", async () => {
    const carted = await withCart(2);
    const res = await get(carted.shopper, '/cart').set('surrogate-capability', ESI).expect(200);
    expect(res.text.match(/<script id="__personal" type="application\/json">\{"cart":\{"count":2\}/g)).toHaveLength(1);
  });
});

describe('the ESI fragments (/_esi/hole)', () => {
  const fragment = (who: Agent | Express, name: string, base = '') => get(who, `/_esi/hole?name=${encodeURIComponent(name)}&base=${encodeURIComponent(base)}`);

  it("a carted shopper's cart link, drawer and data are theirs, in one part, private; a signed-in shopper's account link reads My Account", async () => {
    const carted = await withCart(2);
    const link = await fragment(carted.shopper, 'header-links').expect(200);
    expect(link.headers['cache-control']).toBe(PRIVATE);
    expect(link.text).toContain('aria-label="Cart, 2 items"');
    expect(/<template id="__cart-drawer">(.*?)<\/template>/s.exec(link.text)?.[1]).toContain(`data-line-id="${carted.cart.lines[0]!.id}"`);
    expect(personalOf(link.text).data).toEqual({ cart: { count: 2 }, account: { signedIn: false } });
    const customer = await signedIn('Bo');
    const account = await fragment(customer.shopper, 'header-links', '/en-au').expect(200);
    expect(account.headers['cache-control']).toBe(PRIVATE);
    expect(account.text).toContain('My Account');
    expect(account.text).toContain('href="/en-au/account"');
  });

  it("an anonymous shopper's parts are the same for everyone: public", async () => {
    const res = await fragment(app, 'header-links').expect(200);
    expect(res.headers['cache-control']).toBe(PUBLIC);
    expect(res.headers['surrogate-control']).toBe(SURROGATE);
    expect(res.text).toContain('href="/cart"');
  });

  it.each([
    ['/_esi/hole?name=header-links&base=%2Fevil', 404],
    ['/_esi/hole?name=%3Cscript%3E&base=', 404],
    ['/_esi/hole?base=', 404],
    ['/_esi/hole?name=no-such-hole&base=', 200],
  ])('%s answers %i and no markup of its own', async (path, status) => {
    const res = await get(app, path).expect(status);
    expect(res.text).not.toContain('<script');
  });
});

describe('without an ESI edge', () => {
  it('two carts, two customers and an anonymous shopper on every page, interleaved: each sees only their own, inline; private but for the anonymous shopper', async () => {
    const shoppers: { who: Agent | Express; want: ReturnType<typeof expected> }[] = [
      { who: (await withCart(1)).shopper, want: expected(1, false) },
      { who: (await withCart(4)).shopper, want: expected(4, false) },
      { who: (await signedIn('Ada')).shopper, want: expected(0, true) },
      { who: (await signedIn('Cy')).shopper, want: expected(0, true) },
      { who: app, want: expected(0, false) },
    ];
    const rounds = ['/', `/products/${page.handle}`, '/en-au/pages/about-us'].flatMap((path) => shoppers.map(({ who, want }) => ({ path, who, want })));
    const answers = await Promise.all(rounds.map(async ({ path, who, want }) => ({ path, want, res: await get(who, path) })));
    for (const { path, want, res } of answers) {
      expect(res.status, path).toBe(200);
      expect(personalOf(res.text), path).toEqual(want);
      expect(res.text).not.toContain('<esi:include');
      expect(res.headers['cache-control'], path).toBe(want === shoppers[4]!.want ? PUBLIC : PRIVATE);
    }
  }, 60_000);

  it("a carted shopper's first response holds their drawer lines", async () => {
    const carted = await withCart(2);
    const res = await get(carted.shopper, `/products/${page.handle}`).expect(200);
    expect(res.text).toContain(`data-line-id="${carted.cart.lines[0]!.id}"`);
  });

  const withoutFormKeys = (html: string) => html.replace(/(name="idempotencyKey" value=")[^"]*"/g, '$1"');

  it("a page rendered for a carted, signed-in shopper holds their personal part byte for byte as the edge's fragment would put it", async () => {
    const { shopper } = await withCart(2);
    await shopper.post('/account/register').set('host', HOST).set('accept', 'application/json').type('form').send({ firstName: 'Inline', lastName: 'Qwertyson', email: `inline-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`, password: 'correct horse battery' }).expect(200);
    for (const [path, base] of [['/', ''], ['/collections/guitar-bass', ''], ['/en-au/pages/about-us', '/en-au']] as const) {
      const part = await get(shopper, `/_esi/hole?name=header-links&base=${encodeURIComponent(base)}`).expect(200);
      expect(part.text).toContain('My Account');
      expect(part.text).toContain('aria-label="Cart, 2 items"');
      const res = await get(shopper, path).expect(200);
      // The drawer's forms carry a key of their own render (each render another), the rest byte for byte.
      expect(res.text.match(/name="idempotencyKey"/g)?.length ?? 0, path).toBeGreaterThan(0);
      expect(withoutFormKeys(res.text), path).toContain(withoutFormKeys(part.text));
    }
  });
});
