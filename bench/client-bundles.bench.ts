// What a browser downloads before a page type works: the entry script and everything it imports
// statically, the page's route chunk and its static imports, and the stylesheet. Gzip at level 6
// (what the server's compression middleware sends) and brotli at quality 11 (what a CDN or
// precompression would send), and the largest source modules in each page's JavaScript.
// Budgets (docs/performance.md): first-load JS at most 100 KiB gzip (issue 18; it was 129 to 135),
// CSS at most 40 KiB gzip; the product page's own JavaScript (chunks no other page type loads) at
// most 15 KiB gzip. Parts loaded when needed (dynamic imports) are listed apart.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { check, kib, table, verdict } from './support/report';
import { ensureBuild } from './support/storefront-process';

const JS_BUDGET_GZIP = 100 * 1024;
const CSS_BUDGET_GZIP = 40 * 1024;
const PRODUCT_OWN_JS_BUDGET_GZIP = 15 * 1024;
const TOP_MODULES = 5;

interface Metafile {
  outputs: Record<string, { bytes: number; imports: Array<{ path: string; kind: string }>; inputs: Record<string, { bytesInOutput: number }>; entryPoint?: string }>;
}
interface Manifest {
  entry: string;
  styles: string[];
  routes: Record<string, string[]>;
}

ensureBuild();
const manifest = JSON.parse(readFileSync('dist/public/assets/manifest.json', 'utf8')) as Manifest;
const metafile = JSON.parse(readFileSync('dist/client-metafile.json', 'utf8')) as Metafile;
const fileOf = (url: string) => path.join('dist/public', url);
const outputKey = (url: string) => path.relative('.', fileOf(url)).split(path.sep).join('/');

/** The output and every output it imports statically, transitively. */
function closure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of metafile.outputs[key]?.imports ?? []) if (imported.kind === 'import-statement') closure(imported.path, into);
  return into;
}

const compressed = new Map<string, { raw: number; gzip: number; brotli: number }>();
function sizes(file: string) {
  let known = compressed.get(file);
  if (!known) {
    const bytes = readFileSync(file);
    known = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 6 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }).length,
    };
    compressed.set(file, known);
  }
  return known;
}
const total = (files: Iterable<string>) => {
  const sum = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const s = sizes(file);
    sum.raw += s.raw;
    sum.gzip += s.gzip;
    sum.brotli += s.brotli;
  }
  return sum;
};

/** The biggest source modules (minified bytes) across some output files. */
function topModules(files: readonly string[]): string {
  const modules = new Map<string, number>();
  for (const file of files) for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[file]?.inputs ?? {})) modules.set(input, (modules.get(input) ?? 0) + bytesInOutput);
  return [...modules]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_MODULES)
    .map(([m, b]) => `${m.replace(/^node_modules\//, '')} ${kib(b)}`)
    .join(', ');
}

const css = total(manifest.styles.map(fileOf));
const entry = closure(outputKey(manifest.entry));
const rows: string[][] = [];
const largest: string[] = [];
const firstLoadOf = new Map<string, Set<string>>();
for (const [page, [routeChunk]] of Object.entries(manifest.routes).sort()) {
  if (!routeChunk) continue;
  const files = closure(outputKey(routeChunk), new Set(entry));
  firstLoadOf.set(page, files);
  const js = total(files);
  rows.push([page, String(files.size), kib(js.raw), kib(js.gzip), kib(js.brotli), kib(css.gzip), kib(css.brotli)]);
  check(js.gzip <= JS_BUDGET_GZIP, `${page}: first-load JS ${kib(js.gzip)} gzip over the ${kib(JS_BUDGET_GZIP)} budget`);
  largest.push(`${page} (beyond the entry, ${kib(total([...files].filter((f) => !entry.has(f))).gzip)} gzip): ${topModules([...files].filter((f) => !entry.has(f)))}`);
}
check(css.gzip <= CSS_BUDGET_GZIP, `stylesheet ${kib(css.gzip)} gzip over the ${kib(CSS_BUDGET_GZIP)} budget`);
// The product page's own code: what no other page type loads first (the rest is cached across pages).
const productFiles = firstLoadOf.get('product-page') ?? new Set<string>();
const productOwn = total([...productFiles].filter((file) => [...firstLoadOf].every(([page, files]) => page === 'product-page' || !files.has(file))));
check(productFiles.size > 0, 'no product-page route in the manifest');
check(productOwn.gzip <= PRODUCT_OWN_JS_BUDGET_GZIP, `the product page's own JavaScript ${kib(productOwn.gzip)} gzip over the ${kib(PRODUCT_OWN_JS_BUDGET_GZIP)} budget`);

console.log('first load per page type (entry + route chunk + their static imports; one stylesheet for all)\n');
console.log(table(['page', 'files', 'JS raw', 'JS gzip', 'JS brotli', 'CSS gzip', 'CSS brotli'], rows));
console.log(`\nstylesheet: ${kib(css.raw)} raw, ${kib(css.gzip)} gzip, ${kib(css.brotli)} brotli`);
console.log(`the product page's own JavaScript (no other page type loads it first): ${kib(productOwn.gzip)} gzip (budget ${kib(PRODUCT_OWN_JS_BUDGET_GZIP)})`);
// Parts loaded when needed: the entry's dynamic imports (the browser router, the drawer's contents, ...).
const firstLoad = new Set<string>(entry);
for (const [, [routeChunk]] of Object.entries(manifest.routes)) if (routeChunk) closure(outputKey(routeChunk), firstLoad);
const lazyChunks = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js') && !firstLoad.has(file) && !metafile.outputs[file]?.entryPoint?.startsWith('src/ui/pages/') && /\/chunks\/[a-z-]+-[A-Z0-9]+\.js$/.test(file));
console.log(`\nloaded when needed (gzip): ${lazyChunks.map((file) => `${path.basename(file).replace(/-[A-Z0-9]+\.js$/, '')} ${kib(total([...closure(file, new Set())].filter((f) => !firstLoad.has(f))).gzip)}`).join(', ')}`);
console.log(`\nlargest modules (minified bytes)\n  entry, shared by every page (${kib(total(entry).gzip)} gzip): ${topModules([...entry])}\n${largest.map((l) => `  ${l}`).join('\n')}`);
verdict();
