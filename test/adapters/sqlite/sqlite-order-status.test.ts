// Issue 29: an embedded order's status lives with the order in SQLite: new orders are paid, and
// `npm run demo:fulfil -- ORDER` (its core, on a real database) moves one on by one step.
import { describe, expect, it } from 'vitest';
import { DemoMerchandiseLookup } from '../../../src/adapters/embedded/demo-merchandise-lookup';
import { generateCatalogue } from '../../../src/adapters/embedded/demo-data/generate-catalogue';
import { openDatabase } from '../../../src/adapters/sqlite/open-database';
import { SqliteCartStore } from '../../../src/adapters/sqlite/sqlite-cart-store';
import { SqliteOrderBook } from '../../../src/adapters/sqlite/sqlite-order-book';
import type { OrderRequest } from '../../../src/application/checkout/order';
import type { OrderFulfilment } from '../../../src/application/ports';
import { localeByKey } from '../../../src/domain/locale';
import { moneyFromMinorUnits } from '../../../src/domain/money';
import { demoFulfil, USAGE } from '../../../scripts/demo-fulfil';

const catalogue = generateCatalogue({ seed: 2026, productCount: 300 });
const variant = `gid://shopify/ProductVariant/${catalogue.products.find((p) => p.status === 'active')!.variants[0]!.id}`;
const AU = localeByKey('en-au');
const totals = { subtotal: moneyFromMinorUnits(1000, 'AUD'), discount: null, shipping: moneyFromMinorUnits(500, 'AUD'), tax: null, total: moneyFromMinorUnits(1500, 'AUD') };
const PICKUP = { method: 'pickup' as const, store: { slug: 'forestville', name: 'Forestville', address: '120 Leader Street', phoneNumber: '08 5550 1051' }, readyWhen: 'Ready today', readiness: { kind: 'today' } as never };

async function shop() {
  const db = openDatabase(':memory:');
  const carts = new SqliteCartStore(db, new DemoMerchandiseLookup(catalogue));
  const orders = new SqliteOrderBook(db);
  const place = async (fulfilment?: OrderRequest['fulfilment']) => {
    const cart = await carts.apply(null, { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: variant, quantity: 1 }] } }, AU);
    const request: OrderRequest = { cartId: cart.id, email: 'sam@example.com', customerId: 'customer-1', shippingAddress: { name: 'Sam', address1: '1 St', city: 'Adelaide', postcode: '5000', country: 'Australia' }, ...(fulfilment ? { fulfilment } : {}) };
    return orders.placeOrder(request, cart, totals);
  };
  return { orders, place };
}

describe('SqliteOrderBook: statuses', () => {
  it('a new order is paid; the status is kept with the order and read back by id, number and customer', async () => {
    const { orders, place } = await shop();
    const order = await place();
    expect(order.status).toBe('paid');
    await orders.recordStatus(order.id, 'shipped');
    expect((await orders.order(order.id))?.status).toBe('shipped');
    expect((await orders.orderNumbered(order.number))?.status).toBe('shipped');
    expect((await orders.ordersOfCustomer('customer-1'))[0]?.status).toBe('shipped');
    expect(await orders.orderNumbered(9999)).toBeNull();
  });
});

describe('demo:fulfil', () => {
  const run = (orders: OrderFulfilment, ...args: string[]) => demoFulfil(args, orders);

  it('moves a delivery from paid to shipped to delivered, and no further', async () => {
    const { orders, place } = await shop();
    const order = await place();
    expect(order.number).toBe(1001);
    expect(await run(orders, '1001')).toEqual({ exitCode: 0, output: 'demo:fulfil: order #1001: Paid → Shipped' });
    expect(await run(orders, '#1001')).toEqual({ exitCode: 0, output: 'demo:fulfil: order #1001: Shipped → Delivered' });
    expect(await run(orders, '1001')).toEqual({ exitCode: 0, output: 'demo:fulfil: order #1001 is Delivered; it goes no further' });
    expect((await orders.order(order.id))?.status).toBe('delivered');
  });

  it('moves a pick-up from paid to ready for pick-up to collected', async () => {
    const { orders, place } = await shop();
    const order = await place(PICKUP);
    expect(await run(orders, '#1001')).toEqual({ exitCode: 0, output: 'demo:fulfil: order #1001: Paid → Ready for pick-up' });
    expect(await run(orders, '1001')).toEqual({ exitCode: 0, output: 'demo:fulfil: order #1001: Ready for pick-up → Collected' });
    expect((await orders.order(order.id))?.status).toBe('collected');
  });

  it.each([[[]], [['abc']], [['1001', '1002']], [['#']], [['0']]])('arguments %j: the usage, exit code 1', async (args) => {
    const { orders } = await shop();
    expect(await demoFulfil(args, orders)).toEqual({ exitCode: 1, output: USAGE });
  });

  it('an order number nobody has: says so, exit code 1', async () => {
    const { orders } = await shop();
    expect(await run(orders, '1458')).toEqual({ exitCode: 1, output: 'demo:fulfil: there is no order #1458' });
  });
});
