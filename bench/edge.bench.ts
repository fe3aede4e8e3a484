// Issue 31's targets, through Varnish (deploy/varnish/default.vcl) in front of the built shop, all
// in one run: each page at 50 connections for 10 s (BENCH_CONNECTIONS / BENCH_DURATION) right after
// its baseline: Varnish with the same VCL serving one static object of the same size (the page's
// bytes exactly as the edge sends them, gzip included, from a bare node:http server behind it,
// kept by Varnish after the first request). Anonymous pages are cache hits; a carted or signed-in
// shopper's page is the cached shell with its ESI parts fetched from the shop.
// Targets: anonymous ratio >= 0.8; carted and signed-in >= 0.5; no failed request. (The purge target
// is bench/purge.bench.ts's, on three copies.) Needs varnishd (npm run test:setup).
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { generateCatalogue } from '../src/adapters/embedded/demo-data/generate-catalogue';
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
const SITE_HOST = 'www.example.com.au';

const catalogue = generateCatalogue({ seed: 20261121, productCount: 2500 });
const sellable = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null && p.metafields.is_heavy === 'false');
const product = sellable[0]!;
const inCart = sellable.slice(1, 4);
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
  env: { DEMO_PRODUCT_COUNT: '2500', DATA_DIR: dataDir, TRUST_PROXY: 'loopback' },
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
} finally {
  await edge.stop();
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\nThrough Varnish (${settings.connections} connections, ${settings.durationSeconds} s each), baseline: Varnish serving one static object of the same bytes, measured just before the page\n`);
console.log(table(['page', 'wire', 'html', 'baseline req/s', 'page req/s', 'p50', 'p99', 'ratio', 'target'], rows));
console.log(`\nTargets:\n${lines.map((line) => `  ${line}`).join('\n')}`);
verdict();
