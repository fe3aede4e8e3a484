// Issue 18, the last two personal parts of the shared shell: the cart drawer's contents and click
// and collect's chosen store are holes. A carted shopper's first response carries their own drawer
// lines and summary (hidden until the drawer opens) and their data in #__personal, from the cached
// shell; a shopper who chose a pick-up store (the preferredStore cookie) gets the cached product page
// with their store's line filled in, private. No drawer line and no chosen store ever lands in a
// stored shell, one shopper after another or all at once.
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import type { PageCache } from '../../src/server/http/page-cache';
import type { CartView } from '../../src/ui/cart/view-models';
import { buildTestApp } from '../support/test-app';

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const PRIVATE = 'private, no-store';
const HOST = 'shop.test';
// The content's stores and their inventory locations: Forestville is 51, Adelaide City 52.
const FORESTVILLE = '51';
const CITY = '52';

let app: Express;
let sellable: DemoProduct[];
/** Light, sellable, in stock at Forestville and not at the City store. */
let forestvilleOnly: DemoProduct[];

const at = (p: DemoProduct, location: string) => p.variants[0]!.inventory.find((e) => e.locationId === location)?.quantity ?? 0;

beforeAll(async () => {
  const built = await buildTestApp({ app: { pageCache: true } });
  app = built.app;
  const catalogue = generateCatalogue({ seed: built.config.demo.seed, productCount: built.config.demo.productCount });
  sellable = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null && p.variants.length === 1 && p.metafields.is_heavy === 'false' && at(p, 'ONLINE') > 0);
  forestvilleOnly = sellable.filter((p) => at(p, FORESTVILLE) >= 2 && at(p, CITY) === 0);
});

type Agent = ReturnType<typeof request.agent>;
const get = (who: Agent | Express, path: string) => (typeof (who as Agent).jar === 'object' ? (who as Agent).get(path) : request(who as Express).get(path)).set('host', HOST);

async function cartOf(who: Agent, product: DemoProduct, quantity: number): Promise<CartView> {
  const form = { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${product.variants[0]!.id}`, quantity }] } }) };
  return (await who.post('/cart').set('host', HOST).set('accept', 'application/json').type('form').send(form).expect(200)).body.cart as CartView;
}

/** The drawer's contents as the first response carries them, and the data for hydration. */
function drawerOf(html: string) {
  const start = html.indexOf('<div class="cart-drawer__static"');
  const data = /<script id="__personal" type="application\/json" nonce="[^"]+">([^<]*)<\/script>/.exec(html)?.[1];
  const personal = data ? (JSON.parse(data) as { drawer: { cart: CartView | null; known: boolean }; store: { chosen: string | null } }) : null;
  const lineIds = [...html.matchAll(/<li class="cart-line"[^>]*data-line-id="([^"]+)"/g)].map((m) => m[1]);
  return { present: start !== -1, lineIds, personal };
}

const headlineOf = (html: string) => /data-testid="pickup-headline">([^<]*(?:<!-- -->[^<]*)*)</.exec(html)?.[1]?.replaceAll('<!-- -->', '') ?? null;

describe("the cart drawer's contents are a hole", () => {
  it('two carts on one cached page: each first response holds only its own drawer lines and summary, with their data', async () => {
    const path = `/products/${sellable[3]!.handle}`;
    await get(app, path).expect(200);
    const [one, two] = [request.agent(app), request.agent(app)];
    const cartOne = await cartOf(one, sellable[0]!, 1);
    // Two of it: a product with at least two left online (a cart holds no more than is left, issue 29).
    const cartTwo = await cartOf(two, sellable.filter((p) => p !== sellable[0] && at(p, 'ONLINE') >= 2)[0]!, 2);
    const first = await get(one, path).expect(200);
    const second = await get(two, path).expect(200);
    for (const [res, own, other] of [
      [first, cartOne, cartTwo],
      [second, cartTwo, cartOne],
    ] as const) {
      expect(res.headers['x-page-cache']).toBe('hit');
      expect(res.headers['cache-control']).toBe(PRIVATE);
      const drawer = drawerOf(res.text);
      expect(drawer.present).toBe(true);
      expect(drawer.lineIds).toEqual([own.lines[0]!.id]);
      expect(res.text).toContain(`data-testid="cart-total">${own.total}<`);
      expect(res.text).not.toContain(other.lines[0]!.id);
      expect(drawer.personal?.drawer).toEqual({ cart: own, known: true });
    }
  });

  it('an anonymous shopper gets the empty drawer, public, and no fetch is needed to know it', async () => {
    const path = '/collections/guitar-bass';
    await get(app, path).expect(200);
    const res = await get(app, path).expect(200);
    expect(res.headers['cache-control']).toBe(PUBLIC);
    const drawer = drawerOf(res.text);
    expect(drawer.present).toBe(true);
    expect(drawer.lineIds).toEqual([]);
    expect(drawer.personal?.drawer).toEqual({ cart: null, known: true });
  });

  it("GET /api/cart builds the pick-up line only when asked for it (the drawer asks when it shows it)", async () => {
    const shopper = request.agent(app);
    await cartOf(shopper, forestvilleOnly[0]!, 1);
    const plain = (await shopper.get('/en-au/api/cart').set('host', HOST).expect(200)).body as Record<string, unknown>;
    expect(Object.keys(plain)).toEqual(['cart']);
    const withPickup = (await shopper.get('/en-au/api/cart?with=pickup').set('host', HOST).set('cookie', 'preferredStore=adelaide-city').expect(200)).body as { pickup: { headline: string } };
    expect(withPickup.pickup.headline).toBe('Ready in 2-4 days at Adelaide City');
    const refused = await shopper.get('/en-au/api/cart?with=everything').set('host', HOST).set('accept', 'application/json').expect(400);
    expect(refused.body.error.code).toBeTruthy();
  });
});

describe('the chosen pick-up store is a hole', () => {
  it("a shopper who chose a store gets the cached product page with their store's line, private; the next anonymous shopper does not see it", async () => {
    const product = forestvilleOnly[1]!;
    const path = `/en-au/products/${product.handle}`;
    const anonymousFirst = await get(app, path).expect(200);
    const anonymousLine = headlineOf(anonymousFirst.text);
    expect(anonymousLine).toMatch(/^Pick up (today|tomorrow|[A-Z][a-z]+day) at Forestville$/);

    const city = await get(app, path).set('cookie', 'preferredStore=adelaide-city').expect(200);
    expect(city.headers['x-page-cache']).toBe('hit');
    expect(city.headers['cache-control']).toBe(PRIVATE);
    expect(headlineOf(city.text)).toBe('Ready in 2-4 days at Adelaide City');
    expect(city.text.indexOf('data-store="adelaide-city"')).toBeLessThan(city.text.indexOf('data-store="forestville"'));
    expect(city.text).toContain('Change store');
    expect(city.text).toContain(`name="redirectTo" value="/en-au/products/${product.handle}"`);
    expect(drawerOf(city.text).personal?.store).toEqual({ chosen: 'adelaide-city' });

    const anonymous = await get(app, path).expect(200);
    expect(anonymous.headers['x-page-cache']).toBe('hit');
    expect(anonymous.headers['cache-control']).toBe(PUBLIC);
    expect(headlineOf(anonymous.text)).toBe(anonymousLine);
    expect(anonymous.text).toContain('Choose a store');
    expect(anonymous.text).not.toContain('Your store');
  });

  it('a cookie naming no published store is the anonymous line', async () => {
    const product = forestvilleOnly[2]!;
    const path = `/en-au/products/${product.handle}`;
    const anonymous = headlineOf((await get(app, path).expect(200)).text);
    const res = await get(app, path).set('cookie', 'preferredStore=nowhere').expect(200);
    expect(res.headers['x-page-cache']).toBe('hit');
    expect(headlineOf(res.text)).toBe(anonymous);
    expect(res.text).toContain('Choose a store');
  });
});

describe('no personal byte in the stored shells', () => {
  it('two carts and two chosen stores, one after another and all at once: each sees its own, and no stored shell holds a line or a chosen store', async () => {
    const built = await buildTestApp({ app: { pageCache: true } });
    const isolated = built.app;
    const product = forestvilleOnly[3]!;
    const paths = ['/en-au', `/en-au/products/${product.handle}`, '/en-au/collections/guitar-bass'];
    const one = request.agent(isolated);
    const two = request.agent(isolated);
    const cartOne = await cartOf(one, sellable[5]!, 1);
    const cartTwo = await cartOf(two, sellable[6]!, 3);
    type Shopper = { who: Agent | Express; cookie?: string; lines: string[]; chosen: string | null };
    const shoppers: Shopper[] = [
      { who: one, lines: [cartOne.lines[0]!.id], chosen: null },
      { who: two, lines: [cartTwo.lines[0]!.id], chosen: null },
      { who: isolated, cookie: 'preferredStore=adelaide-city', lines: [], chosen: 'adelaide-city' },
      { who: isolated, cookie: 'preferredStore=forestville', lines: [], chosen: 'forestville' },
      { who: isolated, lines: [], chosen: null },
    ];
    const ask = (shopper: Shopper, path: string) => {
      const req = get(shopper.who, path);
      return shopper.cookie ? req.set('cookie', shopper.cookie) : req;
    };
    const check = (shopper: Shopper, path: string, html: string) => {
      const drawer = drawerOf(html);
      expect(drawer.lineIds, path).toEqual(shopper.lines);
      expect(drawer.personal?.store, path).toEqual({ chosen: shopper.chosen });
      if (path.includes('/products/')) {
        const line = headlineOf(html);
        if (shopper.chosen === 'adelaide-city') expect(line, path).toBe('Ready in 2-4 days at Adelaide City');
        else expect(line, path).toMatch(/ at Forestville$/);
        expect(html.includes('Your store'), path).toBe(shopper.chosen !== null);
      }
    };
    // All at once on a cold cache first (the misses coalesce), then one after another.
    const rounds = [1, 2].flatMap(() => paths.flatMap((path) => shoppers.map((shopper) => ({ path, shopper }))));
    const answers = await Promise.all(rounds.map(async ({ path, shopper }) => ({ path, shopper, res: await ask(shopper, path) })));
    for (const { path, shopper, res } of answers) {
      expect(res.status, path).toBe(200);
      check(shopper, path, res.text);
    }
    for (const path of paths) for (const shopper of shoppers) check(shopper, path, (await ask(shopper, path).expect(200)).text);

    const stored = (isolated.locals.pageCache as PageCache).storedBodies().map((body) => body.toString('utf8'));
    expect(stored).toHaveLength(paths.length);
    for (const body of stored) {
      expect(body).toContain('<template data-hole="cart-drawer"></template>');
      expect(body).not.toContain('class="cart-line"');
      expect(body).not.toContain('cart-drawer__static');
      for (const cart of [cartOne, cartTwo]) {
        expect(body).not.toContain(cart.id);
        expect(body).not.toContain(cart.lines[0]!.id);
        expect(body).not.toContain(cart.checkoutUrl);
      }
      expect(body).not.toContain('Your store');
      expect(body).not.toContain('"chosen":"');
      expect(body).not.toContain('id="__personal"');
    }
    expect(stored.find((body) => body.includes('store-pickup'))).toMatch(/<template data-hole="store-pickup\.%7B[A-Za-z0-9_.!~*()%-]+"><\/template>/);
  });
});
