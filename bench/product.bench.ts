// Product page under load: the server-rendered page (critical product awaited, stock, open-box,
// rental and related products streamed in the same response) beside a bare server answering the
// same bytes, with the page cache off (every request renders) and on; plus the gzip size of the
// JavaScript and CSS a product page loads. Targets: no failed request; p99 under 500 ms at 50
// connections when every request renders; the page's JavaScript under 120 KiB gzipped.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { generateCatalogue } from '../src/adapters/embedded/demo-data/generate-catalogue';
import { runHttpBench } from './support/http-bench';
import { check, kib, table, verdict } from './support/report';

const PRODUCT_COUNT = 2500;
const JS_BUDGET_GZIP_BYTES = 120 * 1024;
const catalogue = generateCatalogue({ seed: 20261121, productCount: PRODUCT_COUNT });
const active = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null);
const typical = active.find((p) => p.images.length > 1 && p.relatedProductIds.length >= 2 && p.openBoxItems.length === 0)!;
const openBox = active.find((p) => p.openBoxItems.length > 0)!;

await runHttpBench({
  title: 'product page',
  env: { DEMO_PRODUCT_COUNT: String(PRODUCT_COUNT) },
  variants: [
    { label: 'page cache off', env: { PAGE_CACHE: 'off' } },
    { label: 'page cache on', env: { PAGE_CACHE: 'on' } },
  ],
  cases: [
    { name: `product /en-au/products/${typical.handle.slice(0, 24)}…`, request: { path: `/en-au/products/${typical.handle}` }, targets: { maxP99Ms: 500 } },
    { name: 'product in open-box mode (?obx=1)', request: { path: `/en-au/products/${openBox.handle}?obx=1` }, targets: { maxP99Ms: 500 } },
  ],
});

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

const js = withStaticImports([local(manifest.entry), ...(manifest.routes['product-page'] ?? []).map(local)]);
const css = manifest.styles.map(local);
const size = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + readFileSync(f).length, 0);
const gzip = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gzipSync(readFileSync(f)).length, 0);
console.log(`\nassets a product page loads (${js.size} JavaScript files)`);
console.log(table(['kind', 'raw', 'gzip'], [['JavaScript', kib(size(js)), kib(gzip(js))], ['CSS', kib(size(css)), kib(gzip(css))]]));
check(gzip(js) <= JS_BUDGET_GZIP_BYTES, `product page JavaScript ${kib(gzip(js))} gzipped, over ${kib(JS_BUDGET_GZIP_BYTES)}`);
verdict();
