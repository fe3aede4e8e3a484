// Issue 31 (docs/repeated-cart-posts.md), through a real Varnish in front of two copies of the shop
// sharing one store: one copy applies a cart post and keeps its answer, then goes away before
// sending it (its connection dropped, as a killed copy's is). Varnish sends the post again to the
// other copy, which gives the kept answer: a plain form from a shared page (no key) and the
// discount form each change the cart once, and the shopper gets the answer the first copy made.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import type { CartView } from '../../src/ui/cart/view-models';
import { startVarnish, varnishdPath, type RunningVarnish } from '../../scripts/edge.mjs';
import { buildTestApp } from '../support/test-app';
import { freePort } from './support/behind-varnish';

const VARNISHD = varnishdPath();

describe.skipIf(!VARNISHD)('a cart post whose copy went away after acting, sent again by Varnish to another copy', () => {
  let app: Express;
  let varnish: RunningVarnish;
  let edge: string;
  let good: string;
  const servers: Server[] = [];
  /** Cart posts the dying copy acted on and then dropped. */
  const dropped: string[] = [];
  let products: DemoProduct[] = [];

  beforeAll(async () => {
    const built = await buildTestApp();
    app = built.app;
    const demo = generateCatalogue({ seed: built.config.demo.seed, productCount: built.config.demo.productCount });
    products = demo.products.filter((p) => p.status === 'active' && p.openBoxParent === null && p.metafields.is_heavy === 'false' && (p.variants[0]!.inventory.find((e) => e.locationId === 'ONLINE')?.quantity ?? 0) >= 8).slice(0, 4);
    const healthy = createServer(app);
    // Acts on a cart post in full (the cart changed, the answer kept), then dies before answering.
    const dying = createServer((req, res) => {
      if (req.method === 'POST' && /\/cart$/.test(req.url ?? '')) {
        res.writeHead = (() => {
          dropped.push(req.url ?? '');
          req.socket.destroy();
          return res;
        }) as typeof res.writeHead;
      }
      app(req, res);
    });
    servers.push(healthy, dying);
    const ports: number[] = [];
    for (const server of servers) {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      ports.push((server.address() as AddressInfo).port);
    }
    good = `http://127.0.0.1:${ports[0]}`;
    const port = await freePort();
    varnish = await startVarnish({ port, backends: ports.map((p) => ({ host: '127.0.0.1', port: p })), siteHost: 'shop.test' });
    edge = `http://127.0.0.1:${port}`;
  }, 120_000);

  afterAll(async () => {
    await varnish?.stop();
    await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  });

  const gid = (p: DemoProduct) => `gid://shopify/ProductVariant/${p.variants[0]!.id}`;
  const form = (fields: Record<string, string>) => new URLSearchParams({ redirectTo: '/collections/guitar-bass', idempotencyKey: '', ...fields });
  const plainPost = (cookie: string, fields: Record<string, string>) =>
    fetch(`${edge}/cart`, { method: 'POST', redirect: 'manual', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,*/*;q=0.8' }, body: form(fields) });
  const cartOf = async (cookie: string) => ((await (await fetch(`${good}/api/cart`, { headers: { cookie } })).json()) as { cart: CartView }).cart;

  it("a shared page's plain add-to-cart forms (no key): each added once, every answer the first copy's 303", async () => {
    // A shopper with a cart (the cookie that lets the shop name a keyless post).
    const first = await fetch(`${good}/cart`, { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: gid(products[0]!), quantity: 1 }] } }) }) });
    const cookie = first.headers.getSetCookie().map((c) => c.split(';')[0]!).join('; ');
    const before = dropped.length;
    // Round robin over two copies: of two posts in a row, one meets the dying copy.
    const answers: [number, string | null, string | null][] = [];
    for (const p of products.slice(1, 3)) {
      const res = await plainPost(cookie, { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: gid(p), quantity: 1 }] } }) });
      answers.push([res.status, res.headers.get('location'), res.headers.get('idempotent-replayed')]);
    }
    // At least once: Varnish may first try a fresh connection to the same copy, which dies again (replaying).
    expect(dropped.length - before).toBeGreaterThan(0);
    // The one the dying copy acted on is answered from its kept answer.
    expect(answers.map(([status, location]) => [status, location])).toEqual([
      [303, '/collections/guitar-bass'],
      [303, '/collections/guitar-bass'],
    ]);
    expect(answers.map(([, , replayed]) => replayed).sort()).toEqual(['true', null].sort());
    expect((await cartOf(cookie)).lines.map((l) => [l.merchandiseId, l.quantity]).sort()).toEqual(products.slice(0, 3).map((p) => [gid(p), 1]).sort());
  });

  it('the discount form (no key from a shared shell, or its own): the code applied once', async () => {
    const first = await fetch(`${good}/cart`, { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: gid(products[3]!), quantity: 1 }] } }) }) });
    const cookie = first.headers.getSetCookie().map((c) => c.split(';')[0]!).join('; ');
    const before = dropped.length;
    const statuses: number[] = [];
    for (const code of ['SAVE10', 'WELCOME5']) {
      const res = await plainPost(cookie, { cartFormInput: JSON.stringify({ action: 'DiscountCodesUpdate', inputs: { discountCodes: code === 'SAVE10' ? [] : ['SAVE10'] } }), discountCode: code, redirectTo: '/cart' });
      statuses.push(res.status);
    }
    expect(dropped.length - before).toBeGreaterThan(0);
    expect(statuses).toEqual([303, 303]);
    expect((await cartOf(cookie)).discountCodes.map((d) => d.code)).toEqual(['SAVE10', 'WELCOME5']);
  });
});
