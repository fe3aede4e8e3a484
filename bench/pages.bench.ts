// The five server figures in one run: home, a collection, a search, a product page and
// add-to-cart at 50 connections for 10 s, each beside a bare server answering the same bytes, with
// the anonymous page cache on and off, and with the search answer cache off too (add-to-cart is
// never cached: it is a write with a cart).
// Targets (docs/performance.md): no failed request anywhere; with every page rendered, p99 under
// 2 s; from the page cache, p99 under 300 ms; add-to-cart p99 under 500 ms.
import { generateCatalogue } from '../src/adapters/embedded/demo-data/generate-catalogue';
import { runHttpBench, type PageCase } from './support/http-bench';
import { verdict } from './support/report';

const product = generateCatalogue({ seed: 20261121, productCount: 2500 }).products.find((p) => p.status === 'active' && p.openBoxParent === null)!;
const addToCart = JSON.stringify({ cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${product.variants[0]!.id}`, quantity: 1 }] } }) });

const pages = (maxP99Ms: number): PageCase[] => [
  { name: 'home', request: { path: '/en-au' }, targets: { maxP99Ms } },
  { name: 'collection', request: { path: '/en-au/collections/guitar-bass' }, targets: { maxP99Ms } },
  { name: 'search', request: { path: '/en-au/search?search%5Bquery%5D=guitar' }, targets: { maxP99Ms } },
  { name: 'product', request: { path: `/en-au/products/${product.handle}` }, targets: { maxP99Ms } },
];
const cart: PageCase = {
  name: 'add to cart',
  request: { path: '/en-au/cart?index', method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: addToCart },
  targets: { maxP99Ms: 500 },
};

const env = { DEMO_PRODUCT_COUNT: '2500' };
// Rendered twice: with the search engine's answer cache (what a shop runs) and without it, so
// every listing also pays for its query and facet counts (SEARCH_CACHE=off).
await runHttpBench({
  title: 'pages, every request rendered',
  env,
  variants: [
    { label: 'page cache off', env: { PAGE_CACHE: 'off' } },
    { label: 'page + search caches off', env: { PAGE_CACHE: 'off', SEARCH_CACHE: 'off' } },
  ],
  cases: [...pages(2_000), cart],
});
await runHttpBench({ title: 'pages, anonymous page cache', env, variants: [{ label: 'page cache on', env: { PAGE_CACHE: 'on' } }], cases: pages(300) });
verdict();
