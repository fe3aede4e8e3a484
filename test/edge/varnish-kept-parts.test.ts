// Issue 31, through a real Varnish (deploy/varnish/default.vcl): a shopper's personal parts (the
// ESI fragments) are kept at the edge for that shopper alone. A second carted page is answered
// without the shop rendering its parts again; every write of the shopper's (a cart POST, logging
// out) purges them before its answer, so the very next page is fresh (no waiting); a part kept for
// shopper A is never served to B (another cart, another customer, no cookie, A's cookie in second
// place, a forged X-Shopper-Cookie header), before and after purges; a price-change webhook purges
// the parts of carts showing that product.
// Skipped only when varnishd is not installed (npm run test:setup installs Debian's varnish).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { DemoCatalogueOverrides } from '../../src/adapters/embedded/demo-catalogue-overrides';
import { openDatabase } from '../../src/adapters/sqlite/open-database';
import { shopifyHmac } from '../../src/server/http/shopify-hmac';
import { varnishdPath } from '../../scripts/edge.mjs';
import { cookiesOf, freePort, serveBehindVarnish, type ShopBehindVarnish } from './support/behind-varnish';
import { buildTestApp } from '../support/test-app';

const VARNISHD = varnishdPath();
const SITE_HOST = 'shop.test';
const ORIGIN = `http://${SITE_HOST}`;
const SECRET = 'edge-webhook-secret-0123456789';
/** The repriced line's new total as the drawer states it (USD, the default market). */
const NEW_AMOUNT = '4,321.09';

interface Shopper {
  cookie: string;
  /** Bytes only this shopper's parts carry (their cart's id, their first name): never in another's page. */
  secret: string;
}

describe.skipIf(!VARNISHD)(`personal parts kept at the edge per shopper${VARNISHD ? '' : ' (skipped: varnishd is not installed)'}`, () => {
  let dataDir: string;
  let behind: ShopBehindVarnish;
  let edge: string;
  let cheap: DemoProduct;
  let other: DemoProduct;
  let page: DemoProduct;
  let repriced: DemoProduct;
  let catalogue: ReturnType<typeof generateCatalogue>;
  /** Requests for personal parts that reached the shop (past the edge). */
  let partsRendered = 0;
  /** The next header part's answer is held (its data already read) until `release` settles; `held` says it is. */
  let holdNextPart: { held: () => void; release: Promise<void> } | null = null;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'edge-kept-parts-'));
    const varnishPort = await freePort();
    const built = await buildTestApp({ env: { DATA_DIR: dataDir, ALERTS_DATABASE: path.join(dataDir, 'alerts.sqlite'), SHOPIFY_WEBHOOK_SECRET: SECRET, EDGE_PURGE_URLS: `http://127.0.0.1:${varnishPort}/`, TRUST_PROXY: 'loopback' } });
    catalogue = generateCatalogue({ seed: built.config.demo.seed, productCount: built.config.demo.productCount });
    const sellable = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null && p.variants.length === 1 && p.metafields.is_heavy === 'false');
    const stocked = sellable.filter((p) => p.variants[0]!.prices.USD.price < 40_00 && (p.variants[0]!.inventory.find((e) => e.locationId === 'ONLINE')?.quantity ?? 0) >= 8);
    [cheap, other, repriced] = [stocked[0]!, stocked[1]!, stocked[2]!];
    page = sellable.find((p) => p.handle !== cheap.handle && p.handle !== other.handle)!;
    const counting = (req: IncomingMessage, res: ServerResponse) => {
      if (req.url?.startsWith('/_esi/')) partsRendered += 1;
      if (holdNextPart && req.url?.startsWith('/_esi/hole?') && req.url.includes('name=header-links')) {
        const { held, release } = holdNextPart;
        holdNextPart = null;
        // Nothing of the answer leaves (not even its headers) until released: the edge stores it then.
        const queued: (() => void)[] = [];
        const write = res.write.bind(res) as (...args: unknown[]) => boolean;
        const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
        res.write = ((...args: unknown[]) => (queued.push(() => write(...args)), true)) as ServerResponse['write'];
        res.end = ((...args: unknown[]) => {
          held();
          void release.then(() => {
            for (const send of queued) send();
            end(...args);
          });
          return res;
        }) as ServerResponse['end'];
      }
      built.app(req, res);
    };
    behind = await serveBehindVarnish(counting, { varnishPort, siteHost: SITE_HOST });
    edge = behind.edge;
  }, 120_000);

  afterAll(async () => {
    await behind?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const getPage = async (pathname: string, cookie = '', headers: Record<string, string> = {}) => {
    const res = await fetch(`${edge}${pathname}`, { headers: { ...headers, ...(cookie ? { cookie } : {}) }, redirect: 'manual' });
    return { res, html: await res.text() };
  };
  const cartAction = (action: string, inputs: unknown, cookie = '') =>
    fetch(`${edge}/cart`, { method: 'POST', body: new URLSearchParams({ cartFormInput: JSON.stringify({ action, inputs }) }), headers: { accept: 'application/json', origin: ORIGIN, ...(cookie ? { cookie } : {}) } });
  const addLine = (product: DemoProduct, quantity: number, cookie = '') => cartAction('LinesAdd', { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${product.variants[0]!.id}`, quantity }] }, cookie);

  async function withCart(quantity: number): Promise<Shopper> {
    const res = await addLine(cheap, quantity);
    expect(res.status).toBe(200);
    const cart = ((await res.json()) as { cart: { id: string } }).cart;
    return { cookie: cookiesOf(res).join('; '), secret: cart.id };
  }

  async function signedIn(name: string): Promise<Shopper> {
    const form = new URLSearchParams({ firstName: name, lastName: 'Qwertyson', email: `${name}-${Date.now()}@example.com`, password: 'correct horse battery' });
    const res = await fetch(`${edge}/account/register`, { method: 'POST', body: form, headers: { accept: 'application/json', origin: ORIGIN } });
    expect(res.status).toBe(200);
    return { cookie: cookiesOf(res).join('; '), secret: name };
  }

  /** The cookies a browser sends after `res`: those it set replace those of the same name. */
  const afterAnswer = (cookie: string, res: Response): string => {
    const set = new Map(cookiesOf(res).map((pair) => [pair.slice(0, pair.indexOf('=')), pair]));
    const kept = cookie.split('; ').filter((pair) => pair && !set.has(pair.slice(0, pair.indexOf('='))));
    return [...kept, ...set.values()].join('; ');
  };

  const shown = (html: string) => ({
    count: Number(/aria-label="Cart, (\d+) items?"/.exec(html)?.[1]),
    account: /<span class="site-header__account-text">([^<]+)<\/span>/.exec(html)?.[1],
    data: JSON.parse(/<script id="__personal" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as { cart: { count: number }; account: { signedIn: boolean } } | null,
  });
  const expected = (count: number, signedInNow: boolean) => ({
    count,
    account: signedInNow ? 'My Account' : 'Login',
    data: expect.objectContaining({ cart: { count }, account: { signedIn: signedInNow } }),
  });

  it('a carted shopper\'s second page is answered without the shop rendering its parts again, and stays private to the browser', async () => {
    const shopper = await withCart(2);
    const pathname = `/products/${page.handle}`;
    const before = partsRendered;
    const first = await getPage(pathname, shopper.cookie);
    expect(shown(first.html)).toEqual(expected(2, false));
    const rendered = partsRendered - before;
    // The product page's parts: the header's (its links, the drawer's contents, the data block) and the pick-up line.
    expect(rendered).toBe(2);
    const second = await getPage(pathname, shopper.cookie);
    expect(shown(second.html)).toEqual(expected(2, false));
    expect(partsRendered - before - rendered).toBe(0);
    for (const { res, html } of [first, second]) {
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('surrogate-key')).toBeNull();
      expect(res.headers.get('surrogate-control')).toBeNull();
      expect(html).not.toContain('esi:include');
    }
  });

  it.each([
    ['add a line', 'LinesAdd', (_line: string) => ({ lines: [{ merchandiseId: 'OTHER', quantity: 1 }] }), 3],
    ['update a line to 5', 'LinesUpdate', (line: string) => ({ lines: [{ id: line, quantity: 5 }] }), 5],
    ['remove the line', 'LinesRemove', (line: string) => ({ lineIds: [line] }), 0],
  ])('after a cart POST through the edge (%s) the very next page shows the new count', async (_name, action, inputs, count) => {
    const res = await addLine(cheap, 2);
    const cart = ((await res.json()) as { cart: { id: string; lines: { id: string }[] } }).cart;
    const cookie = cookiesOf(res).join('; ');
    const line = cart.lines[0]!.id;
    const pathname = '/collections/guitar-bass';
    await getPage(pathname, cookie);
    const kept = partsRendered;
    expect(shown((await getPage(pathname, cookie)).html)).toEqual(expected(2, false));
    expect(partsRendered).toBe(kept);
    const given = JSON.parse(JSON.stringify(inputs(line)).replace('"OTHER"', JSON.stringify(`gid://shopify/ProductVariant/${other.variants[0]!.id}`))) as unknown;
    expect((await cartAction(action, given, cookie)).status).toBe(200);
    expect(shown((await getPage(pathname, cookie)).html)).toEqual(expected(count, false));
  });

  it('a part fetched before a cart POST and stored by the edge after that POST\'s purge is never the answer after it', async () => {
    let cookie = (await withCart(2)).cookie;
    const pathname = '/pages/about-us';
    let held!: () => void;
    const heldNow = new Promise<void>((resolve) => (held = resolve));
    let release!: () => void;
    holdNextPart = { held, release: new Promise<void>((resolve) => (release = resolve)) };
    // A page asked for before the write: its header part read the cart (2) and is slow to answer.
    const before = getPage(pathname, cookie);
    await heldNow;
    const write = await addLine(other, 1, cookie);
    expect(write.status).toBe(200);
    cookie = afterAnswer(cookie, write);
    // The slow part reaches the edge now, after the write's purge.
    release();
    expect(shown((await before).html).count).toBe(2);
    expect(shown((await getPage(pathname, cookie)).html)).toEqual(expected(3, false));
    expect(shown((await getPage(pathname, cookie)).html)).toEqual(expected(3, false));
  });

  it('after logging out, no signed-in part is served: not with the cleared cookie, not with the old one sent again', async () => {
    const shopper = await signedIn('Logoutia');
    const pathname = '/pages/about-us';
    await getPage(pathname, shopper.cookie);
    const kept = partsRendered;
    const again = await getPage(pathname, shopper.cookie);
    expect(shown(again.html)).toEqual(expected(0, true));
    expect(partsRendered).toBe(kept);
    const out = await fetch(`${edge}/account/logout`, { method: 'POST', headers: { accept: 'application/json', origin: ORIGIN, cookie: shopper.cookie }, redirect: 'manual' });
    expect(out.status).toBeLessThan(400);
    const cleared = cookiesOf(out).filter((c) => !c.endsWith('='));
    for (const cookie of [cleared.join('; '), shopper.cookie]) {
      const { html } = await getPage(pathname, cookie);
      expect(shown(html), cookie).toEqual(expected(0, false));
      expect(html).not.toContain('Logoutia');
    }
  });

  it('a part kept for one shopper never reaches another: two carts, two customers, no cookie, before and after purges', async () => {
    const shoppers = [await withCart(1), await withCart(3), await signedIn('Zyxwvella'), await signedIn('Quorbantha'), { cookie: '', secret: '' }];
    const counts = [1, 3, 0, 0, 0];
    const signedInAt = [false, false, true, true, false];
    const pages = ['/', `/products/${page.handle}`, '/collections/guitar-bass'];
    const check = async (round: string) => {
      const visits = pages.flatMap((pathname) => shoppers.map((shopper, who) => ({ pathname, shopper, who })));
      const answers = await Promise.all(visits.map(async (v) => ({ ...v, ...(await getPage(v.pathname, v.shopper.cookie)) })));
      for (const { pathname, who, html } of answers) {
        expect(shown(html), `${round} ${pathname} shopper ${who}`).toEqual(expected(counts[who]!, signedInAt[who]!));
        for (const [otherWho, them] of shoppers.entries()) {
          if (otherWho !== who && them.secret) expect(html, `${round} ${pathname}: shopper ${who} sees shopper ${otherWho}'s`).not.toContain(them.secret);
        }
      }
    };
    await check('first');
    await check('kept');
    // Purges: shopper 0 adds one, shopper 2 saves nothing but writes (a cart POST of their own).
    expect((await addLine(cheap, 1, shoppers[0]!.cookie)).status).toBe(200);
    counts[0] = 2;
    const cartOfTwo = await addLine(cheap, 4, shoppers[2]!.cookie);
    expect(cartOfTwo.status).toBe(200);
    shoppers[2] = { cookie: [shoppers[2]!.cookie, ...cookiesOf(cartOfTwo)].join('; '), secret: shoppers[2]!.secret };
    counts[2] = 4;
    await check('after purges');
    await check('kept after purges');
  }, 120_000);

  it('a price change purges the kept parts of carts showing that product (the embedded store itself, and Shopify\'s webhook): the next page\'s drawer has the new price', async () => {
    const product = repriced;
    const shopper = await (async () => {
      const res = await addLine(product, 1);
      expect(res.status).toBe(200);
      return cookiesOf(res).join('; ');
    })();
    const pathname = '/pages/about-us';
    await getPage(pathname, shopper);
    const kept = partsRendered;
    expect((await getPage(pathname, shopper)).html).not.toContain(NEW_AMOUNT);
    expect(partsRendered).toBe(kept);
    // The tester's price change (npm run demo:change): the embedded store purges the parts showing
    // that product itself, as Shopify's products/update webhook does for the hosted shop.
    new DemoCatalogueOverrides(openDatabase(path.join(dataDir, 'alerts.sqlite')), catalogue).set({ sku: product.variants[0]!.sku, field: 'price:USD', value: 4321_09 });
    await expect.poll(async () => (await getPage(pathname, shopper)).html.includes(NEW_AMOUNT), { timeout: 5_000, interval: 100 }).toBe(true);
    // Kept again; then the webhook (what a change in Shopify's admin sends) purges them too.
    await getPage(pathname, shopper);
    const keptAgain = partsRendered;
    expect((await getPage(pathname, shopper)).html).toContain(NEW_AMOUNT);
    expect(partsRendered).toBe(keptAgain);
    const body = Buffer.from(JSON.stringify({ admin_graphql_api_id: `gid://shopify/Product/${product.id}`, handle: product.handle, variants: [{ admin_graphql_api_id: `gid://shopify/ProductVariant/${product.variants[0]!.id}`, price: '4321.09' }] }));
    const hook = await fetch(`${edge}/webhooks/shopify/products/update`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-shopify-hmac-sha256': shopifyHmac(body, SECRET), 'x-shopify-webhook-id': `kept-price-${Date.now()}`, 'x-shopify-topic': 'products/update' },
    });
    expect(hook.status).toBe(200);
    expect((await getPage(pathname, shopper)).html).toContain(NEW_AMOUNT);
    expect(partsRendered).toBeGreaterThan(keptAgain);
  });

  it.each([
    ['A\'s cart cookie in second place (the shop reads the first)', (a: Shopper, b: Shopper) => ({ cookie: `${b.cookie}; ${a.cookie}`, headers: {} })],
    ['a forged X-Shopper-Cookie header naming A', (a: Shopper, b: Shopper) => ({ cookie: b.cookie, headers: { 'x-shopper-cookie': a.cookie } })],
    ['no cookie and the forged header', (a: Shopper) => ({ cookie: '', headers: { 'x-shopper-cookie': a.cookie } })],
  ])('B never gets A\'s kept part: %s', async (_name, request) => {
    const a = await withCart(6);
    const b = await withCart(1);
    const pathname = `/products/${page.handle}`;
    expect(shown((await getPage(pathname, a.cookie)).html).count).toBe(6);
    expect(shown((await getPage(pathname, a.cookie)).html).count).toBe(6);
    const { cookie, headers } = request(a, b);
    const { html } = await getPage(pathname, cookie, headers);
    expect(shown(html).count).toBe(cookie ? 1 : 0);
    expect(html).not.toContain(a.secret);
  });
});
