// Load and soak: the built server (dist, production mode) under mixed browsing and cart traffic at
// LOAD_CONNECTIONS (100) for LOAD_SECONDS (60) on loopback, after a warm-up. Each connection keeps
// its own cart: it adds a product, reads its cart, changes a quantity, between page views.
// Targets: zero failed requests (errors, timeouts, 5xx or any unexpected status) and resident memory
// growth under 10% after warm-up (issue 9), judged from the end of the warm-up to 2 s after the run.
//
// Full form (LOAD_SECONDS of 30 or more): the warm-up first loads every page the run will visit
// once (each browsing page and every product page, so the page cache reaches its limits), then runs
// the same mixed traffic for LOAD_WARMUP_SECONDS (20) so carts, SQLite's page cache and V8's heap
// settle; RSS is read 2 s after the warm-up ends, as it is 2 s after the run.
// Short form (CI: under 30 s): a 5 s traffic warm-up only; failures are judged, memory is printed
// but not judged, and the output says so.
import autocannon from 'autocannon';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { check, mib, ms, verdict } from '../../bench/support/report';
import { freePort, startStorefront } from '../../bench/support/storefront-process';
import { startVarnish, varnishdPath } from '../../scripts/edge.mjs';

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);
/** Shorter runs are the CI smoke form: no full warm-up, memory printed but not judged. */
const MEMORY_JUDGED_FROM_SECONDS = 30;
const full = seconds >= MEMORY_JUDGED_FROM_SECONDS;
const warmupSeconds = Number(process.env.LOAD_WARMUP_SECONDS ?? (full ? 20 : 5));
const MAX_RSS_GROWTH = 0.1;
/** Memory is read this long after traffic stops, at the end of the warm-up and of the run alike. */
const SETTLE_MS = 2_000;
/** Concurrent requests while loading every page once. */
const PREWARM_CONCURRENCY = 8;

// Products a shopper can buy (stock online): the server refuses the others with 409 since issue 15.
const products = generateCatalogue({ seed: 20261121, productCount: 2500 }).products.filter(
  (p) => p.status === 'active' && p.openBoxParent === null && p.variants[0]!.inventory.some((e) => e.locationId === 'ONLINE' && e.quantity > 0),
);
const pick = (i: number) => products[(i * 37) % products.length]!;

const BROWSING = ['/', '/en-au', '/pages/about-us', '/pages/delivery-info', '/pages/locations', '/locations/sydney-crows-nest', '/collections/guitar-bass', '/collections/drums?search[page]=2', '/no-such-page'];
const addLine = (variantId: string) => JSON.stringify({ cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${variantId}`, quantity: 1 }] } }) });

type Context = { cookie?: string; n?: number };
/** Each connection walks its own pages and products: browse, view, add to cart, browse, read the cart. */
const step = (context: Context) => (context.n ??= Math.floor(Math.random() * 10_000));
const as = (req: autocannon.Request, context: Context, path: string, body?: string) => ({
  ...req,
  path,
  ...(body ? { body } : {}),
  headers: { ...req.headers, ...(context.cookie ? { cookie: context.cookie } : {}) },
});
const JOURNEY = [
  { method: 'GET', setupRequest: (req: autocannon.Request, c: Context) => as(req, c, BROWSING[(c.n = step(c) + 1) % BROWSING.length]!) },
  { method: 'GET', setupRequest: (req: autocannon.Request, c: Context) => as(req, c, `/products/${pick(step(c)).handle}`) },
  {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    setupRequest: (req: autocannon.Request, c: Context) => as(req, c, '/cart?index', addLine(pick(step(c)).variants[0]!.id)),
    onResponse: (_status: number, _body: string, c: Context, headers?: Record<string, string | string[]>) => {
      const set = ([] as string[]).concat(headers?.['set-cookie'] ?? []).find((cookie) => cookie.startsWith('cart='));
      if (set) c.cookie = set.split(';')[0];
    },
  },
  { method: 'GET', setupRequest: (req: autocannon.Request, c: Context) => as(req, c, BROWSING[(step(c) + 4) % BROWSING.length]!) },
  { method: 'GET', setupRequest: (req: autocannon.Request, c: Context) => as(req, c, '/api/cart') },
  { method: 'GET', setupRequest: (req: autocannon.Request, c: Context) => as(req, c, '/cart') },
] as unknown as autocannon.Request[];

async function run(origin: string, duration: number, label: string) {
  const result = await autocannon({ url: origin, connections, duration, timeout: 10, requests: JOURNEY });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, v.count ?? 0]));
  console.log(`${label}: ${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, p50 ${ms(result.latency.p50)}, p99 ${ms(result.latency.p99)}, max ${ms(result.latency.max)}, errors ${result.errors}, timeouts ${result.timeouts}, statuses ${JSON.stringify(statuses)}`);
  return { result, statuses };
}

const EXPECTED = new Set(['200', '303', '404']);

/** Every page the run's GETs can visit: the browsing pages and each product page (the cart pages are personal, never cached). */
const EVERY_PAGE = [...new Set([...BROWSING, ...products.map((p) => `/products/${p.handle}`)])];

async function loadEveryPage(origin: string) {
  const started = performance.now();
  const statuses: Record<string, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: PREWARM_CONCURRENCY }, async () => {
      while (next < EVERY_PAGE.length) {
        const path = EVERY_PAGE[next++]!;
        const res = await fetch(`${origin}${path}`, { redirect: 'manual' }).catch(() => null);
        await res?.arrayBuffer();
        const status = String(res?.status ?? 'error');
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  console.log(`warm-up, every page once: ${EVERY_PAGE.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s, statuses ${JSON.stringify(statuses)}`);
  return statuses;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

const app = await startStorefront();
// The shop is deployed behind its edge (deploy/varnish/default.vcl): the traffic goes through Varnish
// when it is installed, as shoppers' would; straight to the shop otherwise (and the line says which).
const edgePort = varnishdPath() ? await freePort() : null;
const edge = edgePort ? await startVarnish({ port: edgePort, backends: [{ host: '127.0.0.1', port: Number(new URL(app.origin).port) }], siteHost: `127.0.0.1:${edgePort}`, memory: '256m' }) : null;
const origin = edgePort ? `http://127.0.0.1:${edgePort}` : app.origin;
console.log(
  `load (${full ? 'full' : 'short'} form): ${connections} connections, run ${seconds} s after a warm-up of ${full ? `every page once and ` : ''}${warmupSeconds} s of traffic, ${edge ? 'through Varnish' : 'straight to the shop (varnishd not installed)'}, server pid ${app.pid}, started in ${ms(app.startupMs)}, RSS ${mib(app.rssBytes())}`,
);
try {
  if (full) {
    const statuses = await loadEveryPage(origin);
    const failed = Object.entries(statuses).filter(([status]) => !EXPECTED.has(status));
    check(failed.length === 0, `warm-up pages answered ${JSON.stringify(Object.fromEntries(failed))}`);
  }
  await run(origin, warmupSeconds, 'warm-up');
  await settle();
  const rssAfterWarmup = app.rssBytes();
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(app.rssBytes()), 1_000);
  const { result, statuses } = await run(origin, seconds, 'run');
  clearInterval(sampler);
  await settle();
  const rssEnd = app.rssBytes();
  const growth = (rssEnd - rssAfterWarmup) / rssAfterWarmup;
  console.log(`memory: RSS at the end of the warm-up ${mib(rssAfterWarmup)}, peak during the run ${mib(Math.max(...samples, rssEnd))}, 2 s after the run ${mib(rssEnd)}: growth ${(growth * 100).toFixed(1)}% (target under ${MAX_RSS_GROWTH * 100}%)`);
  console.log(`memory trend (every 10 s): ${samples.filter((_, i) => i % 10 === 9).map(mib).join(' → ')}`);
  const unexpected = Object.entries(statuses).filter(([status]) => !EXPECTED.has(status));
  check(result.errors === 0 && result.timeouts === 0, `${result.errors} connection errors and ${result.timeouts} timeouts`);
  check(unexpected.length === 0, `unexpected statuses ${JSON.stringify(Object.fromEntries(unexpected))}`);
  if (full) check(growth < MAX_RSS_GROWTH, `RSS grew ${(growth * 100).toFixed(1)}% from the end of the warm-up to 2 s after the run (target under ${MAX_RSS_GROWTH * 100}%)`);
  else console.log(`short form: memory growth NOT judged (runs under ${MEMORY_JUDGED_FROM_SECONDS} s skip the full warm-up); failed requests are. Run with LOAD_SECONDS=${MEMORY_JUDGED_FROM_SECONDS} or more to judge it.`);
} finally {
  await edge?.stop();
  await app.stop();
}
process.exit(verdict() ? 0 : 1);
