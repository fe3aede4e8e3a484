// Issue 29: Shopify's inventory policy read from the stock-status metafield, and the cart's
// 'Only N left'. Expected values are the words; each boundary is tested on both sides.
import { describe, expect, it } from 'vitest';
import type { CartAction } from '../../src/domain/cart-actions';
import { CART_MESSAGES, isCartMessage } from '../../src/domain/cart-messages';
import { cartQuantityRefusal, drawRefusal, inventoryPolicyOf, sellableQuantity } from '../../src/domain/inventory-policy';
import { vetCartAction, type MerchandiseFacts } from '../../src/domain/purchase-rules';
import { variantAvailability } from '../../src/domain/availability';

describe('inventoryPolicyOf: which statuses may be sold past zero', () => {
  it.each([
    ['In Stock', 'deny'],
    ['in stock', 'deny'],
    ['Accepting Orders', 'continue'],
    ['7 Day Dispatch', 'continue'],
    [' 7 day dispatch ', 'continue'],
    ['Discontinued', 'deny'],
    ['', 'deny'],
    [null, 'deny'],
    [undefined, 'deny'],
  ] as const)('%j → %s', (status, policy) => {
    expect(inventoryPolicyOf(status)).toBe(policy);
  });
});

describe('sellableQuantity: how many a shopper can buy now', () => {
  it.each([
    { facts: { onlineQuantity: 1, stockStatus: 'In Stock' }, expected: 1 },
    { facts: { onlineQuantity: 2, stockStatus: 'In Stock' }, expected: 2 },
    { facts: { onlineQuantity: 0, stockStatus: 'In Stock' }, expected: 0 },
    { facts: { onlineQuantity: -3, stockStatus: 'In Stock' }, expected: 0 },
    { facts: { onlineQuantity: 5, stockStatus: null }, expected: 5 },
    { facts: { onlineQuantity: 0, stockStatus: 'Accepting Orders' }, expected: null },
    { facts: { onlineQuantity: -4, stockStatus: '7 Day Dispatch' }, expected: null },
    { facts: { onlineQuantity: 3, stockStatus: '7 Day Dispatch' }, expected: null },
    { facts: { stockStatus: 'In Stock' }, expected: null },
    { facts: { onlineQuantity: null, availableForSale: true }, expected: null },
    { facts: { onlineQuantity: 7, stockStatus: 'In Stock', availableForSale: false }, expected: 0 },
    { facts: { onlineQuantity: 7, stockStatus: 'Accepting Orders', availableForSale: false }, expected: 0 },
  ])('$facts → $expected', ({ facts, expected }) => {
    expect(sellableQuantity(facts)).toBe(expected);
  });
});

describe("cartQuantityRefusal: 'Only N left'", () => {
  it.each([
    { quantity: 1, sellable: 1, expected: null },
    { quantity: 2, sellable: 1, expected: 'Only 1 left.' },
    { quantity: 2, sellable: 2, expected: null },
    { quantity: 3, sellable: 2, expected: 'Only 2 left.' },
    { quantity: 50, sellable: 1, expected: 'Only 1 left.' },
    { quantity: 1, sellable: 0, expected: CART_MESSAGES.outOfStock },
    { quantity: 99, sellable: null, expected: null },
  ])('$quantity of $sellable → $expected', ({ quantity, sellable, expected }) => {
    expect(cartQuantityRefusal(quantity, sellable)).toBe(expected);
  });

  it('the messages reach the shopper (they are on the cart-message list)', () => {
    expect(isCartMessage('Only 1 left.')).toBe(true);
    expect(isCartMessage('Only 12 left of Fender Stratocaster.')).toBe(true);
    expect(isCartMessage('Sorry, Fender Stratocaster has just sold out.')).toBe(true);
    expect(isCartMessage('Only 0 left.')).toBe(false);
    expect(isCartMessage('Only <b>1</b> left.')).toBe(false);
  });
});

describe('drawRefusal: an order line against what the location holds', () => {
  it.each([
    { quantity: 1, onHand: 1, policy: 'deny', expected: null },
    { quantity: 2, onHand: 1, policy: 'deny', expected: 'Only 1 left of Strat.' },
    { quantity: 50, onHand: 1, policy: 'deny', expected: 'Only 1 left of Strat.' },
    { quantity: 1, onHand: 0, policy: 'deny', expected: 'Sorry, Strat has just sold out.' },
    { quantity: 1, onHand: -2, policy: 'deny', expected: 'Sorry, Strat has just sold out.' },
    { quantity: 3, onHand: 3, policy: 'deny', expected: null },
    { quantity: 4, onHand: 3, policy: 'deny', expected: 'Only 3 left of Strat.' },
    { quantity: 1, onHand: 0, policy: 'continue', expected: null },
    { quantity: 5, onHand: -10, policy: 'continue', expected: null },
  ] as const)('$quantity from $onHand ($policy) → $expected', (draw) => {
    expect(drawRefusal({ sku: 'STR-1', title: 'Strat', ...draw })).toBe(draw.expected);
  });
});

describe("vetCartAction: the cart holds no more of an 'In Stock' item than is left", () => {
  const TWO_LEFT = 'gid://shopify/ProductVariant/1';
  const BACKORDER = 'gid://shopify/ProductVariant/2';
  const fact = (onlineQuantity: number, stockStatus: string): MerchandiseFacts => ({
    availability: variantAvailability({ onlineQuantity, stockStatus }),
    sellable: sellableQuantity({ onlineQuantity, stockStatus }),
    unit: null,
  });
  const FACTS = new Map([
    [TWO_LEFT, fact(2, 'In Stock')],
    [BACKORDER, fact(0, 'Accepting Orders')],
  ]);
  const add = (merchandiseId: string, quantity: number): CartAction => ({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId, quantity }] } });
  const update = (quantity: number): CartAction => ({ action: 'LinesUpdate', inputs: { lines: [{ id: 'l1', quantity }] } });
  const adjust = (delta: number): CartAction => ({ action: 'LinesAdjust', inputs: { lines: [{ id: 'l1', delta }] } });
  const held = (merchandiseId: string, quantity: number) => [{ id: 'l1', merchandiseId, quantity }];

  it.each([
    { name: 'add 2 of 2 left', action: add(TWO_LEFT, 2), lines: [], message: null },
    { name: 'add 3 of 2 left', action: add(TWO_LEFT, 3), lines: [], message: 'Only 2 left.' },
    { name: 'add 1 holding 1 of 2 left', action: add(TWO_LEFT, 1), lines: held(TWO_LEFT, 1), message: null },
    { name: 'add 1 holding 2 of 2 left', action: add(TWO_LEFT, 1), lines: held(TWO_LEFT, 2), message: 'Only 2 left.' },
    { name: 'update to 2 of 2 left', action: update(2), lines: held(TWO_LEFT, 1), message: null },
    { name: 'update to 3 of 2 left', action: update(3), lines: held(TWO_LEFT, 1), message: 'Only 2 left.' },
    { name: '+ to 2 of 2 left', action: adjust(1), lines: held(TWO_LEFT, 1), message: null },
    { name: '+ to 3 of 2 left', action: adjust(1), lines: held(TWO_LEFT, 2), message: 'Only 2 left.' },
    { name: '− always may', action: adjust(-1), lines: held(TWO_LEFT, 3), message: null },
    { name: 'a back-order: 50 of none left', action: add(BACKORDER, 50), lines: [], message: null },
    { name: 'a back-order: update to 99', action: update(99), lines: held(BACKORDER, 1), message: null },
  ])('$name', ({ action, lines, message }) => {
    const verdict = vetCartAction(action, lines, FACTS);
    expect(verdict.ok ? null : verdict.message).toBe(message);
  });
});
