// The embedded store behind a real Varnish behaves as the hosted one does: there, Shopify's
// inventory_levels/update and products/update webhooks purge the pages a sale or a merchant's edit
// moved. Here, the embedded store purges them itself: a shopper buying the last unit makes the
// product page say 'Out of Stock' at the edge within a second, where Varnish would otherwise keep
// 'Only one left' (and its Add to Cart) for the page's max-age; a tester's price change
// (`npm run demo:change`, written by another process) shows within the shop's one-second watch
// plus the purge. Skipped only when varnishd is not installed (npm run test:setup installs it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoCatalogueOverrides } from '../../src/adapters/embedded/demo-catalogue-overrides';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { openDatabase } from '../../src/adapters/sqlite/open-database';
import { varnishdPath } from '../../scripts/edge.mjs';
import type { CartView } from '../../src/ui/cart/view-models';
import { checkoutPageFields } from '../support/checkout-page-fields';
import { testCardFields } from '../support/test-card';
import { buildTestApp } from '../support/test-app';
import { freePort, serveBehindVarnish, type ShopBehindVarnish } from './support/behind-varnish';

const VARNISHD = varnishdPath();
const SITE_HOST = 'shop.test';

describe.skipIf(!VARNISHD)('the embedded store purges the edge as Shopify’s webhooks would', () => {
  let dataDir: string;
  let behind: ShopBehindVarnish;
  let app: Awaited<ReturnType<typeof buildTestApp>>['app'];
  let lastOne: DemoProduct;
  let repriced: DemoProduct;
  let catalogue: ReturnType<typeof generateCatalogue>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'edge-embedded-'));
    const varnishPort = await freePort();
    const built = await buildTestApp({ env: { DATA_DIR: dataDir, ALERTS_DATABASE: path.join(dataDir, 'alerts.sqlite'), EDGE_PURGE_URLS: `http://127.0.0.1:${varnishPort}/`, TRUST_PROXY: 'loopback' } });
    app = built.app;
    catalogue = generateCatalogue({ seed: built.config.demo.seed, productCount: built.config.demo.productCount });
    const online = (p: DemoProduct) => p.variants[0]!.inventory.find((e) => e.locationId === 'ONLINE')?.quantity ?? 0;
    const plain = catalogue.products.filter((p) => p.status === 'active' && p.openBoxParent === null && p.openBoxItems.length === 0 && p.variants.length === 1 && p.metafields.is_heavy === 'false');
    lastOne = plain.find((p) => p.metafields.stock_status === 'In Stock' && online(p) === 1) ?? expect.fail("no 'Only one left' product in the demo catalogue");
    repriced = plain.find((p) => p !== lastOne && p.variants[0]!.prices.AUD.price > 100_00) ?? expect.fail('no product to reprice');
    behind = await serveBehindVarnish(app, { varnishPort, siteHost: SITE_HOST });
  }, 120_000);

  afterAll(async () => {
    await behind?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const atEdge = async (pathname: string) => {
    const res = await fetch(`${behind.edge}${pathname}`);
    return { cache: res.headers.get('x-cache'), html: await res.text() };
  };

  it("a shopper buys the last unit: the product page at the edge says 'Out of Stock' within a second of the order", async () => {
    const pathname = `/en-au/products/${lastOne.handle}`;
    expect((await atEdge(pathname)).html).toContain('Only one left');
    const kept = await atEdge(pathname);
    expect(kept.cache).toBe('hit');
    expect(kept.html).toContain('Only one left');

    const shopper = request.agent(app);
    const added = await shopper
      .post('/en-au/cart')
      .set('accept', 'application/json')
      .type('form')
      .send({ cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${lastOne.variants[0]!.id}`, quantity: 1 }] } }) })
      .expect(200);
    const cart = added.body.cart as CartView;
    const shown = await checkoutPageFields(shopper, cart.checkoutUrl);
    const ordered = await shopper
      .post(cart.checkoutUrl)
      .set('accept', 'application/json')
      .type('form')
      .send({ ...testCardFields(), ...shown, email: 'shopper@example.com', name: 'Sam Player', address1: '1 Rundle Mall', city: 'Adelaide', region: 'SA', postcode: '5000' });
    expect([200, 303]).toContain(ordered.status);
    const sold = performance.now();

    await expect.poll(async () => /class="product-stock__(?:status|online)">Out of Stock</.test((await atEdge(pathname)).html), { timeout: 1_000, interval: 50 }).toBe(true);
    expect(performance.now() - sold).toBeLessThan(1_000);
  });

  it("a tester's price change from another process shows at the edge within the shop's one-second watch and the purge", async () => {
    const pathname = `/en-au/products/${repriced.handle}`;
    await atEdge(pathname);
    expect((await atEdge(pathname)).cache).toBe('hit');
    const db = openDatabase(path.join(dataDir, 'alerts.sqlite'));
    try {
      new DemoCatalogueOverrides(db, catalogue).set({ sku: repriced.variants[0]!.sku, field: 'price:AUD', value: 12_345_67 });
    } finally {
      db.close();
    }
    const changed = performance.now();
    await expect.poll(async () => (await atEdge(pathname)).html.includes('"price":"12345.67"'), { timeout: 2_000, interval: 50 }).toBe(true);
    expect(performance.now() - changed).toBeLessThan(2_000);
  });
});
