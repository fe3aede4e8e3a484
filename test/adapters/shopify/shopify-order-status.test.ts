// Issue 29, hosted mode: Shopify's financial and fulfillment states (Storefront API enums) as the
// statuses the account shows.
import { describe, expect, it } from 'vitest';
import { shopifyOrderStatus } from '../../../src/adapters/shopify/shopify-order-status';

describe("Shopify's order states as the shop's statuses", () => {
  it.each([
    ['PAID', 'UNFULFILLED', 'paid'],
    ['AUTHORIZED', 'UNFULFILLED', 'paid'],
    ['PARTIALLY_REFUNDED', 'UNFULFILLED', 'paid'],
    [null, 'UNFULFILLED', 'paid'],
    ['PAID', 'OPEN', 'paid'],
    ['PAID', 'IN_PROGRESS', 'paid'],
    ['PAID', 'ON_HOLD', 'paid'],
    ['PAID', 'SCHEDULED', 'paid'],
    ['PAID', 'PENDING_FULFILLMENT', 'paid'],
    ['PAID', 'RESTOCKED', 'paid'],
    ['PAID', 'FULFILLED', 'shipped'],
    ['PAID', 'PARTIALLY_FULFILLED', 'shipped'],
    [null, 'FULFILLED', 'shipped'],
    ['PENDING', 'UNFULFILLED', 'payment-pending'],
    ['PARTIALLY_PAID', 'UNFULFILLED', 'payment-pending'],
    ['PENDING', 'FULFILLED', 'shipped'],
    ['REFUNDED', 'UNFULFILLED', 'refunded'],
    ['REFUNDED', 'FULFILLED', 'refunded'],
    ['VOIDED', 'UNFULFILLED', 'cancelled'],
  ])('financial %s, fulfillment %s: %s', (financial, fulfillment, expected) => {
    expect(shopifyOrderStatus(financial, fulfillment)).toBe(expected);
  });
});
