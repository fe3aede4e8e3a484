import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cookiesOf } from '../../src/server/http/cached-page-front';
import { buildTestApp } from '../support/test-app';

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1] ?? '';
const scriptNonces = (html: string) => new Set([...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]));
/** Headers whose value differs between any two responses by design. */
const PER_RESPONSE = new Set(['date', 'x-request-id', 'content-security-policy', 'age', 'x-page-cache', 'content-length', 'transfer-encoding', 'content-encoding']);

async function shop(logger?: pino.Logger) {
  const { app } = await buildTestApp({ app: { pageCache: true }, ...(logger ? { logger } : {}) });
  // superagent asks for gzip by default; these tests say which encoding they take.
  const get = (path: string) => request(app).get(path).set('host', 'shop.test').set('accept-encoding', 'identity');
  return { app, get };
}

describe('cached pages answered in front of the chain', () => {
  it('answers a hit with every header the rendered page had, its own request id and a fresh nonce in header and body', async () => {
    const { get } = await shop();
    const miss = await get('/collections/guitar-bass');
    const hit = await get('/collections/guitar-bass');
    const again = await get('/collections/guitar-bass');
    expect(miss.headers['x-page-cache']).toBe('miss');
    expect(hit.headers['x-page-cache']).toBe('hit');
    for (const [name, value] of Object.entries(miss.headers)) if (!PER_RESPONSE.has(name)) expect(hit.headers[name], name).toBe(value);
    expect(hit.headers['vary']).toBe('Sec-CH-Viewport-Width, Viewport-Width, Accept-Encoding');
    expect(hit.headers['accept-ch']).toBe('Sec-CH-Viewport-Width, Viewport-Width');
    expect(Number(hit.headers['content-length'])).toBe(Buffer.byteLength(hit.text));
    expect(hit.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(hit.headers['x-request-id']).not.toBe(again.headers['x-request-id']);
    const [n1, n2] = [nonceOf(hit.headers['content-security-policy']), nonceOf(again.headers['content-security-policy'])];
    expect(n1).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(n1).not.toBe(n2);
    expect(scriptNonces(hit.text)).toEqual(new Set([n1]));
    expect(scriptNonces(again.text)).toEqual(new Set([n2]));
    // The same page, only the nonce differs.
    expect(hit.text.replaceAll(n1, 'N')).toBe(again.text.replaceAll(n2, 'N'));
    expect(hit.text.replaceAll(n1, 'N')).toBe(miss.text.replaceAll(nonceOf(miss.headers['content-security-policy']), 'N'));
  });

  it('keeps an upstream request id that is well formed, like every other response', async () => {
    const { get } = await shop();
    await get('/pages/about-us');
    const hit = await get('/pages/about-us').set('x-request-id', 'proxy-id-12345678');
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(hit.headers['x-request-id']).toBe('proxy-id-12345678');
  });

  it('serves gzip made once per page, with the response nonce spliced in, to clients that accept it', async () => {
    const { app, get } = await shop();
    const plain = (await get('/en-au')).text;
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    /** The raw bytes as they crossed the wire (superagent would gunzip them). */
    const gzipped = () =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        httpGet({ host: '127.0.0.1', port, path: '/en-au', headers: { host: 'shop.test', 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    try {
      // The gzipped copy is made on the thread pool just after the page is stored; until then the
      // chain answers (a hit from the chain's cache, compressed by the chain: brotli here). Wait for
      // the copy itself, not for a hit: on a loaded machine the thread pool may take a while.
      await expect.poll(async () => (await gzipped()).headers['content-encoding'], { timeout: 10_000 }).toBe('gzip');
      const hit = await gzipped();
      expect(hit.headers['x-page-cache']).toBe('hit');
      expect(hit.headers['content-encoding']).toBe('gzip');
      expect(hit.headers['vary']).toBe('Sec-CH-Viewport-Width, Viewport-Width, Accept-Encoding');
      expect(Number(hit.headers['content-length'])).toBe(hit.body.length);
      expect(hit.body.length).toBeLessThan(Buffer.byteLength(plain) / 4);
      const html = gunzipSync(hit.body).toString();
      const nonce = nonceOf(String(hit.headers['content-security-policy']));
      expect(scriptNonces(html)).toEqual(new Set([nonce]));
      expect(html.replaceAll(nonce, 'N')).toBe(plain.replaceAll([...scriptNonces(plain)][0]!, 'N'));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('writes the access line for a hit as for any request, with its id', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>), done()) });
    const { get } = await shop(pino({ level: 'info', base: undefined }, sink));
    await get('/pages/about-us?secret=abc');
    const hit = await get('/pages/about-us?secret=abc');
    expect(hit.headers['x-page-cache']).toBe('hit');
    // The access line is written when the response finishes, which may be after the client has read it.
    await expect.poll(() => lines.some((l) => (l.req as { id?: string } | undefined)?.id === hit.headers['x-request-id'])).toBe(true);
    const line = lines.find((l) => (l.req as { id?: string } | undefined)?.id === hit.headers['x-request-id']);
    expect(line).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/pages/about-us?secret=[redacted]' }, res: { statusCode: 200 } });
    expect(typeof line?.responseTime).toBe('number');
  });

  it('writes the access line for a carted hit answered in front, with its id and nothing of the cookie', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>), done()) });
    const { get } = await shop(pino({ level: 'info', base: undefined }, sink));
    await get('/pages/about-us');
    const hit = await get('/pages/about-us').set('cookie', 'cart=gid%3A%2F%2Fshopify%2FCart%2Fno-such-cart');
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(hit.headers['cache-control']).toBe('private, no-store');
    await expect.poll(() => lines.some((l) => (l.req as { id?: string } | undefined)?.id === hit.headers['x-request-id'])).toBe(true);
    const mine = lines.filter((l) => (l.req as { id?: string } | undefined)?.id === hit.headers['x-request-id']);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/pages/about-us' }, res: { statusCode: 200 } });
    expect(JSON.stringify(lines)).not.toContain('no-such-cart');
  });

  it('keys the carousel cookie and never answers a personal cookie from memory', async () => {
    const { get } = await shop();
    await get('/');
    expect((await get('/').set('cookie', 'cartCarouselVisible=false')).headers['x-page-cache']).toBe('miss');
    expect((await get('/').set('cookie', 'cartCarouselVisible=false; _shopify_y=1')).headers['x-page-cache']).toBe('hit');
    // A cart, session or chosen-store cookie gets the shared shell with its own holes (issue 18), private: from the front, or from the chain for a session cookie that does not verify.
    for (const cookie of ['cart=abc', 'customer_session=x', 'preferredStore=forestville']) {
      const res = await get('/').set('cookie', cookie);
      expect(res.headers['x-page-cache'], cookie).toBe('hit');
      expect(res.headers['cache-control'], cookie).toBe('private, no-store');
    }
    for (const cookie of ['storefront_preview=y', '_shopify_y=1; Cart=z']) {
      const res = await get('/').set('cookie', cookie);
      expect(res.headers['x-page-cache'], cookie).toBeUndefined();
      expect(res.headers['cache-control'], cookie).toBe('private, no-store');
    }
  });
});

describe('cookiesOf (the names and values the cache needs from a Cookie header)', () => {
  it.each([
    [undefined, {}],
    ['', {}],
    ['a=1', { a: '1' }],
    [' a = 1 ;b=2', { a: '1', b: '2' }],
    ['a=1; a=2', { a: '1' }],
    ['q="quoted"', { q: 'quoted' }],
    ['e=a%20b', { e: 'a b' }],
    ['bad=%zz', { bad: '%zz' }],
    ['novalue; x=1', { x: '1' }],
    ['=nameless; y=2', { y: '2' }],
  ])('%s', (header, expected) => {
    expect({ ...cookiesOf(header) }).toEqual(expected);
  });
});
