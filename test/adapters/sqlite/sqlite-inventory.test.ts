// The embedded store's inventory (issue 29) against real SQLite: the Inventory contract, orders
// consuming stock in their own transaction (all or nothing), the policy at zero, pick-ups from the
// store's location, a file database keeping consumed stock across restarts, testers' stock changes
// applied once, and another process's orders mirrored onto the catalogue.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DemoCatalogueOverrides } from '../../../src/adapters/embedded/demo-catalogue-overrides';
import type { DemoCatalogue, DemoProduct } from '../../../src/adapters/embedded/demo-data/catalogue-types';
import { generateCatalogue } from '../../../src/adapters/embedded/demo-data/generate-catalogue';
import { DemoMerchandiseLookup } from '../../../src/adapters/embedded/demo-merchandise-lookup';
import { openDatabase, type Database } from '../../../src/adapters/sqlite/open-database';
import { SqliteCartStore } from '../../../src/adapters/sqlite/sqlite-cart-store';
import { SqliteInventory } from '../../../src/adapters/sqlite/sqlite-inventory';
import { SqliteOrderBook } from '../../../src/adapters/sqlite/sqlite-order-book';
import { CartError } from '../../../src/application/cart/cart-errors';
import type { OrderFulfilment, OrderRequest } from '../../../src/application/checkout/order';
import { localeByKey } from '../../../src/domain/locale';
import { moneyFromMinorUnits } from '../../../src/domain/money';
import { describeInventoryContract, inventoryFixtureFrom } from '../../contract/inventory.contract';

const AU = localeByKey('en-au');
const catalogueOf = () => generateCatalogue({ seed: 2026, productCount: 300 });
const seed = catalogueOf();

describeInventoryContract('SqliteInventory', async () => ({ port: new SqliteInventory(openDatabase(':memory:'), catalogueOf()), close: async () => {} }), inventoryFixtureFrom(seed));

const at = (p: DemoProduct, location: string) => p.variants[0]!.inventory.find((e) => e.locationId === location)?.quantity ?? 0;
const plain = (p: DemoProduct) => p.status === 'active' && p.openBoxParent === null && p.variants.length === 1;
const inStock = (online: number) => seed.products.filter((p) => plain(p) && p.metafields.stock_status === 'In Stock' && at(p, 'ONLINE') === online);
const ONE_LEFT = inStock(1);
const BACKORDER = seed.products.filter((p) => plain(p) && p.metafields.stock_status === 'Accepting Orders' && at(p, 'ONLINE') === 0);
const ONE_AT_FORESTVILLE = seed.products.filter((p) => plain(p) && at(p, '51') === 1);
const sku = (p: DemoProduct) => p.variants[0]!.sku;
const gid = (p: DemoProduct) => `gid://shopify/ProductVariant/${p.variants[0]!.id}`;
const online = async (inventory: SqliteInventory, p: DemoProduct) => (await inventory.levelsForSku(sku(p))).find((l) => l.locationId === 'ONLINE')!.quantity;
const inMemory = (catalogue: DemoCatalogue, p: DemoProduct, location = 'ONLINE') => at(catalogue.products.find((c) => c.id === p.id)!, location);

const TOTALS = { subtotal: moneyFromMinorUnits(1000, 'AUD'), discount: null, shipping: moneyFromMinorUnits(0, 'AUD'), tax: null, total: moneyFromMinorUnits(1000, 'AUD') };
const PICKUP_FORESTVILLE: OrderFulfilment = {
  method: 'pickup',
  store: { slug: 'forestville', name: 'Forestville', address: '1 Main St', phoneNumber: '08 0000 0000' },
  readyWhen: 'Ready from 10:30am today',
  readiness: { kind: 'today', date: '2026-11-27', readyAt: 630 },
};

function store(db: Database = openDatabase(':memory:'), catalogue = catalogueOf()) {
  const inventory = new SqliteInventory(db, catalogue);
  const carts = new SqliteCartStore(db, new DemoMerchandiseLookup(catalogue));
  const orders = new SqliteOrderBook(db, () => new Date('2026-11-27T10:00:00Z'), inventory);
  const request = (cartId: string, fulfilment?: OrderFulfilment): OrderRequest => ({
    cartId,
    email: 'shopper@example.com',
    customerId: null,
    shippingAddress: { name: 'Sam', address1: '1 St', city: 'Adelaide', postcode: '5000', country: 'Australia' },
    ...(fulfilment ? { fulfilment } : {}),
  });
  const cartOf = (lines: [DemoProduct, number][]) => carts.apply(null, { action: 'LinesAdd', inputs: { lines: lines.map(([p, quantity]) => ({ merchandiseId: gid(p), quantity })) } }, AU);
  const order = async (lines: [DemoProduct, number][], fulfilment?: OrderFulfilment) => {
    const cart = await cartOf(lines);
    return { cart, placing: orders.placeOrder(request(cart.id, fulfilment), cart, TOTALS) };
  };
  return { db, catalogue, inventory, carts, orders, order, cartOf, request };
}

async function refusal(placing: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await placing.then(() => expect.fail('the order was placed'), (e: unknown) => e);
  expect(error).toBeInstanceOf(CartError);
  return { code: (error as CartError).code, message: (error as CartError).message };
}

describe('an order consumes stock in its own transaction', () => {
  it("the last unit of an 'In Stock' item: of two carts holding it, the first order takes it, the table and the catalogue in memory say 0, the next order is refused", async () => {
    const { inventory, catalogue, orders, cartOf, request } = store();
    const guitar = ONE_LEFT[0]!;
    // Both shoppers saw the last one in their carts before either ordered.
    const [first, second] = [await cartOf([[guitar, 1]]), await cartOf([[guitar, 1]])];
    await orders.placeOrder(request(first.id), first, TOTALS);
    expect(await online(inventory, guitar)).toBe(0);
    expect(inMemory(catalogue, guitar)).toBe(0);
    expect(await refusal(orders.placeOrder(request(second.id), second, TOTALS))).toEqual({ code: 'refused', message: `Sorry, ${guitar.title} has just sold out.` });
    expect(await orders.orderOfCart(second.id)).toBeNull();
  });

  it("an order for more than is left is refused naming what is left, and nothing is written: no order, the cart kept, the other lines' stock untouched", async () => {
    const { inventory, orders, carts, cartOf, request } = store();
    const [guitar, other] = [inStock(3)[1]!, inStock(3)[0]!];
    // The shopper's cart showed 3; a stocktake leaves 1 before the order reaches the book.
    const cart = await cartOf([[other, 2], [guitar, 3]]);
    inventory.setOnline(sku(guitar), 1);
    expect(await refusal(orders.placeOrder(request(cart.id), cart, TOTALS))).toEqual({ code: 'refused', message: `Only 1 left of ${guitar.title}.` });
    expect(await orders.orderOfCart(cart.id)).toBeNull();
    expect(await carts.cart(cart.id, AU)).not.toBeNull();
    expect([await online(inventory, guitar), await online(inventory, other)]).toEqual([1, 3]);
  });

  it('a cart with nothing left to charge is never ordered, whatever reaches the book', async () => {
    const { order, orders } = store();
    const guitar = ONE_LEFT[6]!;
    await (await order([[guitar, 1]])).placing;
    const { cart, placing } = await order([[guitar, 1]]);
    expect(cart.lines[0]!.changes).toEqual([{ kind: 'unavailable' }]);
    expect(await refusal(placing)).toEqual({ code: 'invalid-input', message: 'Your cart is empty.' });
    expect(await orders.orderOfCart(cart.id)).toBeNull();
  });

  it("a back-order ('Accepting Orders') is ordered past zero: the stock goes below 0", async () => {
    const { inventory, catalogue, order } = store();
    const piano = BACKORDER[0]!;
    await (await order([[piano, 3]])).placing;
    await (await order([[piano, 2]])).placing;
    expect(await online(inventory, piano)).toBe(-5);
    expect(inMemory(catalogue, piano)).toBe(-5);
  });

  it("a pick-up takes the store's unit, not the online stock; the store's last unit is sold once", async () => {
    const { inventory, catalogue, order } = store();
    const item = ONE_AT_FORESTVILLE[0]!;
    const before = await online(inventory, item);
    await (await order([[item, 1]], PICKUP_FORESTVILLE)).placing;
    const levels = await inventory.levelsForSku(sku(item));
    expect(levels.find((l) => l.locationId === '51')!.quantity).toBe(0);
    expect(await online(inventory, item)).toBe(before);
    expect(inMemory(catalogue, item, '51')).toBe(0);
    expect(await refusal((await order([[item, 1]], PICKUP_FORESTVILLE)).placing)).toEqual({ code: 'refused', message: `Sorry, ${item.title} has just sold out.` });
  });

  it('ten orders racing for one unit give one order', async () => {
    const { inventory, order } = store();
    const guitar = ONE_LEFT[2]!;
    const placings = await Promise.all(Array.from({ length: 10 }, () => order([[guitar, 1]])));
    const results = await Promise.allSettled(placings.map((p) => p.placing));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await online(inventory, guitar)).toBe(0);
  });
});

describe('a file database', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'inventory-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps consumed stock across a restart (the seed does not overwrite it) and shows it on the new catalogue', async () => {
    const file = path.join(dir, 'restart.sqlite');
    const first = store(openDatabase(file));
    const guitar = ONE_LEFT[3]!;
    await (await first.order([[guitar, 1]])).placing;
    first.db.close();

    const again = new SqliteInventory(openDatabase(file), catalogueOf());
    expect(await online(again, guitar)).toBe(0);
  });

  it("mirrors another process's order onto this catalogue within the watch's poll", async () => {
    const file = path.join(dir, 'two.sqlite');
    const here = catalogueOf();
    const mine = new SqliteInventory(openDatabase(file), here);
    const stop = mine.watch(20);
    const other = store(openDatabase(file));
    const guitar = ONE_LEFT[4]!;
    await (await other.order([[guitar, 1]])).placing;
    await expect.poll(() => inMemory(here, guitar)).toBe(0);
    stop();
  });
});

describe("testers' stock changes (npm run demo:change -- --stock N)", () => {
  it('set the ONLINE figure once per revision; applying the same changes again keeps what orders consumed; the same figure set again sets it again; --reset brings the seed back', async () => {
    const { inventory, catalogue, order } = store();
    const item = ONE_LEFT[5]!;
    inventory.applyDemoChanges(new Map([[sku(item), { quantity: 5, revision: 1 }]]));
    expect([await online(inventory, item), inMemory(catalogue, item)]).toEqual([5, 5]);
    await (await order([[item, 2]])).placing;
    inventory.applyDemoChanges(new Map([[sku(item), { quantity: 5, revision: 1 }]]));
    expect(await online(inventory, item)).toBe(3);
    inventory.applyDemoChanges(new Map([[sku(item), { quantity: 5, revision: 2 }]]));
    expect([await online(inventory, item), inMemory(catalogue, item)]).toEqual([5, 5]);
    inventory.applyDemoChanges(new Map([[sku(item).toLowerCase(), { quantity: 0, revision: 3 }]]));
    expect(await online(inventory, item)).toBe(0);
    inventory.applyDemoChanges(new Map());
    expect([await online(inventory, item), inMemory(catalogue, item)]).toEqual([1, 1]);
  });

  it("reach the inventory through the overrides table (the alerts file), applied when the table changes, never re-adding what was sold", async () => {
    const { inventory, catalogue, order } = store();
    const overrides = new DemoCatalogueOverrides(openDatabase(':memory:'), catalogue, inventory);
    const item = ONE_LEFT[6]!;
    overrides.set({ sku: sku(item), field: 'stock', value: 4 });
    overrides.apply();
    expect(await online(inventory, item)).toBe(4);
    await (await order([[item, 1]])).placing;
    overrides.set({ sku: sku(item), field: 'price:AUD', value: 12_300 });
    overrides.apply();
    expect([await online(inventory, item), inMemory(catalogue, item)]).toEqual([3, 3]);
    // The tester sets the same figure again (a stocktake after the sale): the shop takes it again.
    overrides.set({ sku: sku(item), field: 'stock', value: 4 });
    overrides.apply();
    expect([await online(inventory, item), inMemory(catalogue, item)]).toEqual([4, 4]);
    overrides.reset(sku(item));
    overrides.apply();
    expect(await online(inventory, item)).toBe(1);
  });

  it('take an overrides table made before changes had revisions: the column is added in place', () => {
    const { catalogue, inventory } = store();
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE demo_overrides (sku TEXT NOT NULL, field TEXT NOT NULL, value INTEGER NOT NULL, PRIMARY KEY (sku, field)) STRICT;');
    const overrides = new DemoCatalogueOverrides(db, catalogue, inventory);
    overrides.set({ sku: sku(ONE_LEFT[7]!), field: 'stock', value: 2 });
    expect(overrides.list().map(({ field, value }) => [field, value])).toEqual([['stock', 2]]);
  });
});

// What Shopify's inventory_levels/update and products/update webhooks tell the hosted shop: the
// embedded store tells its listeners (the edge purge) which SKUs a change moved, and only those.
describe('who listens is told which SKUs moved', () => {
  it('an order: its SKUs, once; a refused order: nothing', async () => {
    const { inventory, order } = store();
    const told: string[][] = [];
    inventory.onStockMoved((skus) => told.push([...skus]));
    const [guitar, other] = [ONE_LEFT[8]!, ONE_LEFT[9]!];
    await (await order([[guitar, 1], [other, 1]])).placing;
    expect(told).toEqual([[sku(guitar), sku(other)]]);
    await refusal((await order([[guitar, 1]])).placing);
    expect(told).toHaveLength(1);
  });

  it("the overrides: a price change names its SKU; applying the same table again names nothing; a stock change reaches the inventory's listeners, not the price listeners", () => {
    const { inventory, catalogue } = store();
    const overrides = new DemoCatalogueOverrides(openDatabase(':memory:'), catalogue, inventory);
    const prices: string[][] = [];
    const stock: string[][] = [];
    overrides.onChange((skus) => prices.push([...skus]));
    inventory.onStockMoved((skus) => stock.push([...skus]));
    const [item, other] = [ONE_LEFT[10]!, ONE_LEFT[11]!];
    overrides.set({ sku: sku(item), field: 'price:AUD', value: 12_300 });
    overrides.apply();
    overrides.apply();
    overrides.set({ sku: sku(other), field: 'stock', value: 5 });
    overrides.apply();
    expect(prices).toEqual([[sku(item)]]);
    expect(stock).toEqual([[sku(other)]]);
    overrides.reset(sku(item));
    overrides.apply();
    expect(prices).toEqual([[sku(item)], [sku(item)]]);
  });
});
