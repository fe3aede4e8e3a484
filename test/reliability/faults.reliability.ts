// Each production adapter pointed at a local upstream that refuses connections, resets them,
// answers after 5 s, answers 500 or answers garbage. The page (or API) that depends on it still
// answers within its budget, with the spec's fallback and the right status; and after a burst of
// requests the dead upstream has seen only a handful of calls, because the circuit opened.
// The shopper routes (accounts, newsletter, analytics) are mounted with the failing adapters and
// per-IP limits raised out of the way, so a burst shows the breaker at work, not the rate limit.
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { DependencyContainer } from 'tsyringe';
import { ShopifyCustomerAccounts } from '../../src/adapters/shopify/shopify-customer-accounts';
import { ShopifyAnalytics } from '../../src/adapters/shopify/shopify-analytics';
import { RecaptchaCaptcha } from '../../src/adapters/recaptcha/recaptcha-captcha';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { SanityContentSource } from '../../src/adapters/sanity/sanity-content-source';
import { ShopifyCartStore } from '../../src/adapters/shopify/shopify-cart-store';
import { createShopifyClient } from '../../src/adapters/shopify/shopify-client';
import { ShopifyProductCatalog } from '../../src/adapters/shopify/shopify-product-catalog';
import { ShopifyRelatedProducts } from '../../src/adapters/shopify/shopify-related-products';
import type { EventLog, NewsletterSubscriptions } from '../../src/application/ports';
import { TOKENS } from '../../src/application/tokens';
import { loadConfig } from '../../src/server/config';
import { productRoutes } from '../../src/server/http/product-routes';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../src/server/http/rate-limit';
import { SESSION_COOKIE_NAME, signSession } from '../../src/server/http/session';
import { shopperRoutes } from '../../src/server/http/shopper-routes';
import type { UseCases } from '../../src/server/ssr/request-services';
import { buildTestApp } from '../support/test-app';
import { FAULT_MODES, startFaultServer, type FaultMode, type FaultServer } from './support/fault-server';

/** Slowest acceptable answer with a failing upstream: the adapter's deadline plus rendering. */
const PAGE_BUDGET_MS = 4_000;
/** Page loads in the burst that checks the circuit breaker. */
const BURST = 30;
/** Per-IP limits far above any burst here: what stops the calls must be the circuit breaker. */
const NO_LIMITS: RateLimits = Object.fromEntries(Object.entries(DEFAULT_RATE_LIMITS).map(([route, limit]) => [route, { ...limit, limit: 100_000 }])) as unknown as RateLimits;
const SESSION_SECRET = loadConfig({ NODE_ENV: 'test' }).session.secret;
/** A signed-in shopper of the Shopify account system (the session cookie the shop signs after log-in). */
const SIGNED_IN = `${SESSION_COOKIE_NAME}=${signSession({ token: 'shopify-customer-access-token', expiresAt: Date.now() + 24 * 3_600_000 }, SESSION_SECRET)}`;
const SHOPIFY_CART = `cart=${encodeURIComponent('gid://shopify/Cart/c1-fault?key=k1')}`;
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const sellable = generateCatalogue({ seed: 20261121, productCount: 300 }).products.filter((p) => p.status === 'active' && p.openBoxParent === null);
/** A product with a rental rate, so the rental service is asked too. */
const product = sellable.find((p) => p.rentalRate !== null) ?? sellable[0]!;

interface Wiring {
  env?: Record<string, string>;
  override?: (container: DependencyContainer) => void;
}

interface Case {
  upstream: string;
  wire: (origin: string) => Wiring;
  method?: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** A form post (urlencoded) rather than JSON. */
  form?: boolean;
  /** Sent as JSON by a script (accept: application/json), or as a browser's form post/page load. */
  accept?: string;
  headers?: Record<string, string>;
  /** Statuses that are right for this failure (a page that degrades answers 200). */
  status: readonly number[];
  /** The fallback the shopper sees. */
  shows: RegExp;
  /** Where a mode rightly answers otherwise (a webhook's 2xx means subscribed, whatever its body). */
  statusFor?: Partial<Record<FaultMode, readonly number[]>>;
  budgetMs?: number;
  /** What a rejected write must leave unchanged, read from the composition after the request. */
  stored?: (container: DependencyContainer) => Promise<unknown[]>;
}

/** Routes the Storefront API's https URL to the local upstream. */
const toOrigin = (origin: string): typeof fetch => (input, init) => fetch(`${origin}${new URL(String(input instanceof Request ? input.url : input)).pathname}`, init);

const shopifyClient = (origin: string) => createShopifyClient({ storeDomain: 'fault.myshopify.com', publicToken: 'token', apiVersion: '2026-04' }, { fetch: toOrigin(origin) });
const silentLog: EventLog = { warn: () => {}, info: () => {} };
const addLine = (merchandiseId: string) => JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId, quantity: 1 }] } });
const shopifyCart = (origin: string): Wiring => ({ override: (c) => c.register(TOKENS.CartStore, { useValue: new ShopifyCartStore(shopifyClient(origin)) }) });
const shopifyAccounts = (origin: string): Wiring => ({ override: (c) => c.register(TOKENS.CustomerAccounts, { useValue: new ShopifyCustomerAccounts(shopifyClient(origin)) }) });

const CASES: Case[] = [
  {
    upstream: 'content (Sanity)',
    wire: (origin) => ({
      override: (c) =>
        c.register(TOKENS.ContentSource, {
          useValue: new SanityContentSource({ projectId: 'fault', dataset: 'production', apiVersion: '2025-02-19', previewSecret: 'p'.repeat(32) }, { apiHost: origin }),
        }),
    }),
    // The home page's banners and carousels are its content: without them it is the 500 page.
    path: '/',
    status: [500, 503],
    shows: /500 Error|Try again|The shop is unavailable right now/,
  },
  {
    upstream: 'content (Sanity)',
    wire: (origin) => ({
      override: (c) =>
        c.register(TOKENS.ContentSource, {
          useValue: new SanityContentSource({ projectId: 'fault', dataset: 'production', apiVersion: '2025-02-19', previewSecret: 'p'.repeat(32) }, { apiHost: origin }),
        }),
    }),
    path: '/pages/about-us',
    status: [500, 503],
    shows: /500 Error|Try again|The shop is unavailable right now/,
  },
  {
    upstream: 'catalogue (Shopify)',
    wire: (origin) => ({
      override: (c) =>
        c.register(TOKENS.ProductCatalog, {
          useValue: new ShopifyProductCatalog(createShopifyClient({ storeDomain: 'fault.myshopify.com', publicToken: 'token', apiVersion: '2026-04' }, { fetch: toOrigin(origin) })),
        }),
    }),
    path: '/',
    status: [200],
    shows: /<footer/,
  },
  {
    upstream: 'catalogue (Shopify)',
    wire: (origin) => ({
      override: (c) =>
        c.register(TOKENS.ProductCatalog, {
          useValue: new ShopifyProductCatalog(createShopifyClient({ storeDomain: 'fault.myshopify.com', publicToken: 'token', apiVersion: '2026-04' }, { fetch: toOrigin(origin) })),
        }),
    }),
    path: `/products/${product.handle}`,
    status: [500, 503],
    shows: /500 Error|Try again|The shop is unavailable right now/,
  },
  {
    upstream: 'search (Typesense)',
    wire: (origin) => ({ env: { TYPESENSE_NODES: origin, TYPESENSE_SEARCH_ONLY_KEY: 'search-only-key' } }),
    // Search down is said as such (issue 30): a 503 screen in the shop's layout, never an empty listing.
    path: '/collections/guitar-bass',
    status: [503],
    shows: /Search is unavailable right now\. Please try again in a few minutes\.[\s\S]*<footer/,
  },
  { upstream: 'middleware (inventory, open box)', wire: (origin) => ({ env: { MIDDLEWARE_BASE_URL: origin } }), path: `/products/${product.handle}`, status: [200], shows: new RegExp(escape(product.title)) },
  {
    upstream: 'middleware (shipping rates)',
    wire: (origin) => ({ env: { MIDDLEWARE_BASE_URL: origin } }),
    method: 'POST',
    path: `/api/products/${product.handle}/shipping-estimate`,
    // The default (US) site: a ZIP code, so the quote reaches the middleware.
    body: { postcode: '10001' },
    // A carrier quote has a 4 s deadline (composition-root): the shopper waits on it.
    budgetMs: 5_000,
    status: [200, 502, 503],
    shows: /No shipping options available\. Please try a different postal code\.|Failed to calculate shipping rates\. Please try again later\./,
  },
  { upstream: 'rental rates', wire: (origin) => ({ env: { RENTAL_SERVICE_URL: origin } }), path: `/products/${product.handle}`, status: [200], shows: new RegExp(escape(product.title)) },
  {
    upstream: 'newsletter webhook',
    wire: (origin) => ({ env: { NEWSLETTER_WEBHOOK_URL: `${origin}/hook` } }),
    method: 'POST',
    path: '/api/submit-opt-in-cta-v2',
    body: { email: 'fault@example.com', captchaToken: 't', errors: {} },
    status: [502, 503],
    statusFor: { malformed: [200] },
    shows: /error|"ok":true/i,
  },
  {
    // The shopper's form shows 'Error, please try again' for any answer that is not ok; a provider
    // outage is not the shopper's fault, so it is a 503, never the 403 of a refused captcha.
    upstream: 'captcha (reCAPTCHA siteverify)',
    wire: (origin) => ({
      override: (c) => {
        c.register(TOKENS.Captcha, { useValue: new RecaptchaCaptcha({ secretKey: 'fault-secret', minScore: 0.5, verifyUrl: `${origin}/recaptcha/api/siteverify` }, silentLog) });
      },
    }),
    method: 'POST',
    path: '/api/submit-opt-in-cta-v2',
    body: { email: 'fault@example.com', captchaToken: '03A-token', errors: {} },
    status: [503],
    shows: /^\{"error":\{"code":"service_unavailable","message":"The newsletter service is unavailable\. Please try again\."\}\}$/,
    stored: async (c) => (c.resolve<NewsletterSubscriptions>(TOKENS.NewsletterSubscriptions) as unknown as { emails(): Promise<string[]> }).emails(),
  },
  {
    // Analytics never fails a shopper's request: the beacon is answered once the batch was tried.
    upstream: 'analytics (Shopify batch endpoint)',
    wire: (origin) => ({ override: (c) => c.register(TOKENS.Analytics, { useValue: new ShopifyAnalytics({ endpoint: `${origin}/.well-known/shopify/monorail/unstable/produce_batch` }, silentLog) }) }),
    method: 'POST',
    path: '/api/analytics',
    headers: { 'user-agent': BROWSER },
    body: { consent: true, reports: [{ name: 'PAGE_VIEW', url: 'http://127.0.0.1/', path: '/', search: '', referrer: '', title: 'Home', createdAtMs: 1_767_225_600_000 }] },
    // The batch endpoint's own 2 s deadline.
    budgetMs: 2_500,
    status: [204],
    shows: /^$/,
  },
  {
    upstream: 'cart (Shopify)',
    wire: shopifyCart,
    method: 'POST',
    path: '/cart?index',
    body: { cartFormInput: addLine(`gid://shopify/ProductVariant/${product.variants[0]!.id}`) },
    status: [503],
    shows: /^\{"error":\{"code":"service_unavailable","message":"Something went wrong"\}\}$/,
  },
  {
    // A plain form post (no JavaScript) gets a small page with the error and a way back.
    upstream: 'cart (Shopify)',
    wire: shopifyCart,
    method: 'POST',
    path: '/cart',
    form: true,
    accept: 'text/html',
    headers: { cookie: SHOPIFY_CART },
    body: { cartFormInput: addLine(`gid://shopify/ProductVariant/${product.variants[0]!.id}`) },
    status: [503],
    shows: /role="alert">Something went wrong<\/p>.*Back to your cart/s,
  },
  {
    upstream: 'cart (Shopify)',
    wire: shopifyCart,
    path: '/cart',
    headers: { cookie: SHOPIFY_CART },
    // The page stands with the cart's error and its empty state (spec section 8: fallback 'Something went wrong').
    status: [200],
    shows: /<p class="cart-error" role="alert">Something went wrong<\/p>.*Your cart is empty\./s,
  },
  {
    // Related products are only logged when they fail: the carousel suggests nothing.
    upstream: 'related products (Shopify)',
    wire: (origin) => ({ override: (c) => c.register(TOKENS.RelatedProducts, { useValue: new ShopifyRelatedProducts(shopifyClient(origin)) }) }),
    method: 'POST',
    path: '/api/fetch-related-products',
    body: [`gid://shopify/Product/${product.id}`],
    status: [200],
    shows: /^\[\]$/,
  },
  {
    upstream: 'customer accounts (Shopify)',
    wire: shopifyAccounts,
    method: 'POST',
    path: '/account/login',
    form: true,
    body: { email: 'ann@example.com', password: 'correct horse battery' },
    status: [503],
    shows: /We could not reach your account right now\. Please try again\./,
  },
  {
    upstream: 'customer accounts (Shopify)',
    wire: shopifyAccounts,
    path: '/account',
    headers: { cookie: SIGNED_IN },
    status: [200],
    shows: /We could not reach your account right now\. Please try again\./,
  },
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/&/g, '(&|&amp;)');
}

/** Use cases the composition root builds with options of its own, not through the container (they talk to no failing upstream). */
const BUILT_BY_HAND = new Set(['answerCartActionOnce']);

async function shopWith(wiring: Wiring) {
  const { app, composition } = await buildTestApp({
    env: { DEMO_PRODUCT_COUNT: '300', ...wiring.env },
    // Use cases were resolved with the embedded adapters; resolve them again with the failing one.
    useCases: (real, { container }) => {
      if (!wiring.override) return real;
      wiring.override(container);
      return Object.fromEntries(Object.entries(real).map(([name, uc]) => [name, uc && !BUILT_BY_HAND.has(name) ? container.resolve((uc as object).constructor as new () => unknown) : uc])) as UseCases;
    },
    // The shopper and product routes again, first, with these use cases and no per-IP limit in the way.
    mountFirst: (express, { useCases, config }) => {
      express.use(shopperRoutes({ useCases, session: { secret: config.session.secret, secure: false }, defaultLocale: config.server.defaultLocale, analyticsShopId: '1', limits: NO_LIMITS }));
      express.use(productRoutes(useCases, { limit: 100_000, windowMs: 60_000 }));
    },
  });
  return { app, container: composition.container, close: () => composition.close() };
}

const send = (app: Parameters<typeof request>[0], c: Case, n = 0) => {
  // A new address for each sign-up, so a repeat is never the reason for an answer.
  const body = c.path === '/api/submit-opt-in-cta-v2' ? { ...(c.body as object), email: `fault-${n}@example.com` } : c.body;
  const call = c.method === 'POST' ? request(app).post(c.path) : request(app).get(c.path);
  call.set('accept', c.accept ?? (c.method === 'POST' ? 'application/json' : 'text/html'));
  for (const [name, value] of Object.entries(c.headers ?? {})) call.set(name, value);
  if (c.method === 'POST') return c.form ? call.type('form').send(body as Record<string, string>) : call.send(body as object);
  return call;
};

const upstreams: FaultServer[] = [];
afterAll(async () => {
  await Promise.all(upstreams.map((u) => u.close()));
});

describe.each(CASES.map((c) => ({ method: 'GET' as const, ...c })))('$upstream failing: $method $path', (c) => {
  it.each(FAULT_MODES)('%s: answers within the budget with the fallback and the right status', async (mode: FaultMode) => {
    const upstream = await startFaultServer(mode);
    upstreams.push(upstream);
    const shop = await shopWith(c.wire(upstream.origin));
    const started = performance.now();
    const res = await send(shop.app, c);
    const ms = performance.now() - started;
    console.log(`faults: ${c.upstream} ${mode.padEnd(9)} ${c.method ?? 'GET'} ${c.path} → ${res.status} in ${ms.toFixed(0)} ms (upstream saw ${upstream.hits})`);
    expect(c.statusFor?.[mode] ?? c.status, `status ${res.status}: ${res.text.slice(0, 200)}`).toContain(res.status);
    expect(ms).toBeLessThan(c.budgetMs ?? PAGE_BUDGET_MS);
    expect(res.text).toMatch(c.shows);
    if (c.stored) expect(await c.stored(shop.container), 'a refused write stores nothing').toEqual([]);
    await shop.close();
  });

  it.each(['error', 'reset'] as const)('%s: a burst of requests does not hammer the dead upstream', async (mode) => {
    const upstream = await startFaultServer(mode);
    upstreams.push(upstream);
    const shop = await shopWith(c.wire(upstream.origin));
    await send(shop.app, c);
    const perRequest = Math.max(1, upstream.hits);
    const statuses = new Set<number>();
    for (let i = 1; i <= BURST; i++) statuses.add((await send(shop.app, c, i)).status);
    // The per-IP limits are out of the way: every answer is the fallback, none a 429.
    expect([...statuses].filter((status) => status === 429)).toEqual([]);
    console.log(`faults: ${c.upstream} ${mode} burst: ${BURST + 1} requests, upstream saw ${upstream.hits} (first request ${perRequest})`);
    // Without a breaker every request would cost perRequest calls; with it, a few more than the opening ones.
    expect(upstream.hits).toBeLessThan(Math.max(12, perRequest * 6));
    await shop.close();
  });
});
