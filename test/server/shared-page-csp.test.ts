// Issue 31, "A CSP that shared caches cannot break": a page an edge or CDN keeps (public,
// s-maxage) is handed to every visitor for a minute, so it carries no per-response nonce, in its
// Content-Security-Policy or its HTML. Its few inline scripts are allowed by their sha256 hashes,
// worked out here from the response's own bytes (the policy is checked against the page, not the
// code against itself). Observatory's rules still hold: no 'unsafe-inline' script, object-src
// 'none', frame-ancestors 'none', base-uri 'self'. The ESI fragments spliced into a shared page carry
// no nonce either. A private page (the cart) keeps the same hashes, and a nonce of its own for the
// scripts React streams into it.
import { createHash } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { MiddlewareMockServer } from '../support/middleware-mock-server';
import { buildTestApp } from '../support/test-app';
import { productFixtures } from './product-fixtures';

const built = await buildTestApp();
const app: Express = built.app;
const products = productFixtures(built.config);
const ESI = 'varnish="ESI/1.0"';

const SHARED_PAGES: [string, string][] = [
  ['home', '/'],
  ['collection', '/collections/guitar-bass'],
  ['product', `/products/${products.normal.handle}`],
  ['search', '/search?search[query]=guitar'],
  ['store', '/locations/melbourne-fitzroy'],
  ['content page', '/pages/about-us'],
  ['404', '/no-such-page'],
];

const directives = (csp: string) => new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));

interface InlineScript {
  attributes: string;
  text: string;
}

/** The page's inline scripts that a browser runs: no src, and no data type (JSON, JSON-LD). */
function executableInlineScripts(html: string): InlineScript[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes = '', text = '']) => ({ attributes, text }))
    .filter(({ attributes }) => !/\ssrc=/.test(attributes) && !/\stype="application\/(?:ld\+)?json"/.test(attributes));
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Observatory's script and framing rules, as the existing security checks read them. */
function expectObservatoryRules(csp: Map<string, string[]>) {
  const scriptSrc = csp.get('script-src') ?? [];
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(scriptSrc).not.toContain('*');
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
}

describe('shared pages: no nonce, inline scripts allowed by hash', () => {
  it.each(SHARED_PAGES.flatMap(([name, path]) => [[name, path, 'through an ESI edge', ESI] as const, [name, path, 'asked directly', ''] as const]))(
    '%s (%s) %s',
    async (_name, path, _how, capability) => {
      const asked = request(app).get(path);
      const res = await (capability ? asked.set('surrogate-capability', capability) : asked);
      expect(res.status).toBe(path === '/no-such-page' ? 404 : 200);
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
      const policy = String(res.headers['content-security-policy']);
      expect(policy).not.toContain('nonce-');
      expect(res.text).not.toMatch(/\snonce=/);
      const csp = directives(policy);
      expectObservatoryRules(csp);
      // One inline script on every shared page: the one that loads the entry after the first screen.
      const scripts = executableInlineScripts(res.text);
      expect(scripts.map(({ text }) => text.slice(0, 14))).toEqual(['(()=>{let d=0;']);
      for (const { text } of scripts) expect(csp.get('script-src'), text.slice(0, 80)).toContain(sha256(text));
    },
  );

  it('every shared page has the same policy (nothing in it changes per response)', async () => {
    const policies = new Set<string>();
    for (const [, path] of SHARED_PAGES) for (let i = 0; i < 2; i++) policies.add(String((await request(app).get(path)).headers['content-security-policy']));
    expect(policies.size).toBe(1);
  });
});

describe('the ESI fragments spliced into a shared page', () => {
  it.each(['header-links'])('%s carries no nonce and no executable script', async (name) => {
    const res = await request(app).get(`/_esi/hole?name=${name}&base=`).expect(200);
    expect(res.text).not.toMatch(/\snonce=/);
    expect(executableInlineScripts(res.text)).toEqual([]);
  });
});

const middleware = await MiddlewareMockServer.start(products.catalogue);
const { app: overHttp } = await buildTestApp({ env: { MIDDLEWARE_BASE_URL: middleware.url } });
afterAll(() => middleware.close());

describe('a shared product page whose deferred data is slow', () => {
  it('is sent complete: no boundary left for a streamed script to fill, no nonce, the one hashed inline script', async () => {
    middleware.fault({ kind: 'slow', delayMs: 400 });
    const res = await request(overHttp).get(`/products/${products.normal.handle}`).set('surrogate-capability', ESI).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(res.text).not.toContain('<!--$?-->');
    expect(res.text).not.toContain('deferred__complete');
    expect(res.text).toMatch(/<div class="product-stock"><p class="product-stock__online" data-testid="online-stock">/);
    expect(res.text).not.toMatch(/\snonce=/);
    const csp = directives(String(res.headers['content-security-policy']));
    const scripts = executableInlineScripts(res.text);
    expect(scripts).toHaveLength(1);
    for (const { text } of scripts) expect(csp.get('script-src')).toContain(sha256(text));
  });
});

describe('a private page (the cart, a shopper with a cart)', () => {
  it("keeps the shared pages' hashes and Observatory's rules, and every inline script is allowed by a hash or this response's nonce", async () => {
    const shopper = request.agent(app);
    const variant = products.normal.variants[0]!.id;
    const form = { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${variant}`, quantity: 1 }] } }) };
    await shopper.post('/cart').set('accept', 'application/json').type('form').send(form).expect(200);
    const res = await shopper.get('/cart').expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const csp = directives(String(res.headers['content-security-policy']));
    expectObservatoryRules(csp);
    const shared = directives(String((await request(app).get('/')).headers['content-security-policy']));
    const hashes = (shared.get('script-src') ?? []).filter((source) => source.startsWith("'sha256-"));
    expect(hashes).toHaveLength(1);
    for (const hash of hashes) expect(csp.get('script-src')).toContain(hash);
    const nonce = (csp.get('script-src') ?? []).find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
    const scripts = executableInlineScripts(res.text);
    expect(scripts.length).toBeGreaterThan(0);
    for (const { attributes, text } of scripts) {
      const allowed = (csp.get('script-src') ?? []).includes(sha256(text)) || (nonce !== undefined && attributes.includes(`nonce="${nonce}"`));
      expect(allowed, `${attributes} ${text.slice(0, 80)}`).toBe(true);
    }
  });
});
