// Issue 31: a copy killed under load loses no request. Through a real Varnish
// (deploy/varnish/default.vcl) in front of two copies, one of which drops every connection
// mid-request (as a killed copy does), or answers 502 as a balancer does when its copy went away:
// GETs and POSTs carrying an Idempotency-Key are sent again to the other copy, body and all, and so
// is a plain cart form post with a cart (the shop names it itself: docs/repeated-cart-posts.md); a
// POST without a key is not (the shop could not tell a repeat from a second action), so it fails.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVarnish, varnishdPath, type RunningVarnish } from '../../scripts/edge.mjs';

const VARNISHD = varnishdPath();

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}
const bodyOf = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
};

describe.skipIf(!VARNISHD)('Varnish sends a request again to another copy only when that is safe', () => {
  const servers: Server[] = [];
  const varnishes: RunningVarnish[] = [];
  const edges: Record<'dropped' | 'balancer502', string> = { dropped: '', balancer502: '' };
  const seen: string[] = [];

  beforeAll(async () => {
    // The copy that stays: says what it got, never kept (private).
    const good = createServer(async (req, res) => {
      const body = await bodyOf(req);
      seen.push(`${req.method} ${req.url} ${body}`);
      res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'private, no-store' }).end(`${req.method} ${body}`);
    });
    const dropping = createServer((req) => req.socket.destroy());
    const bad502 = createServer((_req, res) => void res.writeHead(502, { 'content-type': 'text/plain' }).end('Bad Gateway'));
    servers.push(good, dropping, bad502);
    const [goodPort, droppingPort, badPort] = [await listen(good), await listen(dropping), await listen(bad502)];
    for (const [name, failing] of [['dropped', droppingPort], ['balancer502', badPort]] as const) {
      const probe = createServer();
      const port = await listen(probe);
      await new Promise<void>((resolve) => probe.close(() => resolve()));
      varnishes.push(await startVarnish({ port, backends: [{ host: '127.0.0.1', port: failing }, { host: '127.0.0.1', port: goodPort }], siteHost: 'shop.test' }));
      edges[name] = `http://127.0.0.1:${port}`;
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all(varnishes.map((v) => v.stop()));
    await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  });

  // Round robin: of two requests in a row one meets the failing copy first, whichever it is.
  const twice = async (edge: string, init: RequestInit, path: string) => {
    const answers: string[] = [];
    for (const n of [1, 2]) {
      const res = await fetch(`${edge}${path}?n=${n}`, init);
      answers.push(`${res.status} ${await res.text()}`.slice(0, 40));
    }
    return answers;
  };
  const keyedPost = (key: string): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': key }, body: 'cartFormInput=add' });

  it.each(['dropped', 'balancer502'] as const)('a copy that %s: every GET is answered by the other', async (how) => {
    expect(await twice(edges[how], {}, `/get-${how}`)).toEqual(['200 GET ', '200 GET ']);
  });

  it.each(['dropped', 'balancer502'] as const)('a copy that %s: every POST with an Idempotency-Key is answered by the other, its body intact', async (how) => {
    expect(await twice(edges[how], keyedPost(`key-${how}-0123456789abcdef`), `/cart-${how}`)).toEqual(['200 POST cartFormInput=add', '200 POST cartFormInput=add']);
  });

  const plainCartPost = (headers: Record<string, string>): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml,*/*;q=0.8', ...headers }, body: 'cartFormInput=add&idempotencyKey=' });

  it.each([
    ['/cart', 'dropped'],
    ['/en-au/cart', 'dropped'],
    ['/cart', 'balancer502'],
  ] as const)("a plain form post to %s with a cart, whose copy %s, is answered by the other, its body intact", async (pathname, how) => {
    const answers: string[] = [];
    for (const n of [1, 2]) {
      const res = await fetch(`${edges[how]}${pathname}`, plainCartPost({ cookie: `cart=cart-${how}-${n}` }));
      answers.push(`${res.status} ${await res.text()}`);
    }
    expect(answers).toEqual(['200 POST cartFormInput=add&idempotencyKey=', '200 POST cartFormInput=add&idempotencyKey=']);
  });

  it.each([
    ['without a cart cookie', '/cart', {}],
    ['asking for JSON (a script that sent no key)', '/cart', { cookie: 'cart=c1', accept: 'application/json' }],
    ["to the cart script's JSON path", '/cart?index', { cookie: 'cart=c1' }],
    ['to another path', '/account/login', { cookie: 'cart=c1' }],
    ['naming another cookie cart-like', '/cart', { cookie: 'mycart=c1' }],
  ])('a keyless POST %s that met the dropping copy fails (503) and is not sent again', async (_name, pathname, headers) => {
    const marker = `${pathname}#${JSON.stringify(headers)}`;
    const answers: number[] = [];
    for (const n of [1, 2]) answers.push((await fetch(`${edges.dropped}${pathname}${pathname.includes('?') ? '&' : '?'}n=${n}`, { ...plainCartPost(headers), body: `cartFormInput=${encodeURIComponent(marker)}` })).status);
    expect(answers.sort()).toEqual([200, 503]);
    expect(seen.filter((line) => line.endsWith(`cartFormInput=${encodeURIComponent(marker)}`))).toHaveLength(1);
  });

  it('a POST without a key that met the dropping copy fails (503) and is not sent again', async () => {
    const answers = await twice(edges.dropped, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'cartFormInput=add' }, '/cart-unkeyed');
    expect(answers.map((a) => a.slice(0, 3)).sort()).toEqual(['200', '503']);
    expect(seen.filter((line) => line.startsWith('POST /cart-unkeyed'))).toHaveLength(1);
  });
});
