// Issue 29, observation 4 (the stock side): a tester sets online stock to 0 (`npm run demo:change --
// --sku X --stock 0`, the overrides table in the alerts file written from another connection) while
// 2 units sit in a cart. A new add is refused, and the line already in the cart is not ordered: the
// checkout answers with the shopper's reason and nothing is written. A changed figure is applied
// once: orders consume from it, and applying the table again does not put the sold units back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoCatalogueOverrides } from '../../src/adapters/embedded/demo-catalogue-overrides';
import type { DemoProduct } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { generateCatalogue } from '../../src/adapters/embedded/demo-data/generate-catalogue';
import { openDatabase } from '../../src/adapters/sqlite/open-database';
import type { Inventory } from '../../src/application/ports';
import { TOKENS } from '../../src/application/tokens';
import type { CartView } from '../../src/ui/cart/view-models';
import { buildTestApp } from '../support/test-app';
import { CART_MESSAGES } from '../../src/domain/cart-messages';
import { checkoutPageFields } from '../support/checkout-page-fields';
import { testCardFields } from '../support/test-card';

const dataDir = mkdtempSync(path.join(tmpdir(), 'inventory-change-'));
const database = path.join(dataDir, 'alerts.sqlite');
let shop: Awaited<ReturnType<typeof buildTestApp>>;
let overrides: DemoCatalogueOverrides;
let item: DemoProduct;

beforeAll(async () => {
  shop = await buildTestApp({ env: { DATA_DIR: dataDir, ALERTS_DATABASE: database } });
  const catalogue = generateCatalogue({ seed: shop.config.demo.seed, productCount: shop.config.demo.productCount });
  item = catalogue.products.find(
    (p) => p.status === 'active' && p.openBoxParent === null && p.openBoxItems.length === 0 && p.variants.length === 1 && p.metafields.is_heavy === 'false' && p.metafields.stock_status === 'In Stock' && (p.variants[0]!.inventory.find((e) => e.locationId === 'ONLINE')?.quantity ?? 0) >= 3,
  )!;
  // The tester's command writes the table from another connection, as another process does.
  overrides = new DemoCatalogueOverrides(openDatabase(database), catalogue);
});
afterAll(async () => {
  await shop.composition.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Agent = ReturnType<typeof request.agent>;
const gid = (p: DemoProduct) => `gid://shopify/ProductVariant/${p.variants[0]!.id}`;
const add = (agent: Agent, quantity: number) =>
  agent.post('/en-au/cart').set('accept', 'application/json').type('form').send({ cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: gid(item), quantity }] } }) });
const deliver = async (agent: Agent, cart: CartView, shown?: Record<string, string>) =>
  agent.post(cart.checkoutUrl).set('accept', 'application/json').type('form').send({ ...testCardFields(), ...(shown ?? (await checkoutPageFields(agent, cart.checkoutUrl))), email: 'shopper@example.com', name: 'Sam Player', address1: '1 Rundle Mall', city: 'Adelaide', region: 'SA', postcode: '5000' });
const online = async () => (await shop.composition.container.resolve<Inventory>(TOKENS.Inventory).levelsForSku(item.variants[0]!.sku, item.handle)).find((l) => l.locationId === 'ONLINE')!.quantity;

describe('online stock set to 0 while 2 units sit in a cart', () => {
  it('a new add is refused, and the checkout of the held line is refused with the reason; no order, the cart kept', async () => {
    const holder = request.agent(app());
    const cart = (await add(holder, 2).expect(200)).body.cart as CartView;
    // The checkout page the shopper has open shows the 2 units.
    const shown = await checkoutPageFields(holder, cart.checkoutUrl);

    overrides.set({ sku: item.variants[0]!.sku, field: 'stock', value: 0 });
    await expect.poll(online, { timeout: 5_000 }).toBe(0);

    expect((await add(request.agent(app()), 1).expect(409)).body.error.message).toBe('Sorry, this product is out of stock and cannot be bought right now.');
    const answer = await deliver(holder, cart, shown);
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(CART_MESSAGES.figuresChanged);
    expect(((await holder.get('/en-au/api/cart').expect(200)).body.cart as CartView).lines.map((l) => l.quantity)).toEqual([2]);
  });

  it('a new figure is applied once: an order takes from it, and the table applied again (any later demo change) leaves the sold units sold', async () => {
    overrides.set({ sku: item.variants[0]!.sku, field: 'stock', value: 3 });
    await expect.poll(online, { timeout: 5_000 }).toBe(3);
    const buyer = request.agent(app());
    const cart = (await add(buyer, 2).expect(200)).body.cart as CartView;
    expect([303, 200]).toContain((await deliver(buyer, cart)).status);
    expect(await online()).toBe(1);

    // Another change in the table (a price) makes the shop apply it again.
    overrides.set({ sku: item.variants[0]!.sku, field: 'price:AUD', value: 12_345 });
    await expect.poll(async () => (await request(app()).get(`/en-au/products/${item.handle}`)).text.includes('$123.45'), { timeout: 5_000 }).toBe(true);
    expect(await online()).toBe(1);
    expect((await add(request.agent(app()), 2).expect(409)).body.error.message).toBe('Only 1 left.');
  });
});

function app() {
  return shop.app;
}
