// Scale: the built server with 2,500, 20,000 and 100,000 generated products (DEMO_PRODUCT_COUNT).
// Start-up time (spawn to the first /healthz answer, then to /readyz), resident memory after start
// and after the measured traffic, and the latency of search and listing pages at each size: one
// shopper at a time, every request rendered (no edge in front), distinct queries so that the search
// cache helps no measured request. SCALE_SIZES=2500,20000 picks the sizes.
// Targets (docs/performance.md): at 100,000 products ready within 60 s and under 1.5 GiB resident;
// at every size search and listing p95 under 250 ms.
import { check, mib, ms, table, verdict } from './support/report';
import { startStorefront } from './support/storefront-process';

const SIZES = (process.env.SCALE_SIZES ?? '2500,20000,100000').split(',').map(Number);
const READY_BUDGET_MS = 60_000;
const RSS_BUDGET = 1.5 * 1024 ** 3;
const P95_BUDGET_MS = 250;

const TERMS = ['guitar', 'fender', 'drum kit', 'yamaha piano', 'strings', 'microphone', 'studio monitor', 'headphones', 'pedal', 'bass', 'cymbal', 'keyboard', 'mixer', 'acoustic', 'amp', 'dj controller', 'stand', 'cable', 'ukulele', 'synth'];
const COLLECTIONS = ['guitar-bass', 'keyboards', 'drums', 'live-sound-pa', 'lighting', 'studio-gear', 'dj-equipment', 'headphones', 'accessories'];
const search = TERMS.map((term, i) => `/search?${new URLSearchParams({ 'search[query]': term, ...(i % 3 === 0 ? { 'search[sortBy]': 'price-asc' } : {}) })}`);
const listing = COLLECTIONS.flatMap((handle, i) => [
  `/collections/${handle}`,
  `/collections/${handle}?${new URLSearchParams({ 'category[range][price]': `${50 + i * 10}:2000`, 'category[page]': '2' })}`,
]);

async function latencies(origin: string, paths: readonly string[]) {
  const times: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    const res = await fetch(origin + path);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

const rows: string[][] = [];
for (const size of SIZES) {
  const app = await startStorefront({ env: { DEMO_PRODUCT_COUNT: String(size) }, startupTimeoutMs: 300_000 });
  try {
    const healthy = performance.now();
    while ((await fetch(`${app.origin}/readyz`)).status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    const readyMs = app.startupMs + performance.now() - healthy;
    const rssStarted = app.rssBytes();
    await latencies(app.origin, ['/search?search%5Bquery%5D=warm', '/collections/drums']);
    const s = await latencies(app.origin, search);
    const l = await latencies(app.origin, listing);
    const rssAfter = app.rssBytes();
    rows.push([String(size), ms(app.startupMs), ms(readyMs), mib(rssStarted), mib(rssAfter), ms(s.p50), ms(s.p95), ms(l.p50), ms(l.p95)]);
    console.log(`  ${size} products: up in ${ms(app.startupMs)}, ready in ${ms(readyMs)}, RSS ${mib(rssStarted)} → ${mib(rssAfter)}, search p50 ${ms(s.p50)} p95 ${ms(s.p95)}, listing p50 ${ms(l.p50)} p95 ${ms(l.p95)}`);
    if (size >= 100_000) {
      check(readyMs <= READY_BUDGET_MS, `${size}: ready after ${ms(readyMs)}, budget ${READY_BUDGET_MS} ms`);
      check(Math.max(rssStarted, rssAfter) <= RSS_BUDGET, `${size}: resident ${mib(Math.max(rssStarted, rssAfter))}, budget ${mib(RSS_BUDGET)}`);
    }
    check(s.p95 <= P95_BUDGET_MS, `${size}: search p95 ${ms(s.p95)} over ${P95_BUDGET_MS} ms`);
    check(l.p95 <= P95_BUDGET_MS, `${size}: listing p95 ${ms(l.p95)} over ${P95_BUDGET_MS} ms`);
  } finally {
    await app.stop();
  }
}
console.log('');
console.log(table(['products', 'start-up', 'ready', 'RSS started', 'RSS after', 'search p50', 'search p95', 'listing p50', 'listing p95'], rows));
verdict();
