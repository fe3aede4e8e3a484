// The shared server bench: start the real shop, then for each page load it with autocannon and, in
// the same run, load a bare server answering the very bytes that page returned. Prints requests/s,
// p50 and p99 for both and their ratio; exits non-zero when a target is missed.
//
//   await runHttpBench({ title: 'home', cases: [{ name: 'home', request: { path: '/en-au' } }] });
//
// Environment: BENCH_CONNECTIONS (50), BENCH_DURATION seconds (10), BENCH_NO_BUILD=1.
import { startBaseline } from './baseline-server';
import { loadSettings, runLoad, type LoadFigures, type LoadRequest, type LoadSettings } from './load';
import { check, ms, perSecond, table, type Targets } from './report';
import { startStorefront, type RunningProcess } from './storefront-process';

export interface PageCase {
  name: string;
  request: LoadRequest;
  /** 200 unless said otherwise (a form post answering 303, for example). */
  expectStatus?: number;
  targets?: Targets;
}

export interface Variant {
  /** Shown beside each case, for example 'page cache on'. */
  label: string;
  env: Record<string, string>;
}

export interface HttpBenchOptions {
  title: string;
  /** The pages to load; a function when they depend on the running shop (a real product handle). */
  cases: readonly PageCase[] | ((origin: string) => Promise<readonly PageCase[]>);
  /** The same cases against differently configured servers, for example with and without a cache. */
  variants?: readonly Variant[];
  env?: Record<string, string>;
  load?: Partial<LoadSettings>;
}

export interface BenchRow {
  variant: string;
  name: string;
  bytes: number;
  app: LoadFigures;
  baseline: LoadFigures;
  ratio: number;
}

/** One request as the bench will send it: checks the status and returns the body for the baseline. */
export async function probe(origin: string, page: PageCase): Promise<{ body: Uint8Array; contentType: string }> {
  const { path, method = 'GET', headers = {}, body } = page.request;
  const response = await fetch(origin + path, { method, headers, body: body ?? null, redirect: 'manual' });
  const expected = page.expectStatus ?? 200;
  if (response.status !== expected) throw new Error(`${page.name}: ${method} ${path} answered ${response.status}, expected ${expected}`);
  return { body: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'text/html; charset=utf-8' };
}

async function measureCase(app: RunningProcess, page: PageCase, settings: LoadSettings): Promise<Omit<BenchRow, 'variant'>> {
  const { body, contentType } = await probe(app.origin, page);
  const baselineServer = await startBaseline(body, contentType);
  let baseline: LoadFigures;
  try {
    baseline = await runLoad(baselineServer.origin, { path: '/' }, settings);
  } finally {
    await baselineServer.stop();
  }
  const warmup = Math.min(2, settings.durationSeconds / 5);
  if (warmup >= 1) await runLoad(app.origin, page.request, { ...settings, durationSeconds: warmup }, page.expectStatus);
  const figures = await runLoad(app.origin, page.request, settings, page.expectStatus);
  return { name: page.name, bytes: body.length, app: figures, baseline, ratio: figures.requestsPerSecond / Math.max(1, baseline.requestsPerSecond) };
}

function checkTargets(row: BenchRow, targets: Targets = {}): void {
  const where = `${row.name}${row.variant ? ` (${row.variant})` : ''}`;
  check(row.app.errors === 0, `${where}: ${row.app.errors} connection errors or timeouts`);
  check(row.app.unexpectedStatus === 0, `${where}: ${row.app.unexpectedStatus} responses with an unexpected status ${JSON.stringify(row.app.statusCounts)}`);
  if (targets.minRatio !== undefined) check(row.ratio >= targets.minRatio, `${where}: ratio ${row.ratio.toFixed(3)} below ${targets.minRatio}`);
  if (targets.maxP50Ms !== undefined) check(row.app.p50Ms <= targets.maxP50Ms, `${where}: p50 ${ms(row.app.p50Ms)} over ${targets.maxP50Ms} ms`);
  if (targets.maxP99Ms !== undefined) check(row.app.p99Ms <= targets.maxP99Ms, `${where}: p99 ${ms(row.app.p99Ms)} over ${targets.maxP99Ms} ms`);
  if (targets.minRequestsPerSecond !== undefined)
    check(row.app.requestsPerSecond >= targets.minRequestsPerSecond, `${where}: ${perSecond(row.app.requestsPerSecond)} req/s below ${targets.minRequestsPerSecond}`);
}

export function printRows(rows: readonly BenchRow[]): void {
  console.log(
    table(
      ['page', 'variant', 'bytes', 'app req/s', 'app p50', 'app p99', 'base req/s', 'base p50', 'base p99', 'ratio'],
      rows.map((r) => [r.name, r.variant || '-', String(r.bytes), perSecond(r.app.requestsPerSecond), ms(r.app.p50Ms), ms(r.app.p99Ms), perSecond(r.baseline.requestsPerSecond), ms(r.baseline.p50Ms), ms(r.baseline.p99Ms), r.ratio.toFixed(3)]),
    ),
  );
}

export async function runHttpBench(options: HttpBenchOptions): Promise<BenchRow[]> {
  const settings = loadSettings(options.load);
  const variants = options.variants ?? [{ label: '', env: {} }];
  console.log(`${options.title}: ${settings.connections} connections, ${settings.durationSeconds} s per run, app and baseline in separate processes`);
  const rows: BenchRow[] = [];
  for (const variant of variants) {
    const app = await startStorefront({ env: { ...options.env, ...variant.env } });
    try {
      const cases = typeof options.cases === 'function' ? await options.cases(app.origin) : options.cases;
      for (const page of cases) {
        const row = { variant: variant.label, ...(await measureCase(app, page, settings)) };
        rows.push(row);
        checkTargets(row, page.targets);
        console.log(`  ${row.name}${row.variant ? ` [${row.variant}]` : ''}: ${perSecond(row.app.requestsPerSecond)} req/s, p50 ${ms(row.app.p50Ms)}, p99 ${ms(row.app.p99Ms)} (baseline ${perSecond(row.baseline.requestsPerSecond)} req/s) ratio ${row.ratio.toFixed(3)}`);
      }
    } finally {
      await app.stop();
    }
  }
  console.log('');
  printRows(rows);
  return rows;
}
