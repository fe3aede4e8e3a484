// No private key or secret ever reaches the browser. The app is built with every secret variable
// set to a recognisable value, then every page type (each route of PAGE_ROUTES, in two locales,
// anonymous and signed in, as HTML and as client-navigation JSON), the sitemap, robots.txt and the
// browser APIs are scanned for those values, headers included; so is a client bundle built with the
// same variables in its environment.
//
// Two configurations, because content and preview secrets exclude each other: (A) Shopify against a
// local Storefront stand-in serving the demo catalogue (https calls to the store domain are routed
// to it, as a DNS entry would), embedded content with a preview secret,
// reCAPTCHA, the newsletter webhook, Typesense keys and the analytics shop id; (B) Sanity content
// with its read token and preview secret. Sanity's API host is not configurable, so in (B) content
// cannot load here and the pages are the error screens: they are scanned all the same.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { PAGE_ROUTES } from '../../src/ui/routes';
import { shopifyCartRoot } from '../adapters/cart/support/shopify-cart-backend';
import { ShopifyCustomerBackend } from '../adapters/accounts/support/shopify-customer-backend';
import { demoStorefrontRoot } from '../adapters/shopify/support/demo-storefront';
import { startRecordingServer, type RecordingServer } from '../support/recording-http-server';
import { MOCK_STORE_DOMAIN, StorefrontMockServer } from '../support/storefront-mock-server';
import { buildTestApp } from '../support/test-app';

const SECRETS = {
  SESSION_SECRET: 'SECRETVALUE-session-5c1f0e9a7b3d4e2f8a6c0b1d3e5f7a9c',
  SHOPIFY_STOREFRONT_API_TOKEN: 'SECRETVALUE-storefront-token-71d2',
  TYPESENSE_ADMIN_KEY: 'SECRETVALUE-typesense-admin-key-93ab',
  SANITY_READ_TOKEN: 'SECRETVALUE-sanity-read-token-4e8c',
  SANITY_PREVIEW_SECRET: 'SECRETVALUE-sanity-preview-6b2d-77aa',
  PREVIEW_SECRET: 'SECRETVALUE-preview-secret-0f5e-88bb',
  RECAPTCHA_SECRET_KEY: 'SECRETVALUE-recaptcha-secret-8d1a',
  NEWSLETTER_WEBHOOK_KEY: 'SECRETVALUE-webhook-key-2c7f',
  SHOPIFY_ADMIN_API_TOKEN: 'SECRETVALUE-shopify-admin-token-3a9e',
  SHOPIFY_WEBHOOK_SECRET: 'SECRETVALUE-shopify-webhook-secret-5a9e',
} as const;
const SECRET_VALUES = Object.values(SECRETS);
/** Public by design (spec section 7 and safeEnv): these may appear, and are not secrets. */
const PUBLIC = { RECAPTCHA_SITE_KEY: '6LcPublicSiteKey-visible', TYPESENSE_SEARCH_ONLY_KEY: 'public-search-only-key', SHOPIFY_SHOP_ID: '55667788' };

const leaks = (text: string) => SECRET_VALUES.filter((secret) => text.includes(secret));
const scanned = (res: request.Response) => `${JSON.stringify(res.headers)}\n${res.text ?? ''}`;

let catalogue: ReturnType<typeof generateCatalogue>;
let productHandle: string;

/** A URL for every page route, with a real product, store and category where the route needs one. */
function pagePaths(): string[] {
  const sample: Record<string, Record<string, string>> = {
    product: { handle: productHandle },
    collection: { handle: 'guitar-bass' },
    store: { slug: 'melbourne-fitzroy' },
    'content-page': { slug: 'about-us' },
    checkout: { token: 'no-such-checkout' },
  };
  return PAGE_ROUTES.map((route) => {
    if ('index' in route) return '/';
    const filled = route.path.replace(/:(\w+)/g, (_m, name: string) => sample[route.id]?.[name] ?? 'sample').replace('*', 'no-such-page');
    return `/${filled}${route.id === 'search' ? '?search%5Bquery%5D=guitar' : ''}`;
  });
}

/** Scans anonymously, then (with `cookies`) as a signed-in shopper in preview mode. */
async function scanApp(app: Parameters<typeof request>[0], cookies: string | null) {
  const found: { path: string; status: number; leaked: string[] }[] = [];
  const paths = pagePaths().flatMap((p) => [p, `/en-au${p === '/' ? '' : p}`]);
  const routeIds = ['root', ...PAGE_ROUTES.map((r) => r.id)];
  const clients = [(p: string) => request(app).get(p), ...(cookies ? [(p: string) => request(app).get(p).set('cookie', cookies)] : [])];
  for (const get of clients) {
    for (const p of [...paths, '/sitemap.xml', '/robots.txt', '/api/cart', '/api/saved', '/healthz', '/readyz']) {
      const res = await get(p);
      found.push({ path: p, status: res.status, leaked: leaks(scanned(res)) });
    }
    for (const [i, p] of pagePaths().entries()) {
      const url = `/_data${p.split('?')[0] === '/' ? '' : p.split('?')[0]}?_route=${routeIds[i + 1]}`;
      const res = await get(url);
      found.push({ path: url, status: res.status, leaked: leaks(scanned(res)) });
    }
    const root = await get('/_data/?_route=root');
    found.push({ path: '/_data/?_route=root', status: root.status, leaked: leaks(scanned(root)) });
  }
  const posts: [string, request.Response][] = [
    ['POST opt-in', await request(app).post('/api/submit-opt-in-cta-v2').set('content-type', 'application/json').send(JSON.stringify({ email: 'ann@example.com', captchaToken: 'x' }))],
    ['POST log-in', await request(app).post('/account/login').set('accept', 'application/json').type('form').send({ email: 'nobody@example.com', password: 'wrong password' })],
    ['POST analytics', await request(app).post('/api/analytics').set('content-type', 'application/json').send('{')],
  ];
  for (const [label, res] of posts) found.push({ path: label, status: res.status, leaked: leaks(scanned(res)) });
  return found;
}

describe('no secret in any served page, payload or header', () => {
  let shopify: StorefrontMockServer;
  let typesense: RecordingServer;
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    catalogue = generateCatalogue({ seed: 20261121, productCount: 300 });
    productHandle = catalogue.products.find((p) => p.status === 'active' && p.openBoxParent === null)!.handle;
    const customers = new ShopifyCustomerBackend();
    shopify = await StorefrontMockServer.start({
      root: { ...demoStorefrontRoot(catalogue), ...shopifyCartRoot(catalogue), ...customers.root() },
      accessToken: SECRETS.SHOPIFY_STOREFRONT_API_TOKEN,
    });
    typesense = await startRecordingServer(() => ({ status: 503, body: '{"message":"Not Ready"}', contentType: 'application/json' }));
    globalThis.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      return url.host === MOCK_STORE_DOMAIN ? shopify.fetch(input, init) : realFetch(input, init);
    };
  });
  afterAll(async () => {
    globalThis.fetch = realFetch;
    await shopify.close();
    await typesense.close();
  });

  it('(A) Shopify, embedded content with preview, reCAPTCHA, webhook, Typesense, analytics', async () => {
    const { app } = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        PUBLIC_SITE_URL: 'https://www.example.com.au',
        DEMO_SEED: '20261121',
        SESSION_SECRET: SECRETS.SESSION_SECRET,
        SHOPIFY_STORE_DOMAIN: MOCK_STORE_DOMAIN,
        SHOPIFY_STOREFRONT_API_TOKEN: SECRETS.SHOPIFY_STOREFRONT_API_TOKEN,
        SHOPIFY_ADMIN_API_TOKEN: SECRETS.SHOPIFY_ADMIN_API_TOKEN,
        SHOPIFY_WEBHOOK_SECRET: SECRETS.SHOPIFY_WEBHOOK_SECRET,
        SHOPIFY_SHOP_ID: PUBLIC.SHOPIFY_SHOP_ID,
        TYPESENSE_NODES: typesense.url.replace(/\/$/, ''),
        TYPESENSE_SEARCH_ONLY_KEY: PUBLIC.TYPESENSE_SEARCH_ONLY_KEY,
        TYPESENSE_ADMIN_KEY: SECRETS.TYPESENSE_ADMIN_KEY,
        PREVIEW_SECRET: SECRETS.PREVIEW_SECRET,
        RECAPTCHA_SITE_KEY: PUBLIC.RECAPTCHA_SITE_KEY,
        RECAPTCHA_SECRET_KEY: SECRETS.RECAPTCHA_SECRET_KEY,
        NEWSLETTER_WEBHOOK_URL: `http://127.0.0.1:9/hook?key=${SECRETS.NEWSLETTER_WEBHOOK_KEY}`,
      },
    });
    // Production cookies are Secure, which a test over http does not send back by itself.
    const registered = await request(app).post('/account/register').set('accept', 'application/json').type('form').send({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', password: 'correct horse battery' }).expect(200);
    const preview = await request(app).get(`/api/preview?secret=${encodeURIComponent(SECRETS.PREVIEW_SECRET)}&slug=/`);
    const cookies = ([] as string[]).concat(registered.headers['set-cookie'] ?? [], preview.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');

    const results = await scanApp(app, cookies);
    expect(results.find((r) => r.path === '/')?.status).toBe(200);
    expect(results.find((r) => r.path === `/products/${productHandle}`)?.status).toBe(200);
    expect(results.filter((r) => r.path === '/account').map((r) => r.status)).toEqual([302, 200]);
    const home = await request(app).get('/');
    expect(home.text).toContain(PUBLIC.RECAPTCHA_SITE_KEY);
    expect(results.filter((r) => r.leaked.length > 0)).toEqual([]);
  }, 120_000);

  it('(B) Sanity content with its read token and preview secret', async () => {
    const { app } = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        PUBLIC_SITE_URL: 'https://www.example.com.au',
        SESSION_SECRET: SECRETS.SESSION_SECRET,
        SANITY_PROJECT_ID: 'secretscan',
        SANITY_DATASET: 'production',
        SANITY_READ_TOKEN: SECRETS.SANITY_READ_TOKEN,
        SANITY_PREVIEW_SECRET: SECRETS.SANITY_PREVIEW_SECRET,
      },
    });
    const results = await scanApp(app, null);
    expect(results.length).toBeGreaterThan(20);
    expect(results.filter((r) => r.leaked.length > 0)).toEqual([]);
  }, 120_000);
});

describe('no secret in the client bundle', () => {
  let workDir: string;
  afterAll(() => {
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('a client built with every secret variable in its environment contains none of them', async () => {
    const repo = path.resolve(import.meta.dirname, '../..');
    workDir = mkdtempSync(path.join(tmpdir(), 'secret-scan-'));
    for (const entry of ['src', 'data', 'scripts', 'esbuild.config.mjs', 'package.json', 'tsconfig.json']) cpSync(path.join(repo, entry), path.join(workDir, entry), { recursive: true });
    symlinkSync(path.join(repo, 'node_modules'), path.join(workDir, 'node_modules'), 'dir');
    const env = { ...process.env, ...SECRETS, ...PUBLIC, NEWSLETTER_WEBHOOK_URL: `https://hooks.example/x?key=${SECRETS.NEWSLETTER_WEBHOOK_KEY}`, NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://www.example.com.au' };
    await promisify(execFile)(process.execPath, ['esbuild.config.mjs'], { cwd: workDir, env, timeout: 120_000 });

    const assets = path.join(workDir, 'dist', 'public', 'assets');
    const files = listFiles(assets);
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    const leaked = files.filter((file) => leaks(readFileSync(file, 'utf8')).length > 0).map((f) => path.relative(assets, f));
    expect(leaked).toEqual([]);
  }, 180_000);
});

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}
