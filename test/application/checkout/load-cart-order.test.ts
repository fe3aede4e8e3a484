// Issue 17: an order confirmation is shown only to the checkout it was placed from, or to the
// signed-in customer it belongs to; anyone else gets nothing, as for an order that does not exist.
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../src/application/checkout/order';
import type { OrderBook } from '../../../src/application/ports';
import { LoadCartOrder } from '../../../src/application/checkout/load-cart-order';

const order = (id: string, customerId: string | null): Order =>
  ({ id, number: 1001, email: 'owner@example.com', customerId, lines: [], placedAt: '2026-11-24T00:00:00.000Z' }) as unknown as Order;

/** Orders by the cart they were placed from. */
class Book implements OrderBook {
  constructor(private readonly byCart: Map<string, Order>) {}
  placeOrder(): Promise<Order> {
    throw new Error('not used');
  }
  async order(id: string) {
    return [...this.byCart.values()].find((o) => o.id === id) ?? null;
  }
  async orderOfCart(cartId: string) {
    return this.byCart.get(cartId) ?? null;
  }
  async ordersOfCustomer(customerId: string) {
    return [...this.byCart.values()].filter((o) => o.customerId === customerId);
  }
}

const book = new Book(new Map([
  ['cart-guest', order('order-guest', null)],
  ['cart-member', order('order-member', 'customer-1')],
  ['cart-other', order('order-other', null)],
]));
const load = new LoadCartOrder(book);

describe('LoadCartOrder: only the checkout or the customer the order belongs to', () => {
  it.each([
    ['its own checkout, a guest', 'order-guest', { cartId: 'cart-guest', customerId: null }, 'order-guest'],
    ['its own checkout, signed in as someone else', 'order-guest', { cartId: 'cart-guest', customerId: 'customer-9' }, 'order-guest'],
    ["another checkout's token, a guest", 'order-guest', { cartId: 'cart-other', customerId: null }, null],
    ['a cart that placed no order', 'order-guest', { cartId: 'cart-none', customerId: null }, null],
    ['another checkout, signed in as its customer', 'order-member', { cartId: 'cart-other', customerId: 'customer-1' }, 'order-member'],
    ['another checkout, signed in as another customer', 'order-member', { cartId: 'cart-other', customerId: 'customer-2' }, null],
    ["a guest order, signed in (a guest order has no customer)", 'order-guest', { cartId: 'cart-other', customerId: 'customer-1' }, null],
    ['an order id that does not exist', 'order-nope', { cartId: 'cart-guest', customerId: 'customer-1' }, null],
  ])('%s', async (_name, orderId, viewer, expected) => {
    expect((await load.execute(orderId, viewer))?.id ?? null).toBe(expected);
  });
});
