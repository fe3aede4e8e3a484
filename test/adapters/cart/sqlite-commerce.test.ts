// The embedded store beyond the shared contract: the local checkout's orders, the cart-level
// actions the domain cart does not show, and durability of committed lines when the process dies.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DemoMerchandiseLookup } from '../../../src/adapters/embedded/demo-merchandise-lookup';
import { generateCatalogue } from '../../../src/adapters/embedded/demo-data/generate-catalogue';
import { applyToDetails, emptyDetails } from '../../../src/adapters/sqlite/cart-details';
import { openDatabase } from '../../../src/adapters/sqlite/open-database';
import { SqliteCartStore } from '../../../src/adapters/sqlite/sqlite-cart-store';
import { SqliteOrderBook } from '../../../src/adapters/sqlite/sqlite-order-book';
import { CartError } from '../../../src/application/cart/cart-errors';
import type { OrderRequest } from '../../../src/application/checkout/order';
import { localeByKey } from '../../../src/domain/locale';
import { moneyFromMinorUnits } from '../../../src/domain/money';

const catalogue = generateCatalogue({ seed: 2026, productCount: 300 });
const variant = `gid://shopify/ProductVariant/${catalogue.products.find((p) => p.status === 'active')!.variants[0]!.id}`;
const AU = localeByKey('en-au');

describe('SqliteOrderBook', () => {
  const db = openDatabase(':memory:');
  const carts = new SqliteCartStore(db, new DemoMerchandiseLookup(catalogue));
  const orders = new SqliteOrderBook(db, () => new Date('2026-03-01T10:00:00Z'));
  const request = (cartId: string, customerId: string | null = null): OrderRequest => ({
    cartId,
    email: 'shopper@example.com',
    customerId,
    shippingAddress: { name: 'Sam', address1: '1 St', city: 'Adelaide', postcode: '5000', country: 'Australia' },
  });
  const totals = { subtotal: moneyFromMinorUnits(1000, 'AUD'), discount: null, shipping: moneyFromMinorUnits(500, 'AUD'), tax: moneyFromMinorUnits(136, 'AUD'), total: moneyFromMinorUnits(1500, 'AUD') };

  it('freezes the cart into a numbered order and deletes the cart in the same transaction', async () => {
    const cart = await carts.apply(null, { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: variant, quantity: 2 }] } }, AU);
    const order = await orders.placeOrder(request(cart.id, 'customer-1'), cart, totals);
    expect(order).toMatchObject({ number: 1001, email: 'shopper@example.com', customerId: 'customer-1', ...totals, placedAt: '2026-03-01T10:00:00.000Z' });
    expect(order.lines).toEqual([expect.objectContaining({ merchandiseId: variant, quantity: 2, total: cart.lines[0]!.cost.totalAmount })]);
    expect(await carts.cart(cart.id, AU)).toBeNull();
    expect(await orders.order(order.id)).toEqual(order);
  });

  it('answers the first order when the same cart is placed twice', async () => {
    const cart = await carts.apply(null, { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: variant, quantity: 1 }] } }, AU);
    const first = await orders.placeOrder(request(cart.id), cart, totals);
    const again = await orders.placeOrder(request(cart.id), cart, totals);
    expect(again.id).toBe(first.id);
    expect(again.number).toBe(first.number);
  });

  it("lists a customer's orders, newest first, and nobody else's", async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const cart = await carts.apply(null, { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: variant, quantity: 1 }] } }, AU);
      numbers.push((await orders.placeOrder(request(cart.id, 'customer-2'), cart, totals)).number);
    }
    expect((await orders.ordersOfCustomer('customer-2')).map((o) => o.number)).toEqual([...numbers].reverse());
    expect(await orders.ordersOfCustomer('nobody')).toEqual([]);
  });
});

describe('cart-level details', () => {
  it('adds, updates, selects and removes delivery addresses by id', () => {
    let details = applyToDetails(emptyDetails(), { action: 'DeliveryAddressesAdd', inputs: { addresses: [{ address: { city: 'Adelaide' } }, { address: { city: 'Perth' } }] } });
    const [adelaide, perth] = details.deliveryAddresses;
    details = applyToDetails(details, { action: 'DeliveryAddressesUpdate', inputs: { addresses: [{ id: perth!.id, selected: true, address: { city: 'Fremantle' } }] } });
    expect(details.deliveryAddresses.map((a) => [a.address.city, a.selected])).toEqual([['Adelaide', false], ['Fremantle', true]]);
    details = applyToDetails(details, { action: 'DeliveryAddressesRemove', inputs: { addressIds: [adelaide!.id] } });
    expect(details.deliveryAddresses.map((a) => a.address.city)).toEqual(['Fremantle']);
  });

  it.each([
    ['two selected addresses', { action: 'DeliveryAddressesAdd' as const, inputs: { addresses: [{ address: {}, selected: true }, { address: {}, selected: true }] } }],
    ['an unknown address id', { action: 'DeliveryAddressesRemove' as const, inputs: { addressIds: ['gid://shopify/CartSelectableAddress/nope'] } }],
  ])('refuses %s', (_, action) => {
    expect(() => applyToDetails(emptyDetails(), action)).toThrow(CartError);
  });

  it('merges attributes by key, keeps gift cards unique and deletes metafields', () => {
    let details = applyToDetails(emptyDetails(), { action: 'AttributesUpdateInput', inputs: { attributes: [{ key: 'a', value: '1' }, { key: 'b', value: '2' }] } });
    details = applyToDetails(details, { action: 'AttributesUpdateInput', inputs: { attributes: [{ key: 'a', value: '3' }] } });
    expect(details.attributes).toEqual([{ key: 'a', value: '3' }, { key: 'b', value: '2' }]);
    details = applyToDetails(details, { action: 'GiftCardCodesAdd', inputs: { giftCardCodes: ['gift', 'GIFT', 'other'] } });
    expect(details.giftCards.map((g) => g.code)).toEqual(['GIFT', 'other']);
    details = applyToDetails(details, { action: 'MetafieldsSet', inputs: { metafields: [{ key: 'k', type: 't', value: 'v' }] } });
    details = applyToDetails(details, { action: 'MetafieldDelete', inputs: { key: 'k' } });
    expect(details.metafields).toEqual({});
  });
});

describe('durability', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cart-crash-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps every committed line when the process is killed mid-write (WAL)', async () => {
    const file = path.join(dir, 'commerce.sqlite');
    // A child process adds lines as fast as it can and reports each commit; it is killed with
    // SIGKILL after a few, with no chance to close the database or checkpoint the log.
    const script = `
      import { DatabaseSync } from 'node:sqlite';
      const db = new DatabaseSync(process.argv[1]);
      db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; CREATE TABLE IF NOT EXISTS t (n INTEGER)");
      for (let n = 1; ; n++) {
        db.exec('BEGIN IMMEDIATE'); db.prepare('INSERT INTO t (n) VALUES (?)').run(n); db.exec('COMMIT');
        process.stdout.write(n + '\\n');
      }`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, file], { stdio: ['ignore', 'pipe', 'inherit'] });
    let committed = 0;
    // Killed after 200 acknowledged commits, or after 10 s on a machine too busy to reach them.
    const deadline = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        const last = chunk.toString().trim().split('\n').pop();
        committed = Math.max(committed, Number(last) || 0);
        if (committed >= 200 && !child.killed) child.kill('SIGKILL');
      });
      child.on('exit', () => resolve());
    });
    clearTimeout(deadline);
    const db = openDatabase(file);
    const { count } = db.prepare('SELECT COUNT(*) AS count FROM t').get() as { count: number };
    db.close();
    expect(committed).toBeGreaterThan(0);
    expect(count).toBeGreaterThanOrEqual(committed);
  }, 60_000);
});
