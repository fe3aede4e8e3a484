// Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4x CPU slowdown) driving Debian's
// Chromium against the built server on loopback, no other network. Home, a collection, a product
// and the cart (with a line in it). Targets: accessibility, best practices and SEO each 95 or more;
// issue 18: performance 100, CLS 0 (0.000 as reported) and LCP at most 2.0 s. LIGHTHOUSE_RUNS (3) runs each page that many times, each in a fresh
// Chromium (a second load of the same URL in one browser can lose its trace: NO_NAVSTART), and keeps
// the median, since one simulated-throttling run can be off by a second of LCP.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { generateCatalogue } from '../src/adapters/embedded/demo-data/generate-catalogue';
import { check, ms, table, verdict } from './support/report';
import { startStorefront } from './support/storefront-process';

const MIN_SCORE = 95;
/** Issue 18: every page type scores 100 for performance, with no layout shift and LCP within 2.0 s. */
const MIN_PERFORMANCE = 100;
const MAX_LCP_MS = 2_000;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// The flags of playwright.config.ts: headless, no sandbox (containers), nothing phoning home.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

const product = generateCatalogue({ seed: 20261121, productCount: 2500 }).products.find((p) => p.status === 'active' && p.openBoxParent === null)!;

interface PageFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  failing: string[];
}

async function audit(url: string, port: number, extraHeaders: Record<string, string>, skipAudits: string[]): Promise<PageFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], extraHeaders, skipAudits });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${category.id}/${ref.id}: ${lhr.audits[ref.id]?.title}${lhr.audits[ref.id]?.displayValue ? ` (${lhr.audits[ref.id]?.displayValue})` : ''}`),
  );
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    failing,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Lighthouse sometimes loses a trace (NO_NAVSTART): that run is repeated, up to twice, never scored. */
async function auditInFreshBrowser(url: string, extraHeaders: Record<string, string>, skipAudits: string[], attempt = 1): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    return await audit(url, chrome.port, extraHeaders, skipAudits);
  } catch (error) {
    if (attempt >= 3 || !(error instanceof Error) || !error.message.startsWith('lighthouse: NO_')) throw error;
    console.log(`${url}: ${error.message.split(' ').slice(0, 2).join(' ')}, running it again`);
  } finally {
    chrome.kill();
  }
  return auditInFreshBrowser(url, extraHeaders, skipAudits, attempt + 1);
}

const app = await startStorefront({ env: { DEMO_PRODUCT_COUNT: '2500' } });
try {
  // A cart with one line, so the cart page shows what a shopper sees.
  const added = await fetch(`${app.origin}/cart?index`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${product.variants[0]!.id}`, quantity: 1 }] } }) }),
  });
  const cartCookie = (added.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  // A shopper's cart must not be indexed: its noindex is right, so the crawlability audit is skipped there.
  const pages: Array<[string, string, Record<string, string>, string[]]> = [
    ['home', '/', {}, []],
    ['collection', '/collections/guitar-bass', {}, []],
    ['product', `/products/${product.handle}`, {}, []],
    ['cart', '/cart', cartCookie ? { cookie: cartCookie } : {}, ['is-crawlable']],
  ];
  const rows: string[][] = [];
  for (const [name, path, headers, skip] of pages) {
    const runs: PageFigures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await auditInFreshBrowser(`${app.origin}${path}`, headers, skip));
    const pick = (f: (p: PageFigures) => number) => median(runs.map(f));
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, pick((r) => r.scores[c])])) as PageFigures['scores'];
    const figures = { lcpMs: pick((r) => r.lcpMs), cls: pick((r) => r.cls), tbtMs: pick((r) => r.tbtMs) };
    rows.push([name, path.length > 40 ? `${path.slice(0, 37)}...` : path, ...CATEGORIES.map((c) => String(scores[c])), ms(figures.lcpMs), figures.cls.toFixed(3), ms(figures.tbtMs)]);
    for (const category of CATEGORIES) {
      const min = category === 'performance' ? MIN_PERFORMANCE : MIN_SCORE;
      check(scores[category] >= min, `${name}: ${category} ${scores[category]} below ${min}`);
    }
    check(figures.cls.toFixed(3) === '0.000', `${name}: CLS ${figures.cls.toFixed(3)} is not 0`);
    check(figures.lcpMs <= MAX_LCP_MS, `${name}: LCP ${ms(figures.lcpMs)} over ${MAX_LCP_MS} ms`);
    const failing = runs[0]!.failing;
    if (failing.length) console.log(`${name}: audits below 0.9:\n${failing.map((f) => `  - ${f}`).join('\n')}`);
  }
  console.log(`\nLighthouse mobile preset, ${RUNS} run${RUNS === 1 ? '' : 's'} per page (median), server ${app.origin}\n`);
  console.log(table(['page', 'path', 'perf', 'a11y', 'best', 'seo', 'LCP', 'CLS', 'TBT'], rows));
} finally {
  await app.stop();
}
verdict();
