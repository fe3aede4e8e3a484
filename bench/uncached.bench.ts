// The uncached render, straight at the shop (no Varnish): what the edge waits for on a miss, and
// what every request costs without an edge. Several builds in ONE run, so the comparison survives a
// shared machine: by default today's shop (main) and this checkout; any commits by
// UNCACHED_BUILDS='label=ref,label=ref' (the first is the reference). All builds are started at
// once; each page is loaded on each in turn (50 connections: BENCH_CONNECTIONS; UNCACHED_REQUESTS
// requests, 200, after 50 of warm-up), the build order rotating per page, for UNCACHED_ROUNDS
// rounds (1; with more, each figure is the median of the rounds). UNCACHED_KINDS=shell picks one kind.
// Two requests per page: the shell as Varnish fetches it (`Surrogate-Capability`, ESI includes for
// the personal parts) and the page as a browser without an edge gets it; both gzip.
// Each load starts once every server is idle and is a fixed number of requests, all answered, so
// the server's own CPU time (utime + stime from /proc) over them is exactly what they cost.
// Figures: req/s and latency, and that CPU time per request, which other work on a shared machine
// moves far less than req/s.
// Target (issue 31): no slower than today, read as CPU per request at most 1/0.9 of the reference
// build's in the same run (req/s printed beside it; on a machine shared with other work they swing
// two- to threefold between back-to-back loads).
import { generateCatalogue } from '../src/adapters/embedded/demo-data/generate-catalogue';
import { buildRef, parseBuilds, type GitBuild } from './support/git-builds';
import { loadSettings, runLoad, type LoadFigures } from './support/load';
import { check, ms, perSecond, table, verdict } from './support/report';
import { cpuMsOf, startStorefront, waitUntilIdle, type RunningProcess } from './support/storefront-process';

const MIN_SHARE = 0.9;
const product = generateCatalogue({ seed: 20261121, productCount: 2500 }).products.find((p) => p.status === 'active' && p.openBoxParent === null)!;
const PAGES = [
  { name: 'home', path: '/en-au' },
  { name: 'collection', path: '/en-au/collections/guitar-bass' },
  { name: 'product', path: `/en-au/products/${product.handle}` },
];
type Kind = { name: string; headers: Record<string, string> };
const KINDS = ([
  { name: 'shell', headers: { 'accept-encoding': 'gzip', 'surrogate-capability': 'varnish="ESI/1.0"' } },
  { name: 'direct', headers: { 'accept-encoding': 'gzip' } },
] as Kind[]).filter((kind) => !process.env.UNCACHED_KINDS || process.env.UNCACHED_KINDS.split(',').includes(kind.name));
const rounds = Math.max(1, Number(process.env.UNCACHED_ROUNDS) || 1);
const settings = { ...loadSettings(), amount: Math.max(1, Number(process.env.UNCACHED_REQUESTS) || 200) };

const builds: GitBuild[] = [];
const shops: RunningProcess[] = [];
type Measured = LoadFigures & { cpuMsPerRequest: number };
const figures = new Map<string, Measured[]>();
const keyOf = (page: string, kind: string, build: string) => `${page}\u0000${kind}\u0000${build}`;
try {
  for (const { label, ref } of parseBuilds(process.env.UNCACHED_BUILDS ?? 'today=main,yours=.')) builds.push(buildRef(label, ref));
  for (const build of builds) shops.push(await startStorefront({ env: { DEMO_PRODUCT_COUNT: '2500' }, ...(build.root ? { root: build.root } : {}) }));
  console.log(`uncached render: ${builds.map((b) => `${b.label} (${b.ref} = ${b.commit})`).join(', ')}; ${settings.connections} connections, ${settings.amount} requests each, ${rounds} round(s)`);
  let turn = 0;
  for (let round = 0; round < rounds; round++) {
    for (const page of PAGES) {
      for (const kind of KINDS) {
        turn++;
        for (let i = 0; i < builds.length; i++) {
          const at = (i + turn) % builds.length;
          const request = { path: page.path, headers: kind.headers };
          const shop = shops[at]!;
          for (const other of shops) await waitUntilIdle(other.pid);
          await runLoad(shop.origin, request, { ...settings, amount: 50 });
          await waitUntilIdle(shop.pid);
          const cpuBefore = cpuMsOf(shop.pid);
          const load = await runLoad(shop.origin, request, settings);
          // The log and garbage collection after the last answer count too.
          await waitUntilIdle(shop.pid);
          const answered = Object.values(load.statusCounts).reduce((sum, n) => sum + n, 0);
          // autocannon's average is over whole-second buckets, coarse for a run of a few seconds.
          const result: Measured = { ...load, requestsPerSecond: answered / load.seconds, cpuMsPerRequest: (cpuMsOf(shop.pid) - cpuBefore) / Math.max(1, answered) };
          const key = keyOf(page.name, kind.name, builds[at]!.label);
          figures.set(key, [...(figures.get(key) ?? []), result]);
          console.log(`  ${page.name} ${kind.name} [${builds[at]!.label}]: ${perSecond(result.requestsPerSecond)} req/s, p50 ${ms(result.p50Ms)}, p99 ${ms(result.p99Ms)}, ${ms(result.cpuMsPerRequest)} CPU a request`);
          check(result.errors === 0 && result.unexpectedStatus === 0, `${page.name} ${kind.name} [${builds[at]!.label}]: ${result.errors} errors, ${result.unexpectedStatus} unexpected statuses ${JSON.stringify(result.statusCounts)}`);
        }
      }
    }
  }
} finally {
  for (const shop of shops) await shop.stop();
  for (const build of builds) build.remove();
}

/** The median over the rounds: one load that another process's burst slowed does not move it. */
const mean = (list: readonly Measured[], pick: (f: Measured) => number) => {
  const sorted = list.map(pick).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const reference = builds[0]!;
const rows: string[][] = [];
const lines: string[] = [];
for (const page of PAGES) {
  for (const kind of KINDS) {
    const ref = figures.get(keyOf(page.name, kind.name, reference.label))!;
    const baseRps = mean(ref, (f) => f.requestsPerSecond);
    const baseCpu = mean(ref, (f) => f.cpuMsPerRequest);
    for (const build of builds) {
      const list = figures.get(keyOf(page.name, kind.name, build.label))!;
      const rps = mean(list, (f) => f.requestsPerSecond);
      const cpu = mean(list, (f) => f.cpuMsPerRequest);
      // Speed relative to the reference: its CPU per request over this build's (above 1: faster).
      const speed = baseCpu / cpu;
      rows.push([page.name, kind.name, build.label, list.map((f) => perSecond(f.requestsPerSecond)).join(' / '), (rps / baseRps).toFixed(2), ms(mean(list, (f) => f.p50Ms)), ms(mean(list, (f) => f.p99Ms)), list.map((f) => f.cpuMsPerRequest.toFixed(1)).join(' / '), speed.toFixed(2)]);
      if (build === reference) continue;
      const met = speed >= MIN_SHARE;
      lines.push(`${met ? 'met   ' : 'MISSED'} ${page.name} ${kind.name}, ${build.label}: ${cpu.toFixed(1)} ms CPU a request against ${reference.label}'s ${baseCpu.toFixed(1)} (speed ${speed.toFixed(2)}, target >= ${MIN_SHARE})`);
      check(met, `${page.name} ${kind.name}, ${build.label}: speed ${speed.toFixed(2)} of ${reference.label}'s, below ${MIN_SHARE}`);
    }
  }
}
console.log(`\nUncached render straight at the shop (${settings.connections} connections, ${settings.amount} requests); speed = ${reference.label}'s CPU per request over the build's, in this run\n`);
console.log(table(['page', 'request', 'build', 'req/s each round', `req/s of ${reference.label}`, 'p50', 'p99', 'CPU ms a request', 'speed'], rows));
console.log(`\nTargets:\n${lines.map((line) => `  ${line}`).join('\n')}`);
verdict();
