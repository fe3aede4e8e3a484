// Product page under load: the server-rendered page (critical product awaited, stock, open-box,
// rental and related products streamed in the same response) beside a bare server answering the
// same bytes, with the page cache off (every request renders) and on; plus the gzip size of the
// JavaScript and CSS a product page loads. Targets: no failed request; at 50 connections p99 under
// 2 s when every request renders (about 12 ms of CPU each, so 50 queued renders alone take 600 ms on
// one core) and under 300 ms from the page cache, at least 15% of the bare server's rate there; the
// product page's own JavaScript (chunks no other page loads) under 15 KiB gzipped.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { generateCatalogue } from '../src/adapters/embedded/demo-data/generate-catalogue';
import { runHttpBench } from './support/http-bench';
import { check, kib, table, verdict } from './support/report';

const PRODUCT_COUNT = 2500;
const PAGE_JS_BUDGET_GZIP_BYTES = 15 * 1024;
const catalogue = generateCatalogue({ seed: 20261121, productCount: PRODUCT_COUNT });
const active = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null);
const typical = active.find((p) => p.images.length > 1 && p.relatedProductIds.length >= 2 && p.openBoxItems.length === 0)!;
const openBox = active.find((p) => p.openBoxItems.length > 0)!;

const cases = (targets: { maxP99Ms: number; minRatio?: number }) => [
  { name: `product /en-au/products/${typical.handle.slice(0, 24)}…`, request: { path: `/en-au/products/${typical.handle}` }, targets },
  { name: 'product in open-box mode (?obx=1)', request: { path: `/en-au/products/${openBox.handle}?obx=1` }, targets },
];
const env = { DEMO_PRODUCT_COUNT: String(PRODUCT_COUNT) };
await runHttpBench({ title: 'product page, every request rendered', env, variants: [{ label: 'page cache off', env: { PAGE_CACHE: 'off' } }], cases: cases({ maxP99Ms: 2_000 }) });
await runHttpBench({ title: 'product page, anonymous page cache', env, variants: [{ label: 'page cache on', env: { PAGE_CACHE: 'on' } }], cases: cases({ maxP99Ms: 300, minRatio: 0.15 }) });

// ---- what the browser downloads for a product page -------------------------------------------
const ASSETS = 'dist/public/assets';
const manifest = JSON.parse(readFileSync(path.join(ASSETS, 'manifest.json'), 'utf8')) as { entry: string; styles: string[]; routes: Record<string, string[]> };
const local = (url: string) => path.join(ASSETS, url.replace(/^\/assets\//, ''));

/** The file and every chunk it imports statically, transitively (what the page needs before it runs). */
function withStaticImports(files: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) visit(path.join(path.dirname(file), match[1]!));
  };
  files.forEach(visit);
  return seen;
}

const productChunks = manifest.routes['product-page'] ?? [];
const all = withStaticImports([local(manifest.entry), ...productChunks.map(local)]);
// The product page's own code: chunks no other route loads. The rest is cached across pages.
const ownUrls = productChunks.filter((url) => Object.entries(manifest.routes).every(([route, urls]) => route === 'product-page' || !urls.includes(url)));
const own = withStaticImports(ownUrls.map(local));
const shared = [...all].filter((file) => !own.has(file));
const css = manifest.styles.map(local);
const size = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + readFileSync(f).length, 0);
const gzip = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gzipSync(readFileSync(f)).length, 0);
console.log(`\nassets a product page loads`);
console.log(
  table(
    ['what', 'files', 'raw', 'gzip'],
    [
      ['JavaScript, all', String(all.size), kib(size(all)), kib(gzip(all))],
      ['  shared with other pages', String(shared.length), kib(size(shared)), kib(gzip(shared))],
      ['  the product page’s own', String(own.size), kib(size(own)), kib(gzip(own))],
      ['CSS (one sheet)', String(css.length), kib(size(css)), kib(gzip(css))],
    ],
  ),
);
check(gzip(own) <= PAGE_JS_BUDGET_GZIP_BYTES, `the product page's own JavaScript ${kib(gzip(own))} gzipped, over ${kib(PAGE_JS_BUDGET_GZIP_BYTES)}`);
verdict();
