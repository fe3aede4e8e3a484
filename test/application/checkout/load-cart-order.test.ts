// Issue 17: an order confirmation is shown only to the checkout it was placed from, or to the
// signed-in customer it belongs to; anyone else gets nothing, as for an order that does not exist.
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../src/application/checkout/order';
import { LoadCartOrder } from '../../../src/application/checkout/load-cart-order';
import { InMemoryOrderBook, orderMother } from './order-book-fake';

const order = (id: string, customerId: string | null): Order => orderMother({ id, number: 1001, customerId });

const book = new InMemoryOrderBook([
  ['cart-guest', order('order-guest', null)],
  ['cart-member', order('order-member', 'customer-1')],
  ['cart-other', order('order-other', null)],
]);
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
