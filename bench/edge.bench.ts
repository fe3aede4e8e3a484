// Issue 31's targets, through Varnish (deploy/varnish/default.vcl) in front of the built shop: each
// page at 50 connections for 10 s (BENCH_CONNECTIONS / BENCH_DURATION), beside a baseline of the
// same run: Varnish with the same VCL serving one static object of the same bytes (a bare node:http
// server behind it, kept by Varnish after the first request). Anonymous pages are cache hits; a
// carted or signed-in shopper's page is the cached shell with its ESI parts fetched from the shop.
// Targets: anonymous ratio >= 0.8, carted and signed-in >= 0.5; no failed request.
// Needs varnishd (npm run test:setup installs Debian's varnish).
import { generateCatalogue } from '../src/adapters/embedded/demo-data/generate-catalogue';
import { startVarnish, varnishdPath } from '../scripts/edge.mjs';
import { startBaseline } from './support/baseline-server';
import { loadSettings, runLoad } from './support/load';
import { check, ms, perSecond, table, verdict } from './support/report';
import { freePort, startStorefront } from './support/storefront-process';

if (!varnishdPath()) {
  console.error("edge bench: varnishd is not installed (npm run test:setup installs Debian's varnish)");
  process.exit(1);
}

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
const SITE_HOST = 'www.example.com.au';

const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!).join('; ');

async function post(origin: string, path: string, form: Record<string, string>, cookie = ''): Promise<Response> {
  const response = await fetch(origin + path, { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', origin, ...(cookie ? { cookie } : {}) }, body: new URLSearchParams(form), redirect: 'manual' });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`);
  return response;
}

const shop = await startStorefront({ env: { DEMO_PRODUCT_COUNT: '2500' } });
const shopPort = Number(new URL(shop.origin).port);
const edgePort = await freePort();
const edge = await startVarnish({ port: edgePort, backends: [{ host: '127.0.0.1', port: shopPort }], siteHost: SITE_HOST, memory: '256m' });
const edgeOrigin = `http://127.0.0.1:${edgePort}`;
const settings = loadSettings();

let carted = '';
for (const [i, line] of inCart.entries()) {
  const form = { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${line.variants[0]!.id}`, quantity: i + 1 }] } }) };
  carted ||= cookiesOf(await post(shop.origin, '/en-au/cart', form, carted));
}
const signedIn = cookiesOf(await post(shop.origin, '/account/register', { firstName: 'Bench', lastName: 'Shopper', email: `bench-${Date.now()}@example.com`, password: 'correct horse battery' }));

const cases = [
  ...PAGES.map((page) => ({ name: `${page.name}, anonymous`, path: page.path, cookie: '', minRatio: 0.8 })),
  ...PAGES.map((page) => ({ name: `${page.name}, carted`, path: page.path, cookie: carted, minRatio: 0.5 })),
  ...PAGES.map((page) => ({ name: `${page.name}, signed in`, path: page.path, cookie: signedIn, minRatio: 0.5 })),
];
const rows: string[][] = [];
try {
  for (const c of cases) {
    const headers = { 'accept-encoding': 'gzip', ...(c.cookie ? { cookie: c.cookie } : {}) };
    const answer = await fetch(edgeOrigin + c.path, { headers });
    const body = new Uint8Array(await answer.arrayBuffer());
    if (answer.status !== 200) throw new Error(`${c.path} answered ${answer.status} through Varnish`);
    const baseline = await startBaseline(body, answer.headers.get('content-type') ?? 'text/html');
    const baselinePort = await freePort();
    const baselineEdge = await startVarnish({ port: baselinePort, backends: [{ host: '127.0.0.1', port: Number(new URL(baseline.origin).port) }], siteHost: SITE_HOST });
    try {
      const baseOrigin = `http://127.0.0.1:${baselinePort}`;
      await fetch(baseOrigin + c.path).then((res) => res.arrayBuffer());
      const base = await runLoad(baseOrigin, { path: c.path, headers: { 'accept-encoding': 'gzip' } }, settings);
      await runLoad(edgeOrigin, { path: c.path, headers }, { ...settings, durationSeconds: 2 });
      const page = await runLoad(edgeOrigin, { path: c.path, headers }, settings);
      const ratio = page.requestsPerSecond / base.requestsPerSecond;
      rows.push([c.name, `${(body.length / 1024).toFixed(1)} KiB`, perSecond(base.requestsPerSecond), perSecond(page.requestsPerSecond), ms(page.p50Ms), ms(page.p99Ms), ratio.toFixed(2), String(c.minRatio)]);
      check(ratio >= c.minRatio, `${c.name}: ratio ${ratio.toFixed(2)} below ${c.minRatio}`);
      check(page.errors === 0 && page.unexpectedStatus === 0, `${c.name}: ${page.errors} errors, ${page.unexpectedStatus} unexpected statuses`);
    } finally {
      await baselineEdge.stop();
      await baseline.stop();
    }
  }
} finally {
  await edge.stop();
  await shop.stop();
}
console.log(`\nThrough Varnish (${settings.connections} connections, ${settings.durationSeconds} s), baseline: Varnish serving one static object of the same bytes\n`);
console.log(table(['page', 'bytes', 'baseline req/s', 'page req/s', 'p50', 'p99', 'ratio', 'target'], rows));
verdict();
