// Issue 29, after the order: a confirmation's personal details show only to the browser that placed
// the order (the orders its cookie names) or to the signed-in customer it belongs to; anyone else
// holding the checkout's URL learns the order's number only. The email confirmation matches the
// order's email, letter case and spaces around aside, and says nothing more on a mismatch.
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../src/application/checkout/order';
import { ConfirmOrderEmail } from '../../../src/application/checkout/confirm-order-email';
import { LoadOrderConfirmation } from '../../../src/application/checkout/load-order-confirmation';
import { InMemoryOrderBook, orderMother } from './order-book-fake';

const book = new InMemoryOrderBook([
  ['cart-guest', orderMother({ id: 'order-guest', number: 1001, customerId: null, email: 'Guest@Example.com' })],
  ['cart-member', orderMother({ id: 'order-member', number: 1002, customerId: 'customer-1' })],
  ['cart-other', orderMother({ id: 'order-other', number: 1003, customerId: null })],
]);
const load = new LoadOrderConfirmation(book);
const shown = (result: Awaited<ReturnType<LoadOrderConfirmation['execute']>>) =>
  result === null ? null : result.kind === 'details' ? `details of ${(result.order as Order).id}` : `number ${result.number} only`;

describe('LoadOrderConfirmation: details for the owner, the number for anyone with the URL', () => {
  it.each([
    { name: 'the placing browser, by the order URL', cartId: 'cart-guest', orderId: 'order-guest', customerId: null, placed: ['order-guest'], expected: 'details of order-guest' },
    { name: 'the placing browser going Back (no order in the URL)', cartId: 'cart-guest', orderId: null, customerId: null, placed: ['order-guest'], expected: 'details of order-guest' },
    { name: 'another browser with the order URL', cartId: 'cart-guest', orderId: 'order-guest', customerId: null, placed: [], expected: 'number 1001 only' },
    { name: 'another browser with the checkout URL', cartId: 'cart-guest', orderId: null, customerId: null, placed: [], expected: 'number 1001 only' },
    { name: 'another browser whose cookie names other orders', cartId: 'cart-guest', orderId: 'order-guest', customerId: null, placed: ['order-other'], expected: 'number 1001 only' },
    { name: 'someone signed in as another customer', cartId: 'cart-member', orderId: 'order-member', customerId: 'customer-2', placed: [], expected: 'number 1002 only' },
    { name: 'the signed-in owner in another browser', cartId: 'cart-member', orderId: 'order-member', customerId: 'customer-1', placed: [], expected: 'details of order-member' },
    { name: "the signed-in owner with another checkout's URL", cartId: 'cart-other', orderId: 'order-member', customerId: 'customer-1', placed: [], expected: 'details of order-member' },
    { name: "another checkout's URL with an order id, a guest", cartId: 'cart-other', orderId: 'order-guest', customerId: null, placed: ['order-guest'], expected: null },
    { name: 'a checkout that became no order', cartId: 'cart-none', orderId: null, customerId: null, placed: [], expected: null },
    { name: 'an order id that does not exist', cartId: 'cart-guest', orderId: 'order-nope', customerId: 'customer-1', placed: [], expected: null },
  ])('$name: $expected', async ({ cartId, orderId, customerId, placed, expected }) => {
    expect(shown(await load.execute({ cartId, orderId, customerId, placedOrders: placed }))).toBe(expected);
  });
});

describe("ConfirmOrderEmail: the order's id on a match only", () => {
  const confirm = new ConfirmOrderEmail(book);
  it.each([
    { name: 'the same email', cartId: 'cart-guest', email: 'Guest@Example.com', expected: 'order-guest' },
    { name: 'other letter case', cartId: 'cart-guest', email: 'guest@example.com', expected: 'order-guest' },
    { name: 'spaces around', cartId: 'cart-guest', email: '  GUEST@EXAMPLE.COM ', expected: 'order-guest' },
    { name: 'another email', cartId: 'cart-guest', email: 'guest@example.org', expected: null },
    { name: "another order's email", cartId: 'cart-other', email: 'guest@example.com', expected: null },
    { name: 'a checkout that became no order', cartId: 'cart-none', email: 'guest@example.com', expected: null },
  ])('$name: $expected', async ({ cartId, email, expected }) => {
    expect(await confirm.execute(cartId, email)).toBe(expected);
  });
});
