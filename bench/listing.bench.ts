// The server-rendered category listing /collections/guitar-bass under load at 50 connections:
// requests/s and p99 beside a bare server answering a prebuilt HTML string of the same size (the
// ratio is the figure), with the page cache off (every request searches and renders) and on.
// A filtered, sorted second page and a search results page show the cost of a real refinement.
// Targets: no failed request; p99 under 500 ms when every request renders.
import { runHttpBench } from './support/http-bench';
import { verdict } from './support/report';

const FILTERED = `/en-au/collections/guitar-bass?${new URLSearchParams({
  'category[refinementList][stock][0]': 'In Stock',
  'category[range][price]': '200:2000',
  'category[sortBy]': 'price-asc',
  'category[page]': '2',
  maxPage: '2',
})}`;

await runHttpBench({
  title: 'category listing',
  variants: [
    { label: 'page cache off', env: { PAGE_CACHE: 'off' } },
    { label: 'page cache on', env: { PAGE_CACHE: 'on' } },
  ],
  cases: [
    { name: 'listing /collections/guitar-bass', request: { path: '/collections/guitar-bass' }, targets: { maxP99Ms: 500 } },
    { name: 'listing filtered, sorted, pages 1-2', request: { path: FILTERED }, targets: { maxP99Ms: 500 } },
    { name: 'search /search?search[query]=guitar', request: { path: '/search?search%5Bquery%5D=guitar' }, targets: { maxP99Ms: 500 } },
  ],
});
verdict();
