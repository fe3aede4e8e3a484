// Home page under load, with and without the anonymous page cache, beside a bare server answering
// the same bytes. Targets (as bench:pages, docs/performance.md): no failed request; from the cache,
// p99 under 300 ms and at least 20% of the bare server's throughput; every request rendered, p99
// under 2 s at 50 connections.
import { runHttpBench, type PageCase } from './support/http-bench';
import { verdict } from './support/report';

const cases = (targets: PageCase['targets']): PageCase[] => [
  { name: 'home /', request: { path: '/' }, targets },
  { name: 'home /en-au', request: { path: '/en-au' }, targets },
];

await runHttpBench({ title: 'home page, anonymous page cache', variants: [{ label: 'page cache on', env: { PAGE_CACHE: 'on' } }], cases: cases({ maxP99Ms: 300, minRatio: 0.2 }) });
await runHttpBench({ title: 'home page, every request rendered', variants: [{ label: 'page cache off', env: { PAGE_CACHE: 'off' } }], cases: cases({ maxP99Ms: 2_000 }) });
verdict();
