// Issue 18, "One shell for every shopper" and "Personal pages stay private": a page's HTML is one
// shell for anonymous, carted and signed-in shoppers, cached per URL; the personal holes (the
// header's cart count and account link) and their data are filled per response. Responses with a
// cart or a session stay `private, no-store`; anonymous ones `s-maxage` + `stale-while-revalidate`;
// no personal byte lands in the stored shell, and concurrent misses for one page render once.
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import type { PageCache } from '../../src/server/http/page-cache';
import type { LoadProductPage } from '../../src/application/product/load-product-page';
import { buildTestApp } from '../support/test-app';

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const PRIVATE = 'private, no-store';
const HOST = 'shop.test';

let app: Express;
let cheap: DemoProduct;
let page: DemoProduct;

beforeAll(async () => {
  const built = await buildTestApp({ app: { pageCache: true } });
  app = built.app;
  const catalogue = generateCatalogue({ seed: built.config.demo.seed, productCount: built.config.demo.productCount });
  const sellable = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null && p.metafields.is_heavy === 'false');
  cheap = sellable.find((p) => p.variants[0]!.prices.USD.price < 40_00)!;
  page = sellable.find((p) => p.handle !== cheap.handle)!;
});

type Agent = ReturnType<typeof request.agent>;
const agent = () => request.agent(app);
const get = (who: Agent | Express, path: string) => (typeof (who as Agent).jar === 'object' ? (who as Agent).get(path) : request(who as Express).get(path)).set('host', HOST);

async function withCart(quantity: number): Promise<Agent> {
  const shopper = agent();
  const form = { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${cheap.variants[0]!.id}`, quantity }] } }) };
  await shopper.post('/cart').set('host', HOST).set('accept', 'application/json').type('form').send(form).expect(200);
  return shopper;
}

async function signedIn(name: string, quantity = 0): Promise<Agent> {
  const shopper = quantity ? await withCart(quantity) : agent();
  const email = `${name}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await shopper.post('/account/register').set('host', HOST).set('accept', 'application/json').type('form').send({ firstName: name, lastName: 'Shopper', email, password: 'correct horse battery' }).expect(200);
  return shopper;
}

/** What the page shows of its shopper: the header's count and account link, and the data for hydration. */
function personalOf(html: string) {
  const count = /aria-label="Cart, (\d+) items?"/.exec(html)?.[1];
  const shown = /data-testid="cart-count">(\d+)</.exec(html)?.[1];
  const account = /<span class="site-header__account-text">([^<]+)<\/span>/.exec(html)?.[1];
  const data = /<script id="__personal" type="application\/json" nonce="[^"]+">([^<]*)<\/script>/.exec(html)?.[1];
  // The drawer's contents and the chosen store have their own tests (personal-drawer-and-store.test.ts).
  const parsed = data ? (JSON.parse(data) as Record<string, unknown>) : null;
  if (parsed) {
    delete parsed.drawer;
    delete parsed.store;
  }
  return { count: Number(count), shown: Number(shown), account, data: parsed };
}

const expected = (count: number, signedIn: boolean) => ({
  count,
  shown: count,
  account: signedIn ? 'My Account' : 'Login',
  data: { cart: { count }, account: { signedIn }, saved: { count: 0 } },
});

describe('one shell for every shopper', () => {
  it('carted and signed-in shoppers get the cached shell with their own count and account link, private; anonymous ones public', async () => {
    const path = `/products/${page.handle}`;
    const anonymous = await get(app, path);
    expect(anonymous.headers['x-page-cache']).toBe('miss');
    const carted = await withCart(2);
    const customer = await signedIn('Cora');
    const cartedPage = await get(carted, path).expect(200);
    const customerPage = await get(customer, path).expect(200);
    const anonymousAgain = await get(app, path).expect(200);

    expect(cartedPage.headers['x-page-cache']).toBe('hit');
    expect(customerPage.headers['x-page-cache']).toBe('hit');
    expect(anonymousAgain.headers['x-page-cache']).toBe('hit');
    expect(cartedPage.headers['cache-control']).toBe(PRIVATE);
    expect(customerPage.headers['cache-control']).toBe(PRIVATE);
    expect(anonymousAgain.headers['cache-control']).toBe(PUBLIC);
    expect(personalOf(cartedPage.text)).toEqual(expected(2, false));
    expect(personalOf(customerPage.text)).toEqual(expected(0, true));
    expect(personalOf(anonymousAgain.text)).toEqual(expected(0, false));
  });

  it('a carted shopper is the first to ask: the shell they render serves the anonymous shopper after them without their cart', async () => {
    const path = '/collections/guitar-bass';
    const carted = await withCart(3);
    const first = await get(carted, path).expect(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(personalOf(first.text)).toEqual(expected(3, false));
    const anonymous = await get(app, path).expect(200);
    expect(anonymous.headers['x-page-cache']).toBe('hit');
    expect(personalOf(anonymous.text)).toEqual(expected(0, false));
  });

  it('the localized page links the account and cart in its locale', async () => {
    const customer = await signedIn('Lena', 1);
    const res = await get(customer, '/en-au/pages/about-us').expect(200);
    expect(res.text).toMatch(/<a class="site-header__account" href="\/en-au\/account" data-route="\/account">/);
    expect(res.text).toMatch(/<a class="cart-link" aria-label="Cart, 1 item" href="\/en-au\/cart" data-route="\/cart">/);
  });
});

describe('personal pages stay private', () => {
  const pages = () => ['/', `/products/${page.handle}`, '/collections/guitar-bass', '/search?search[query]=guitar'];

  it('two carts, two customers and an anonymous shopper on one page: each sees only their own, one after another and interleaved', async () => {
    const shoppers: { who: Agent | Express; want: ReturnType<typeof expected> }[] = [
      { who: await withCart(1), want: expected(1, false) },
      { who: await withCart(4), want: expected(4, false) },
      { who: await signedIn('Ada', 2), want: expected(2, true) },
      { who: await signedIn('Bo'), want: expected(0, true) },
      { who: app, want: expected(0, false) },
    ];
    for (const path of pages()) {
      for (const { who, want } of shoppers) expect(personalOf((await get(who, path).expect(200)).text), path).toEqual(want);
    }
    // Interleaved: every shopper asks for every page at once, several times over.
    const rounds = [1, 2, 3].flatMap(() => pages().flatMap((path) => shoppers.map(({ who, want }) => ({ path, who, want }))));
    const answers = await Promise.all(rounds.map(async ({ path, who, want }) => ({ path, want, res: await get(who, path) })));
    for (const { path, want, res } of answers) {
      expect(res.status, path).toBe(200);
      expect(personalOf(res.text), path).toEqual(want);
      expect(res.headers['cache-control'], path).toBe(want.account === 'Login' && want.count === 0 ? PUBLIC : PRIVATE);
    }
  });

  it('no personal byte lands in the stored shell', async () => {
    const built = await buildTestApp({ app: { pageCache: true } });
    const isolated = built.app;
    const carted = request.agent(isolated);
    const form = { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${cheap.variants[0]!.id}`, quantity: 3 }] } }) };
    const added = await carted.post('/cart').set('host', HOST).set('accept', 'application/json').type('form').send(form).expect(200);
    const cartId = (added.body as { cart: { id: string } }).cart.id;
    const email = `private-${Date.now()}@example.com`;
    await carted.post('/account/register').set('host', HOST).set('accept', 'application/json').type('form').send({ firstName: 'Zyxwvella', lastName: 'Qwertyson', email, password: 'correct horse battery' }).expect(200);
    // Each page twice: rendered through the chain, then a hit answered in front of it.
    for (const round of ['miss', 'hit']) {
      for (const path of pages()) {
        const res = await carted.get(path).set('host', HOST).set('accept-encoding', 'identity').expect(200);
        expect(res.headers['x-page-cache'], path).toBe(round);
        expect(personalOf(res.text), path).toEqual(expected(3, true));
      }
    }
    const cache = isolated.locals.pageCache as PageCache;
    const stored = cache.storedBodies().map((body) => body.toString('utf8'));
    expect(stored).toHaveLength(pages().length);
    for (const body of stored) {
      expect(body).toContain('<template data-hole="cart-link"></template>');
      expect(body).toContain('<template data-hole="account-link"></template>');
      expect(body).not.toContain('My Account');
      expect(body).not.toContain('Cart, 3 items');
      expect(body).not.toContain('data-testid="cart-count"');
      expect(body).not.toContain('site-header__account');
      expect(body).not.toContain('id="__personal"');
      expect(body).not.toContain(cartId);
      expect(body).not.toContain(encodeURIComponent(cartId));
      expect(body).not.toContain(email);
      expect(body).not.toContain('Zyxwvella');
      expect(body).not.toContain('Qwertyson');
      // The shell's own hydration data is the anonymous shopper's.
      expect(body).toContain('"personal":{"cart":{"count":0},"account":{"signedIn":false},"saved":{"count":0},"drawer":{"cart":null,"known":true},"store":{"chosen":null}}');
      expect(body).toContain('<template data-hole="saved-link"></template>');
    }
  });

  it('cart, account and checkout pages are never stored, and fill their holes too', async () => {
    const built = await buildTestApp({ app: { pageCache: true } });
    const carted = request.agent(built.app);
    const form = { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${cheap.variants[0]!.id}`, quantity: 2 }] } }) };
    await carted.post('/cart').set('host', HOST).set('accept', 'application/json').type('form').send(form).expect(200);
    for (const round of [1, 2]) {
      const res = await carted.get('/cart').set('host', HOST).expect(200);
      expect(res.headers['cache-control'], `round ${round}`).toBe(PRIVATE);
      expect(res.headers['x-page-cache']).toBeUndefined();
      expect(personalOf(res.text)).toEqual(expected(2, false));
    }
    expect((built.app.locals.pageCache as PageCache).size).toBe(0);
  });
});

describe('the gzipped shell', () => {
  it('once the shell is gzipped, a carted shopper gets it with their holes spliced between the compressed pieces', async () => {
    const path = '/pages/about-us';
    await get(app, path).set('accept-encoding', 'gzip').expect(200);
    const carted = await withCart(5);
    // The gzipped copy is made on the thread pool just after the page is stored: ask until it is there.
    await expect.poll(async () => (await get(carted, path).set('accept-encoding', 'gzip')).headers['content-encoding'], { timeout: 10_000 }).toBe('gzip');
    const res = await get(carted, path).set('accept-encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['x-page-cache']).toBe('hit');
    expect(res.headers['cache-control']).toBe(PRIVATE);
    expect(personalOf(res.text)).toEqual(expected(5, false));
    const anonymous = await get(app, path).set('accept-encoding', 'gzip').expect(200);
    expect(anonymous.headers['content-encoding']).toBe('gzip');
    expect(personalOf(anonymous.text)).toEqual(expected(0, false));
  });
});

describe('the saved-items count is a hole too', () => {
  it("a browser's saved list shows its count on the cached shell, private, and no other shopper sees it", async () => {
    const path = `/products/${page.handle}`;
    await get(app, path).expect(200);
    const saver = agent();
    await saver.post('/account/saved').set('host', HOST).set('accept', 'application/json').send({ intent: 'save', handle: cheap.handle }).expect(200);
    const own = await get(saver, path).expect(200);
    expect(own.headers['x-page-cache']).toBe('hit');
    expect(own.headers['cache-control']).toBe(PRIVATE);
    expect(own.text).toMatch(/data-testid="saved-count">1</);
    expect(personalOf(own.text).data).toEqual({ cart: { count: 0 }, account: { signedIn: false }, saved: { count: 1 } });
    const anonymous = await get(app, path).expect(200);
    expect(anonymous.text).not.toContain('data-testid="saved-count"');
    const stored = (app.locals.pageCache as PageCache).storedBodies().map((body) => body.toString('utf8'));
    for (const body of stored) expect(body).not.toContain('saved-link__count');
  });
});

describe('miss coalescing', () => {
  it('concurrent misses for one page render it once; every shopper still gets their own holes', async () => {
    let renders = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const built = await buildTestApp({
      app: { pageCache: true },
      useCases: (real) => ({
        ...real,
        loadProductPage: {
          execute: async (...args: Parameters<LoadProductPage['execute']>) => {
            renders += 1;
            await gate;
            return real.loadProductPage.execute(...args);
          },
        } as LoadProductPage,
      }),
    });
    const carted = request.agent(built.app);
    const form = { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${cheap.variants[0]!.id}`, quantity: 2 }] } }) };
    await carted.post('/cart').set('host', HOST).set('accept', 'application/json').type('form').send(form).expect(200);
    // Counts the requests that found a render in flight and wait on it (the page cache's own map).
    const inFlight = (built.app.locals.pageCache as unknown as { inFlight: Map<string, Promise<void>> }).inFlight;
    const lookUp = inFlight.get.bind(inFlight);
    let waiting = 0;
    inFlight.get = (key) => {
      const flight = lookUp(key);
      if (flight) waiting += 1;
      return flight;
    };
    const server = built.app.listen(0);
    try {
      const path = `/products/${page.handle}`;
      const asks = Array.from({ length: 6 }, (_, i) => (i % 2 ? carted.get(path) : request(server).get(path)).set('host', HOST).then((res) => res));
      // One request renders (held at the gate); the render is released once the five others wait on it.
      await expect.poll(() => waiting, { timeout: 10_000 }).toBe(5);
      release();
      const answers = await Promise.all(asks);
      expect(renders).toBe(1);
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(answers.filter((res) => res.headers['x-page-cache'] === 'miss')).toHaveLength(1);
      expect(answers.filter((res) => res.headers['x-page-cache'] === 'coalesced')).toHaveLength(5);
      answers.forEach((res, i) => expect(personalOf(res.text), `request ${i}`).toEqual(i % 2 ? expected(2, false) : expected(0, false)));
    } finally {
      server.close();
    }
  });
});

describe('carted and signed-in hits answered in front of the chain', () => {
  /** A shop whose chain notes every GET that reaches it: a hit answered in front never does. */
  async function shopWithChainSpy() {
    const reached: string[] = [];
    const built = await buildTestApp({
      app: { pageCache: true },
      mountFirst: (express) =>
        express.use((req, _res, next) => {
          if (req.method === 'GET') reached.push(req.path);
          next();
        }),
    });
    return { app: built.app, reached };
  }
  const at = (who: Agent | Express, path: string) => get(who, path).set('accept-encoding', 'identity');
  const addTo = (shopper: Agent, quantity: number) => {
    const form = { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${cheap.variants[0]!.id}`, quantity }] } }) };
    return shopper.post('/cart').set('host', HOST).set('accept', 'application/json').type('form').send(form).expect(200);
  };
  const register = (shopper: Agent, name: string) =>
    shopper
      .post('/account/register')
      .set('host', HOST)
      .set('accept', 'application/json')
      .type('form')
      .send({ firstName: name, lastName: 'Front', email: `${name}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`, password: 'correct horse battery' })
      .expect(200);
  const sessionCookie = (res: request.Response) =>
    ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('customer_session='))
      ?.split(';')[0];

  it('a carted, a signed-in and a carted signed-in shopper each get a hit from the front with their own holes, private, with the headers a chain response has', async () => {
    const { app: shop, reached } = await shopWithChainSpy();
    const path = `/products/${page.handle}`;
    const miss = await at(shop, path).expect(200);
    expect(miss.headers['x-page-cache']).toBe('miss');
    const carted = request.agent(shop);
    await addTo(carted, 2);
    const customer = request.agent(shop);
    await register(customer, 'Fay');
    const both = request.agent(shop);
    await addTo(both, 3);
    await register(both, 'Gus');
    reached.length = 0;
    const answers = [
      { res: await at(carted, path).expect(200), want: expected(2, false) },
      { res: await at(customer, path).expect(200), want: expected(0, true) },
      { res: await at(both, path).expect(200), want: expected(3, true) },
    ];
    expect(reached).toEqual([]);
    for (const { res, want } of answers) {
      expect(res.headers['x-page-cache']).toBe('hit');
      expect(res.headers['cache-control']).toBe(PRIVATE);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(personalOf(res.text)).toEqual(want);
      // Every header the chain's response had, with its own request id and nonce.
      const perResponse = new Set(['age', 'content-length', 'transfer-encoding']);
      expect(Object.keys(res.headers).filter((name) => !perResponse.has(name)).sort()).toEqual(Object.keys(miss.headers).filter((name) => !perResponse.has(name)).sort());
      for (const name of ['vary', 'accept-ch', 'x-frame-options', 'strict-transport-security', 'referrer-policy', 'content-type']) expect(res.headers[name], name).toBe(miss.headers[name]);
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(new Set([...res.text.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]))).toEqual(new Set([nonce]));
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('a forged, tampered or expired session cookie never reads My Account: the chain answers and removes it', async () => {
    const { app: shop, reached } = await shopWithChainSpy();
    const path = '/collections/guitar-bass';
    await at(shop, path).expect(200);
    const customer = request.agent(shop);
    const cookie = sessionCookie(await register(customer, 'Hal'))!;
    const [payload, mac] = cookie.slice('customer_session='.length).split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { t: string; e: number };
    const longer = Buffer.from(JSON.stringify({ ...claims, e: claims.e + 10 ** 9 })).toString('base64url');
    const expired = Buffer.from(JSON.stringify({ ...claims, e: Date.now() - 1000 })).toString('base64url');
    for (const forged of [`${longer}.${mac}`, `${payload}.${mac.slice(0, -2)}xx`, `${expired}.${mac}`, 'garbage', `j:${JSON.stringify(claims)}`]) {
      reached.length = 0;
      const res = await at(shop, path).set('cookie', `customer_session=${forged}`).expect(200);
      expect(personalOf(res.text).account, forged).toBe('Login');
      expect(res.text).not.toContain('My Account');
      expect(reached, forged).toEqual([path]);
    }
  });

  it('a session cookie kept after logging out reads Login at once, from the front and from the chain (log-out forgets the remembered standing)', async () => {
    const { app: shop, reached } = await shopWithChainSpy();
    const path = '/collections/guitar-bass';
    await at(shop, path).expect(200);
    const customer = request.agent(shop);
    const cookie = sessionCookie(await register(customer, 'Ivy'))!;
    expect(personalOf((await at(shop, path).set('cookie', cookie).expect(200)).text).account).toBe('My Account');
    await request(shop).post('/account/logout').set('host', HOST).set('cookie', cookie).expect(303);
    reached.length = 0;
    const front = await at(shop, path).set('cookie', cookie).expect(200);
    expect(front.headers['x-page-cache']).toBe('hit');
    expect(reached).toEqual([]);
    expect(personalOf(front.text)).toEqual(expected(0, false));
    // A page the cache does not hold yet: the chain reads the same.
    const chain = await at(shop, '/pages/about-us').set('cookie', cookie).expect(200);
    expect(chain.headers['x-page-cache']).toBe('miss');
    expect(personalOf(chain.text).account).toBe('Login');
  });

  it('a chosen-store shopper is answered in front too, private', async () => {
    const { app: shop, reached } = await shopWithChainSpy();
    const path = `/products/${page.handle}`;
    await at(shop, path).expect(200);
    reached.length = 0;
    const res = await at(shop, path).set('cookie', 'preferredStore=forestville').expect(200);
    expect(reached).toEqual([]);
    expect(res.headers['x-page-cache']).toBe('hit');
    expect(res.headers['cache-control']).toBe(PRIVATE);
    expect(personalOf(res.text)).toEqual({ ...expected(0, false), data: expect.objectContaining({ cart: { count: 0 }, account: { signedIn: false } }) });
  });

  it('a cart change shows on the next page from the front', async () => {
    const { app: shop, reached } = await shopWithChainSpy();
    const path = '/search?search[query]=guitar';
    await at(shop, path).expect(200);
    const shopper = request.agent(shop);
    await addTo(shopper, 1);
    expect(personalOf((await at(shopper, path).expect(200)).text).count).toBe(1);
    await addTo(shopper, 2);
    reached.length = 0;
    const next = await at(shopper, path).expect(200);
    expect(reached).toEqual([]);
    expect(next.headers['x-page-cache']).toBe('hit');
    expect(personalOf(next.text).count).toBe(3);
  });

  it("saving and removing a product shows on the signed-in shopper's next page at once, though the standing is remembered", async () => {
    const { app: shop, reached } = await shopWithChainSpy();
    const path = '/';
    await at(shop, path).expect(200);
    const customer = request.agent(shop);
    await register(customer, 'Jo');
    const saved = (res: request.Response) => (personalOf(res.text).data as { saved: { count: number } }).saved.count;
    expect(saved(await at(customer, path).expect(200))).toBe(0);
    for (const [intent, count] of [['save', 1], ['remove', 0], ['save', 1]] as const) {
      await customer.post('/account/saved').set('host', HOST).set('accept', 'application/json').send({ intent, handle: cheap.handle }).expect(200);
      reached.length = 0;
      const next = await at(customer, path).expect(200);
      expect(reached, intent).toEqual([]);
      expect(saved(next), intent).toBe(count);
    }
  });
});
