// Issue 29: an order's status after payment, the words the account shows for it, and the order
// number a tester types for `npm run demo:fulfil`.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOrderStatus, nextOrderStatus, ORDER_STATUS_WORDS, parseOrderNumber, type FulfilmentMethod, type OrderStatus } from '../../src/domain/order-status';

describe('an order moves one step at a time, by how it reaches the shopper', () => {
  it.each<[OrderStatus, FulfilmentMethod, OrderStatus | null]>([
    ['paid', 'pickup', 'ready-for-pickup'],
    ['ready-for-pickup', 'pickup', 'collected'],
    ['collected', 'pickup', null],
    ['paid', 'delivery', 'shipped'],
    ['shipped', 'delivery', 'delivered'],
    ['delivered', 'delivery', null],
    // A status of the other way never moves on: a delivery is never 'ready for pick-up'.
    ['ready-for-pickup', 'delivery', null],
    ['shipped', 'pickup', null],
    ['payment-pending', 'delivery', null],
    ['refunded', 'pickup', null],
  ])('%s (%s) → %s', (status, method, next) => {
    expect(nextOrderStatus(status, method)).toBe(next);
  });
});

describe('the words the account shows', () => {
  it.each<[OrderStatus, string]>([
    ['paid', 'Paid'],
    ['ready-for-pickup', 'Ready for pick-up'],
    ['collected', 'Collected'],
    ['shipped', 'Shipped'],
    ['delivered', 'Delivered'],
    ['payment-pending', 'Payment pending'],
    ['refunded', 'Refunded'],
    ['cancelled', 'Cancelled'],
  ])('%s: %s', (status, words) => {
    expect(ORDER_STATUS_WORDS[status]).toBe(words);
  });

  it.each([['paid', true], ['shipped', true], ['Paid', false], ['lost', false], ['', false], [null, false], [3, false]])('%j is a status: %s', (value, expected) => {
    expect(isOrderStatus(value)).toBe(expected);
  });
});

describe('the order number a person types', () => {
  it.each<[string, number | null]>([
    ['1001', 1001],
    ['#1001', 1001],
    [' #1458 ', 1458],
    ['1', 1],
    ['0', null],
    ['#', null],
    ['', null],
    ['##1001', null],
    ['1001a', null],
    ['-1001', null],
    ['10.5', null],
    ['1234567890', null],
    ['123456789', 123456789],
  ])('%j → %s', (text, expected) => {
    expect(parseOrderNumber(text)).toBe(expected);
  });
});

describe('moving an order on, any number of times', () => {
  const PATHS: Record<FulfilmentMethod, OrderStatus[]> = { pickup: ['paid', 'ready-for-pickup', 'collected'], delivery: ['paid', 'shipped', 'delivered'] };
  it('follows its own way from paid, never goes back, and stops at its last step', () => {
    fc.assert(
      fc.property(fc.constantFrom<FulfilmentMethod>('pickup', 'delivery'), fc.nat(10), (method, steps) => {
        let status: OrderStatus = 'paid';
        for (let i = 0; i < steps; i += 1) status = nextOrderStatus(status, method) ?? status;
        expect(status).toBe(PATHS[method][Math.min(steps, 2)]);
      }),
    );
  });
});
