// Issue 31's targets, through Varnish (deploy/varnish/default.vcl) in front of the built shop, all
// in one run: each page at 50 connections for 10 s (BENCH_CONNECTIONS / BENCH_DURATION) right after
// its baseline: Varnish with the same VCL serving one static object of the same size (the page's
// bytes exactly as the edge sends them, gzip included, from a bare node:http server behind it,
// kept by Varnish after the first request). Anonymous pages are cache hits; a carted or signed-in
// shopper's page is the cached shell with its ESI parts fetched from the shop.
// Then the purge: a price change the shop already shows, a signed `products/update` webhook sent
// through the edge, and the product page polled through the edge until it shows the new price.
// Targets: anonymous ratio >= 0.8; carted and signed-in >= 0.5; no failed request; purge to fresh
// page <= 1 s in every round (EDGE_PURGE_ROUNDS, 5). Needs varnishd (npm run test:setup).
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DemoCatalogueOverrides } from '../src/adapters/embedded/demo-catalogue-overrides';
import { generateCatalogue } from '../src/adapters/embedded/demo-data/generate-catalogue';
import { openDatabase } from '../src/adapters/sqlite/open-database';
import { shopifyHmac } from '../src/server/http/shopify-hmac';
import { startVarnish, varnishdPath } from '../scripts/edge.mjs';
import { startBaseline } from './support/baseline-server';
import { loadSettings, runLoad } from './support/load';
import { check, kib, ms, perSecond, table, verdict } from './support/report';
import { freePort, startStorefront } from './support/storefront-process';

if (!varnishdPath()) {
  console.error("edge bench: varnishd is not installed (npm run test:setup installs Debian's varnish)");
  process.exit(1);
}

const ANONYMOUS_TARGET = 0.8;
const SHOPPER_TARGET = 0.5;
const PURGE_TARGET_MS = 1_000;
const PURGE_ROUNDS = Math.max(1, Number(process.env.EDGE_PURGE_ROUNDS) || 5);
const SECRET = 'bench-webhook-secret-0123456789';
const SITE_HOST = 'www.example.com.au';

const catalogue = generateCatalogue({ seed: 20261121, productCount: 2500 });
const sellable = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null && p.metafields.is_heavy === 'false');
const product = sellable[0]!;
const inCart = sellable.slice(1, 4);
const repriced = sellable.find((p) => p.variants.length === 1 && !inCart.includes(p) && p !== product)!;
const PAGES = [
  { name: 'home', path: '/en-au' },
  { name: 'collection', path: '/en-au/collections/guitar-bass' },
  { name: 'product', path: `/en-au/products/${product.handle}` },
  { name: 'search', path: '/en-au/search?search%5Bquery%5D=guitar' },
];

interface Wire {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as it came on the wire (still gzip when the edge sent gzip). */
  body: Buffer;
}

/** One GET as autocannon sends it, body kept undecoded: what the baseline must serve. */
function wire(origin: string, pathname: string, headers: Record<string, string>): Promise<Wire> {
  return new Promise((resolve, reject) => {
    const req = request(origin + pathname, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const decoded = (answer: Wire) => (answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString('utf8');
const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!).join('; ');

async function post(origin: string, pathname: string, form: Record<string, string>, cookie = ''): Promise<Response> {
  const response = await fetch(origin + pathname, { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', origin, ...(cookie ? { cookie } : {}) }, body: new URLSearchParams(form), redirect: 'manual' });
  if (!response.ok) throw new Error(`POST ${pathname} answered ${response.status}`);
  return response;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-edge-bench-'));
const edgePort = await freePort();
const shop = await startStorefront({
  env: { DEMO_PRODUCT_COUNT: '2500', DATA_DIR: dataDir, SHOPIFY_WEBHOOK_SECRET: SECRET, EDGE_PURGE_URLS: `http://127.0.0.1:${edgePort}/`, TRUST_PROXY: 'loopback' },
});
const shopPort = Number(new URL(shop.origin).port);
const edge = await startVarnish({ port: edgePort, backends: [{ host: '127.0.0.1', port: shopPort }], siteHost: SITE_HOST, memory: '256m' });
const edgeOrigin = `http://127.0.0.1:${edgePort}`;
const settings = loadSettings();

let carted = '';
for (const [i, line] of inCart.entries()) {
  const form = { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${line.variants[0]!.id}`, quantity: i + 1 }] } }) };
  carted ||= cookiesOf(await post(shop.origin, '/en-au/cart', form, carted));
}
const signedIn = cookiesOf(await post(shop.origin, '/account/register', { firstName: 'Bench', lastName: 'Shopper', email: `bench-${Date.now()}@example.com`, password: 'correct horse battery' }));

/** EDGE_BENCH_ONLY: a pattern of the cases to run ('carted', 'home, signed in'), to look at one quickly; all by default. */
const only = process.env.EDGE_BENCH_ONLY ? new RegExp(process.env.EDGE_BENCH_ONLY) : null;
const cases = [
  ...PAGES.map((page) => ({ name: `${page.name}, anonymous`, path: page.path, cookie: '', minRatio: ANONYMOUS_TARGET })),
  ...PAGES.map((page) => ({ name: `${page.name}, carted`, path: page.path, cookie: carted, minRatio: SHOPPER_TARGET })),
  ...PAGES.map((page) => ({ name: `${page.name}, signed in`, path: page.path, cookie: signedIn, minRatio: SHOPPER_TARGET })),
].filter((c) => !only || only.test(c.name));
const rows: string[][] = [];
const lines: string[] = [];
const purges: number[] = [];

/** Milliseconds from sending a signed price-change webhook through the edge to the edge's page showing the price. */
async function purgeRound(round: number): Promise<number> {
  const variant = repriced.variants[0]!;
  const amount = 4321_00 + round * 11;
  const shown = `"price":"${(amount / 100).toFixed(2)}"`;
  const pathname = `/en-au/products/${repriced.handle}`;
  const page = () => wire(edgeOrigin, pathname, { 'accept-encoding': 'gzip' }).then(decoded);
  await page();
  if ((await wire(edgeOrigin, pathname, {})).headers['x-cache'] !== 'hit') throw new Error(`purge round ${round}: ${pathname} is not kept by the edge`);
  // The tester's price change (npm run demo:change): the shop shows it on its next render.
  new DemoCatalogueOverrides(openDatabase(path.join(dataDir, 'alerts.sqlite')), catalogue).set({ sku: variant.sku, field: 'price:AUD', value: amount });
  const deadline = Date.now() + 10_000;
  while (!(await wire(shop.origin, pathname, {}).then(decoded)).includes(shown)) {
    if (Date.now() > deadline) throw new Error(`purge round ${round}: the shop itself never showed ${shown}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if ((await page()).includes(shown)) throw new Error(`purge round ${round}: the edge showed the new price before the webhook`);
  const body = Buffer.from(JSON.stringify({ admin_graphql_api_id: `gid://shopify/Product/${repriced.id}`, handle: repriced.handle, variants: [{ admin_graphql_api_id: `gid://shopify/ProductVariant/${variant.id}`, price: (amount / 100).toFixed(2) }] }));
  const sent = performance.now();
  const hook = await fetch(`${edgeOrigin}/webhooks/shopify/products/update`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-shopify-hmac-sha256': shopifyHmac(body, SECRET), 'x-shopify-webhook-id': `bench-price-${Date.now()}-${round}`, 'x-shopify-topic': 'products/update' },
  });
  if (hook.status !== 200) throw new Error(`purge round ${round}: the webhook answered ${hook.status}`);
  while (!(await page()).includes(shown)) {
    if (performance.now() - sent > 5_000) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - sent;
}

try {
  for (const c of cases) {
    const headers = { 'accept-encoding': 'gzip', ...(c.cookie ? { cookie: c.cookie } : {}) };
    await wire(edgeOrigin, c.path, headers);
    const answer = await wire(edgeOrigin, c.path, headers);
    if (answer.status !== 200) throw new Error(`${c.path} answered ${answer.status} through Varnish`);
    const html = decoded(answer);
    if (html.includes('<esi:include')) throw new Error(`${c.name}: an <esi:include> reached the shopper`);
    if (!c.cookie && answer.headers['x-cache'] !== 'hit') throw new Error(`${c.name}: not a cache hit (${String(answer.headers['x-cache'])})`);
    const encoding = typeof answer.headers['content-encoding'] === 'string' ? answer.headers['content-encoding'] : undefined;
    const baseline = await startBaseline(answer.body, String(answer.headers['content-type'] ?? 'text/html'), encoding);
    const baselinePort = await freePort();
    const baselineEdge = await startVarnish({ port: baselinePort, backends: [{ host: '127.0.0.1', port: Number(new URL(baseline.origin).port) }], siteHost: SITE_HOST });
    try {
      const baseOrigin = `http://127.0.0.1:${baselinePort}`;
      const kept = await wire(baseOrigin, c.path, { 'accept-encoding': 'gzip' });
      if (kept.body.length !== answer.body.length) throw new Error(`${c.name}: the baseline sends ${kept.body.length} bytes, the page ${answer.body.length}`);
      const base = await runLoad(baseOrigin, { path: c.path, headers: { 'accept-encoding': 'gzip' } }, settings);
      await runLoad(edgeOrigin, { path: c.path, headers }, { ...settings, durationSeconds: 2 });
      const page = await runLoad(edgeOrigin, { path: c.path, headers }, settings);
      const ratio = page.requestsPerSecond / base.requestsPerSecond;
      rows.push([c.name, kib(answer.body.length), kib(Buffer.byteLength(html)), perSecond(base.requestsPerSecond), perSecond(page.requestsPerSecond), ms(page.p50Ms), ms(page.p99Ms), ratio.toFixed(2), `>= ${c.minRatio}`]);
      const met = ratio >= c.minRatio;
      lines.push(`${met ? 'met   ' : 'MISSED'} ${c.name}: ratio ${ratio.toFixed(2)} (target >= ${c.minRatio})`);
      check(met, `${c.name}: ratio ${ratio.toFixed(2)} below ${c.minRatio}`);
      check(page.errors === 0 && page.unexpectedStatus === 0, `${c.name}: ${page.errors} errors, ${page.unexpectedStatus} unexpected statuses`);
    } finally {
      await baselineEdge.stop();
      await baseline.stop();
    }
  }
  for (let round = 1; round <= PURGE_ROUNDS; round++) purges.push(await purgeRound(round));
} finally {
  await edge.stop();
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\nThrough Varnish (${settings.connections} connections, ${settings.durationSeconds} s each), baseline: Varnish serving one static object of the same bytes, measured just before the page\n`);
console.log(table(['page', 'wire', 'html', 'baseline req/s', 'page req/s', 'p50', 'p99', 'ratio', 'target'], rows));
const slowest = Math.max(...purges);
console.log(`\nPurge to fresh page after a price-change webhook, ${PURGE_ROUNDS} rounds: ${purges.map((p) => (Number.isFinite(p) ? ms(p) : 'never (5 s)')).join(', ')}`);
lines.push(`${slowest <= PURGE_TARGET_MS ? 'met   ' : 'MISSED'} purge to fresh page: slowest of ${PURGE_ROUNDS} rounds ${Number.isFinite(slowest) ? ms(slowest) : 'over 5 s'} (target <= ${PURGE_TARGET_MS} ms)`);
check(slowest <= PURGE_TARGET_MS, `purge to fresh page: slowest ${Number.isFinite(slowest) ? ms(slowest) : 'over 5 s'} over ${PURGE_TARGET_MS} ms`);
console.log(`\nTargets:\n${lines.map((line) => `  ${line}`).join('\n')}`);
verdict();
