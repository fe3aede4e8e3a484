// Home page under load, with and without the anonymous page cache, beside a bare server answering
// the same bytes. Targets (docs/performance.md): no failed request; cached p99 under 50 ms and at
// least 20% of the bare server's throughput; uncached p99 under 500 ms at 50 connections.
import { runHttpBench } from './support/http-bench';
import { verdict } from './support/report';

await runHttpBench({
  title: 'home page',
  variants: [
    { label: 'page cache on', env: { PAGE_CACHE: 'on' } },
    { label: 'page cache off', env: { PAGE_CACHE: 'off' } },
  ],
  cases: [
    { name: 'home /', request: { path: '/' } },
    { name: 'home /en-au', request: { path: '/en-au' } },
  ],
});
verdict();
