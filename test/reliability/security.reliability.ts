// Security checks on the composed shop: response headers (CSP with hashes for the fixed inline
// scripts, a per-response nonce on private pages only, no 'unsafe-inline' scripts, frame-ancestors, nosniff, referrer policy, HSTS in production), cross-site
// POSTs refused, cookie flags, no configured secret in any served byte, hostile input rendered inert.
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { buildTestApp } from '../support/test-app';

const SECRETS = {
  SESSION_SECRET: 'sess-SECRET-9f8e7d6c5b4a39281706f5e4d3c2b1a0',
  PREVIEW_SECRET: 'prev-SECRET-0a1b2c3d4e5f60718293a4b5c6d7e8f9',
  RECAPTCHA_SITE_KEY: 'public-site-key-is-fine-to-show',
  RECAPTCHA_SECRET_KEY: 'recap-SECRET-5566778899aabbccddeeff00112233',
  NEWSLETTER_WEBHOOK_URL: 'https://hooks.example.com/services/hook-SECRET-7788990011aabbcc',
};
const SECRET_VALUES = [SECRETS.SESSION_SECRET, SECRETS.PREVIEW_SECRET, SECRETS.RECAPTCHA_SECRET_KEY, SECRETS.NEWSLETTER_WEBHOOK_URL, 'hook-SECRET-7788990011aabbcc'];

async function shop(options: { production: boolean; env?: Record<string, string> }) {
  return (await buildTestApp({ env: { DEMO_PRODUCT_COUNT: '300', ...options.env }, app: { production: options.production } })).app;
}

const development = await shop({ production: false });
const production = await shop({ production: true, env: { ...SECRETS, NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://www.example.com.au', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'security-')) } });
const product = generateCatalogue({ seed: 20261121, productCount: 300 }).products.find((p) => p.status === 'active' && p.openBoxParent === null)!;
const handle = product.handle;

const PAGES = ['/', '/en-au', '/pages/about-us', '/pages/locations', '/locations/melbourne-fitzroy', `/products/${handle}`, '/cart', '/account/login', '/no-such-page', '/collections/drums'];
/** The pages of PAGES that are per shopper (private, no-store); every other one a cache may share. */
const PRIVATE_PAGES = new Set(['/cart', '/account/login']);

const directives = (csp: string) => new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));

describe('response headers', () => {
  it.each(PAGES)('%s: CSP without a nonce when shared (a private page’s own nonce), no inline script allowance, frame-ancestors, nosniff, referrer policy', async (path) => {
    const res = await request(production).get(path);
    expect(res.status).toBeLessThan(500);
    const csp = directives(res.headers['content-security-policy'] ?? '');
    const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    const nonce = scriptSrc.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
    // A page a cache may share is handed to every visitor: no nonce in it (its inline scripts are hashed).
    const shared = !PRIVATE_PAGES.has(path);
    expect(String(res.headers['cache-control']).startsWith('public')).toBe(shared);
    expect(nonce === undefined ? 'none' : nonce).toMatch(shared ? /^none$/ : /^[A-Za-z0-9+/=]{16,}$/);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    if (res.type === 'text/html') {
      // Data blocks (JSON-LD) never execute; every other inline script is allowed by its hash or this response's nonce.
      const inline = [...res.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes = '']) => !/type="application\/(ld\+)?json"/.test(attributes) && !/\ssrc=/.test(attributes));
      expect(inline.length).toBeGreaterThan(0);
      for (const [tag, attributes = '', text = ''] of inline) {
        const hash = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
        expect(scriptSrc.includes(hash) || (nonce !== undefined && attributes.includes(`nonce="${nonce}"`)), tag.slice(0, 120)).toBe(true);
      }
      expect(res.text).not.toMatch(/\son[a-z]+\s*=\s*["'][^"']*["']/i);
    }
  });

  it('gives every private response its own nonce, and a shared one none', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) nonces.add(/'nonce-([^']+)'/.exec((await request(production).get('/cart')).headers['content-security-policy'] ?? '')?.[1] ?? '');
    expect(nonces.size).toBe(5);
    expect(nonces).not.toContain('');
    expect((await request(production).get('/')).headers['content-security-policy']).not.toContain('nonce-');
  });

  it('sends HSTS in production mode only', async () => {
    expect((await request(production).get('/')).headers['strict-transport-security']).toMatch(/max-age=\d{7,}; includeSubDomains/);
    expect((await request(development).get('/')).headers['strict-transport-security']).toBeUndefined();
  });

  it('does not say what the server runs', async () => {
    const res = await request(production).get('/');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('cross-site POSTs', () => {
  const STATE_CHANGING = ['/cart', '/cart?index', '/en-au/cart', '/account/login', '/account/register', '/account/logout', '/api/submit-opt-in-cta-v2', '/api/analytics', '/api/fetch-related-products', '/api/preview'];
  it.each(STATE_CHANGING)('%s is refused from another site (Sec-Fetch-Site and Origin)', async (path) => {
    const bySecFetch = await request(development).post(path).set('sec-fetch-site', 'cross-site').type('form').send({ email: 'a@b.co', slug: '/' });
    expect(bySecFetch.status).toBe(403);
    const byOrigin = await request(development).post(path).set('origin', 'https://evil.example').type('form').send({ email: 'a@b.co', slug: '/' });
    expect(byOrigin.status).toBe(403);
    expect(bySecFetch.headers['set-cookie']).toBeUndefined();
  });
});

describe('cookies', () => {
  const cookiesOf = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const variant = async () => `gid://shopify/ProductVariant/${product.variants[0]!.id}`;

  it.each([
    ['development', false],
    ['production', true],
  ])('the cart cookie is HttpOnly, SameSite=Lax, Path=/ (Secure in production) in %s', async (_mode, secure) => {
    const app = secure ? production : development;
    const merchandiseId = await variant();
    const res = await request(app)
      .post('/cart?index')
      .set('accept', 'application/json')
      .type('form')
      .send({ cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId, quantity: 1 }] } }) });
    expect(res.status).toBe(200);
    const cart = cookiesOf(res).find((c) => c.startsWith('cart='));
    expect(cart).toMatch(/; HttpOnly/);
    expect(cart).toMatch(/; SameSite=Lax/i);
    expect(cart).toMatch(/; Path=\//);
    if (secure) expect(cart).toMatch(/; Secure/);
    else expect(cart).not.toMatch(/; Secure/);
  });

  it('the customer session cookie is HttpOnly, SameSite=Lax and Secure in production', async () => {
    const email = `security-${Date.now()}@example.com`;
    const res = await request(production).post('/account/register').set('accept', 'application/json').type('form').send({ email, password: 'a-long-enough-password-1', firstName: 'Sam', lastName: 'Player', name: 'Sam Player' });
    const session = cookiesOf(res).find((c) => /session/i.test(c.split('=')[0] ?? ''));
    expect(res.status, res.text).toBeLessThan(400);
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; Secure/i);
  });

  it('the carousel cookie stays readable by page scripts, as the spec says', async () => {
    const res = await request(development).post('/cart').set('accept', 'application/json').type('form').send({ intent: 'toggleCartCarouselVisible', visible: 'false' });
    const carousel = cookiesOf(res).find((c) => c.startsWith('cartCarouselVisible='));
    expect(carousel).toMatch(/Max-Age=2592000/);
    expect(carousel).not.toMatch(/HttpOnly/);
  });
});

describe('no secret in any served byte', () => {
  const served = [
    ...PAGES,
    '/robots.txt',
    '/sitemap.xml',
    '/_data/?_route=root',
    '/_data/?_route=home',
    `/_data/products/${handle}?_route=product`,
    '/_data/pages/about-us?_route=content-page',
    '/api/cart',
    '/healthz',
    '/readyz',
    '/favicon.svg',
  ];
  it.each(served)('%s', async (path) => {
    const res = await request(production).get(path).buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
    const bytes = `${JSON.stringify(res.headers)}\n${(res.body as Buffer).toString('utf8')}`;
    for (const secret of SECRET_VALUES) expect(bytes).not.toContain(secret);
    expect(bytes).not.toMatch(/SECRET-[0-9a-f]{8}/);
  });
});

describe('script-bearing input is inert', () => {
  const PAYLOAD = '<script>alert(1)</script><img src=x onerror=alert(2)>';
  const e = encodeURIComponent(PAYLOAD);
  it.each([
    `/?search[query]=${e}`,
    `/collections/drums?search[query]=${e}&category[refinementList][brand][0]=${e}`,
    `/products/${handle}?Code=${e}`,
    `/products/${handle}?obx=${e}`,
    `/pages/stock-enquiry?sku=${e}&title=${e}`,
    `/${e}`,
    `/pages/${e}`,
  ])('%s', async (path) => {
    const res = await request(development).get(path);
    expect(res.status).toBeLessThan(500);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).not.toMatch(/<img[^>]*onerror=/i);
  });
});
