// Each production adapter pointed at a local upstream that refuses connections, resets them,
// answers after 5 s, answers 500 or answers garbage. The page (or API) that depends on it still
// answers within its budget, with the spec's fallback and the right status; and after a burst of
// requests the dead upstream has seen only a handful of calls, because the circuit opened.
import pino from 'pino';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { DependencyContainer } from 'tsyringe';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { SanityContentSource } from '../../src/adapters/sanity/sanity-content-source';
import { createShopifyClient } from '../../src/adapters/shopify/shopify-client';
import { ShopifyProductCatalog } from '../../src/adapters/shopify/shopify-product-catalog';
import { TOKENS } from '../../src/application/tokens';
import { createApp } from '../../src/server/app';
import { safeEnv } from '../../src/server/safe-env';
import type { UseCases } from '../../src/server/ssr/request-services';
import { buildTestApp, TEST_ASSETS } from '../support/test-app';
import { FAULT_MODES, startFaultServer, type FaultMode, type FaultServer } from './support/fault-server';

/** Slowest acceptable answer with a failing upstream: the adapter's deadline plus rendering. */
const PAGE_BUDGET_MS = 4_000;
/** Page loads in the burst that checks the circuit breaker. */
const BURST = 30;

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
  /** Statuses that are right for this failure (a page that degrades answers 200). */
  status: readonly number[];
  /** The fallback the shopper sees. */
  shows: RegExp;
  /** Where a mode rightly answers otherwise (a webhook's 2xx means subscribed, whatever its body). */
  statusFor?: Partial<Record<FaultMode, readonly number[]>>;
  budgetMs?: number;
}

/** Routes the Storefront API's https URL to the local upstream. */
const toOrigin = (origin: string): typeof fetch => (input, init) => fetch(`${origin}${new URL(String(input instanceof Request ? input.url : input)).pathname}`, init);

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
    shows: /500 Error|Try again/,
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
    shows: /500 Error|Try again/,
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
    shows: /500 Error|Try again/,
  },
  {
    upstream: 'search (Typesense)',
    wire: (origin) => ({ env: { TYPESENSE_NODES: origin, TYPESENSE_SEARCH_ONLY_KEY: 'search-only-key' } }),
    // The listing degrades to an empty one (the spec shows shoppers no search errors); the page stands.
    path: '/collections/guitar-bass',
    status: [200],
    shows: /<footer/,
  },
  { upstream: 'middleware (inventory, open box)', wire: (origin) => ({ env: { MIDDLEWARE_BASE_URL: origin } }), path: `/products/${product.handle}`, status: [200], shows: new RegExp(escape(product.title)) },
  {
    upstream: 'middleware (shipping rates)',
    wire: (origin) => ({ env: { MIDDLEWARE_BASE_URL: origin } }),
    method: 'POST',
    path: `/api/products/${product.handle}/shipping-estimate`,
    body: { postcode: '3000' },
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
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/&/g, '(&|&amp;)');
}

async function shopWith(wiring: Wiring) {
  const { composition, config } = await buildTestApp({ env: { DEMO_PRODUCT_COUNT: '300', ...wiring.env } });
  let useCases: UseCases = composition.useCases;
  if (wiring.override) {
    wiring.override(composition.container);
    // Use cases were resolved with the embedded adapters; resolve them again with the failing one.
    useCases = Object.fromEntries(Object.entries(composition.useCases).map(([name, uc]) => [name, uc ? composition.container.resolve((uc as object).constructor as new () => unknown) : uc])) as UseCases;
  }
  const app = createApp({
    useCases,
    readiness: composition.readiness,
    logger: pino({ level: 'silent' }),
    assets: TEST_ASSETS,
    publicDir: null,
    defaultLocale: config.server.defaultLocale,
    safeEnv: safeEnv(config),
    production: false,
    mount: composition.mount,
  });
  return { app, close: () => composition.close() };
}

const send = (app: Parameters<typeof request>[0], c: Case) =>
  c.method === 'POST' ? request(app).post(c.path).set('accept', 'application/json').send(c.body as object) : request(app).get(c.path);

const upstreams: FaultServer[] = [];
afterAll(async () => {
  await Promise.all(upstreams.map((u) => u.close()));
});

describe.each(CASES)('$upstream failing: $method $path', (c) => {
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
    await shop.close();
  });

  it.each(['error', 'reset'] as const)('%s: a burst of requests does not hammer the dead upstream', async (mode) => {
    const upstream = await startFaultServer(mode);
    upstreams.push(upstream);
    const shop = await shopWith(c.wire(upstream.origin));
    await send(shop.app, c);
    const perRequest = Math.max(1, upstream.hits);
    for (let i = 0; i < BURST; i++) await send(shop.app, c);
    console.log(`faults: ${c.upstream} ${mode} burst: ${BURST + 1} requests, upstream saw ${upstream.hits} (first request ${perRequest})`);
    // Without a breaker every request would cost perRequest calls; with it, a few more than the opening ones.
    expect(upstream.hits).toBeLessThan(Math.max(12, perRequest * 6));
    await shop.close();
  });
});
