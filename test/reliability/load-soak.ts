// Load and soak: the built server (dist, production mode) under mixed browsing and cart traffic at
// LOAD_CONNECTIONS (100) for LOAD_SECONDS (60) on loopback, after a warm-up. Each connection keeps
// its own cart: it adds a product, reads its cart, changes a quantity, between page views.
// Targets: zero failed requests (errors, timeouts, 5xx or any unexpected status) and resident memory
// growth under 10% once warm: the page cache, SQLite's page cache and V8's heap fill during the first
// minute or so (the trend is printed every 10 s and flattens), so growth is judged over the second
// half of the run, from its middle to 2 s after its end. Growth from the end of the traffic warm-up
// is printed too.
import autocannon from 'autocannon';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { check, mib, ms, verdict } from '../../bench/support/report';
import { startStorefront } from '../../bench/support/storefront-process';

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);
const warmupSeconds = Math.max(5, Math.round(seconds / 6));
/** Below this the growth is mostly caches still filling; the figure is printed, not judged. */
const MEMORY_JUDGED_FROM_SECONDS = 30;
const MAX_RSS_GROWTH = 0.1;

const products = generateCatalogue({ seed: 20261121, productCount: 2500 }).products.filter((p) => p.status === 'active' && p.openBoxParent === null);
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

const app = await startStorefront({ env: { PAGE_CACHE: process.env.PAGE_CACHE ?? 'on' } });
console.log(`load: ${connections} connections, warm-up ${warmupSeconds} s, run ${seconds} s, server pid ${app.pid}, started in ${ms(app.startupMs)}, RSS ${mib(app.rssBytes())}`);
try {
  await run(app.origin, warmupSeconds, 'warm-up');
  const rssAfterWarmup = app.rssBytes();
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(app.rssBytes()), 1_000);
  const { result, statuses } = await run(app.origin, seconds, 'run');
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const rssEnd = app.rssBytes();
  const growth = (rssEnd - rssAfterWarmup) / rssAfterWarmup;
  const rssMiddle = samples[Math.floor(samples.length / 2)] ?? rssAfterWarmup;
  const warmGrowth = (rssEnd - rssMiddle) / rssMiddle;
  console.log(`memory: RSS after warm-up ${mib(rssAfterWarmup)}, peak during run ${mib(Math.max(...samples, rssEnd))}, after run ${mib(rssEnd)}, growth ${(growth * 100).toFixed(1)}% since the warm-up, ${(warmGrowth * 100).toFixed(1)}% over the second half (from ${mib(rssMiddle)})`);
  console.log(`memory trend (every 10 s): ${samples.filter((_, i) => i % 10 === 9).map(mib).join(' → ')}`);
  const unexpected = Object.entries(statuses).filter(([status]) => !EXPECTED.has(status));
  check(result.errors === 0 && result.timeouts === 0, `${result.errors} connection errors and ${result.timeouts} timeouts`);
  check(unexpected.length === 0, `unexpected statuses ${JSON.stringify(Object.fromEntries(unexpected))}`);
  if (seconds >= MEMORY_JUDGED_FROM_SECONDS) check(warmGrowth < MAX_RSS_GROWTH, `RSS grew ${(warmGrowth * 100).toFixed(1)}% over the second half of the run (target under ${MAX_RSS_GROWTH * 100}%)`);
  else console.log(`memory growth not judged on a run shorter than ${MEMORY_JUDGED_FROM_SECONDS} s`);
} finally {
  await app.stop();
}
process.exit(verdict() ? 0 : 1);
