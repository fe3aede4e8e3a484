// Add to cart on the embedded store (SQLite file, WAL, one transaction per action), through the
// real production server: the cart form post as the browser sends it with JavaScript (?index,
// JSON answer). Two cases: every request starts a new cart (insert cart and line), and every
// request changes one busy cart (add one, set back to one, alternately: read-modify-write on the
// same rows under 50 connections). Targets: no failed request, p99 under 500 ms, and at least
// 300 add-to-cart requests per second (2 shared cores; measured well above, see the report).
import { generateCatalogue } from '../src/adapters/embedded/demo-data/generate-catalogue';
import { loadSettings, runLoad, type LoadRequest } from './support/load';
import { check, ms, perSecond, table, verdict } from './support/report';
import { startStorefront } from './support/storefront-process';

const PRODUCT_COUNT = 2500;
const catalogue = generateCatalogue({ seed: 20261121, productCount: PRODUCT_COUNT });
const [first] = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null);
const variantId = `gid://shopify/ProductVariant/${first!.variants[0]!.id}`;

const formOf = (action: string, inputs: unknown) => `cartFormInput=${encodeURIComponent(JSON.stringify({ action, inputs }))}`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };

const shop = await startStorefront({ env: { DEMO_PRODUCT_COUNT: String(PRODUCT_COUNT) } });
try {
  // One cart to hammer: its cookie and its line.
  const created = await fetch(`${shop.origin}/cart?index`, { method: 'POST', headers: FORM, body: formOf('LinesAdd', { lines: [{ merchandiseId: variantId, quantity: 1 }] }) });
  const cookie = (created.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { cart } = (await created.json()) as { cart: { lines: { id: string }[] } };
  const lineId = cart.lines[0]!.id;

  const cases: { name: string; requests: LoadRequest[] }[] = [
    { name: 'add to a new cart', requests: [{ path: '/cart?index', method: 'POST', headers: FORM, body: formOf('LinesAdd', { lines: [{ merchandiseId: variantId, quantity: 1 }] }) }] },
    {
      name: 'add to one busy cart',
      requests: [
        { path: '/cart?index', method: 'POST', headers: { ...FORM, cookie }, body: formOf('LinesAdd', { lines: [{ merchandiseId: variantId, quantity: 1 }] }) },
        { path: '/cart?index', method: 'POST', headers: { ...FORM, cookie }, body: formOf('LinesUpdate', { lines: [{ id: lineId, quantity: 1 }] }) },
      ],
    },
  ];
  const settings = loadSettings();
  const rows: string[][] = [];
  for (const c of cases) {
    const figures = await runLoad(shop.origin, c.requests, settings);
    rows.push([c.name, perSecond(figures.requestsPerSecond), ms(figures.p50Ms), ms(figures.p99Ms), String(figures.requests), String(figures.errors + figures.unexpectedStatus)]);
    check(figures.errors === 0 && figures.unexpectedStatus === 0, `${c.name}: ${figures.errors} errors, statuses ${JSON.stringify(figures.statusCounts)}`);
    check(figures.p99Ms < 500, `${c.name}: p99 ${ms(figures.p99Ms)} over 500 ms`);
    check(figures.requestsPerSecond >= 300, `${c.name}: ${perSecond(figures.requestsPerSecond)} requests/s under 300`);
  }
  console.log(`\nadd to cart, embedded SQLite store, ${settings.connections} connections, ${settings.durationSeconds} s each`);
  console.log(table(['case', 'req/s', 'p50', 'p99', 'requests', 'failed'], rows));
} finally {
  await shop.stop();
}
verdict();
