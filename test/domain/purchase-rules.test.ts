import { describe, expect, it } from 'vitest';
import { variantAvailability } from '../../src/domain/availability';
import type { CartAction } from '../../src/domain/cart-actions';
import { CART_MESSAGES } from '../../src/domain/cart-messages';
import { canIncreaseLine, openBoxNumberOf, openBoxNumberOfSku, openBoxUnitAttributes, soldLines, vetCartAction, type MerchandiseFacts } from '../../src/domain/purchase-rules';

const IN = 'gid://shopify/ProductVariant/1';
const BACKORDER = 'gid://shopify/ProductVariant/2';
const OUT = 'gid://shopify/ProductVariant/3';
const UNIT = 'gid://shopify/ProductVariant/40001';
const SOLD = 'gid://shopify/ProductVariant/50001';
const UNKNOWN = 'gid://shopify/ProductVariant/9';
/** Unit OB0001 again, offered by an open-box listing under its own variant (issue 29, observation 2). */
const LISTED = 'gid://shopify/ProductVariant/60001';

const unitAttributes = openBoxUnitAttributes({ number: 'OB0001', condition: 'Good - Minor scuffs', originalBox: true, allAccessories: false });
const FACTS = new Map<string, MerchandiseFacts>([
  [IN, { availability: variantAvailability({ onlineQuantity: 3, stockStatus: 'In Stock' }), unit: null }],
  [BACKORDER, { availability: variantAvailability({ onlineQuantity: 0, stockStatus: '7 Day Dispatch' }), unit: null }],
  [OUT, { availability: variantAvailability({ onlineQuantity: 0, stockStatus: 'In Stock' }), unit: null }],
  [UNIT, { availability: variantAvailability({ availableForSale: true }), unit: { number: 'OB0001', attributes: unitAttributes, sold: false } }],
  [LISTED, { availability: variantAvailability({ availableForSale: true }), unit: { number: 'OB0001', attributes: unitAttributes, sold: false } }],
  [SOLD, { availability: variantAvailability({ availableForSale: true }), unit: { number: 'OB0002', attributes: null, sold: true } }],
]);
const number = (value: string) => [{ key: 'Open Box', value }];
const add = (merchandiseId: string, quantity = 1, attributes?: { key: string; value: string }[]): CartAction => ({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId, quantity, ...(attributes ? { attributes } : {}) }] } });
const update = (id: string, quantity: number, merchandiseId?: string): CartAction => ({ action: 'LinesUpdate', inputs: { lines: [{ id, quantity, ...(merchandiseId ? { merchandiseId } : {}) }] } });
const held = (merchandiseId: string, quantity: number, id = 'line-1') => [{ id, merchandiseId, quantity }];

describe('vetCartAction: what may enter a cart', () => {
  it.each([
    { name: 'an in-stock variant is added', action: add(IN, 2), lines: [], expected: { ok: true, action: add(IN, 2) } },
    { name: 'a backorder is added', action: add(BACKORDER), lines: [], expected: { ok: true, action: add(BACKORDER) } },
    { name: 'an out-of-stock variant is refused', action: add(OUT), lines: [], expected: { ok: false, message: CART_MESSAGES.outOfStock } },
    { name: 'an unknown variant is refused', action: add(UNKNOWN), lines: [], expected: { ok: false, message: CART_MESSAGES.productUnavailable } },
    { name: "a plain variant loses the client's attributes", action: add(IN, 1, [{ key: 'Condition', value: 'Mint' }]), lines: [], expected: { ok: true, action: add(IN, 1) } },
    { name: '98 held + 1 reaches the limit 99', action: add(IN, 1), lines: held(IN, 98), expected: { ok: true, action: add(IN, 1) } },
    { name: '99 held + 1 is over the limit', action: add(IN, 1), lines: held(IN, 99), expected: { ok: false, message: CART_MESSAGES.maxQuantity } },
    { name: 'a unit with its number gets the server attributes', action: add(UNIT, 1, [...number('OB0001'), { key: 'Condition', value: 'Brand new, never opened' }]), lines: [], expected: { ok: true, action: add(UNIT, 1, unitAttributes) } },
    { name: 'a unit without attributes is refused', action: add(UNIT), lines: [], expected: { ok: false, message: CART_MESSAGES.openBoxUnitFromPage } },
    { name: "a unit with another unit's number is refused", action: add(UNIT, 1, number('OB9999')), lines: [], expected: { ok: false, message: CART_MESSAGES.openBoxUnitFromPage } },
    { name: 'a unit of quantity 2 is refused', action: add(UNIT, 2, number('OB0001')), lines: [], expected: { ok: false, message: CART_MESSAGES.openBoxUnitOnlyOne } },
    { name: 'a unit already held is refused', action: add(UNIT, 1, number('OB0001')), lines: held(UNIT, 1), expected: { ok: false, message: CART_MESSAGES.openBoxUnitInCart } },
    { name: 'a unit held through its listing is refused from its parent', action: add(UNIT, 1, number('OB0001')), lines: held(LISTED, 1), expected: { ok: false, message: CART_MESSAGES.openBoxUnitInCart } },
    { name: 'a unit held through its parent is refused from its listing', action: add(LISTED, 1, number('OB0001')), lines: held(UNIT, 1), expected: { ok: false, message: CART_MESSAGES.openBoxUnitInCart } },
    { name: 'a sold unit is refused', action: add(SOLD, 1, number('OB0002')), lines: [], expected: { ok: false, message: CART_MESSAGES.openBoxUnitSold } },
    { name: "'+' on a unit line is refused", action: update('line-1', 2), lines: held(UNIT, 1), expected: { ok: false, message: CART_MESSAGES.openBoxUnitOnlyOne } },
    { name: 'removing a unit line by quantity 0 is fine', action: update('line-1', 0), lines: held(UNIT, 1), expected: { ok: true, action: update('line-1', 0) } },
    { name: "'+' on a line that went out of stock is refused", action: update('line-1', 3), lines: held(OUT, 2), expected: { ok: false, message: CART_MESSAGES.outOfStock } },
    { name: "'−' on a line that went out of stock is fine", action: update('line-1', 1), lines: held(OUT, 2), expected: { ok: true, action: update('line-1', 1) } },
    { name: 'a plain line cannot become a unit', action: update('line-1', 1, UNIT), lines: held(IN, 1), expected: { ok: false, message: CART_MESSAGES.openBoxUnitFromPage } },
    { name: 'a plain line cannot become an out-of-stock variant', action: update('line-1', 1, OUT), lines: held(IN, 1), expected: { ok: false, message: CART_MESSAGES.outOfStock } },
  ])('$name', ({ action, lines, expected }) => {
    expect(vetCartAction(action, lines, FACTS)).toEqual(expected);
  });

  it('two adds of one unit in one action are refused', () => {
    const twice: CartAction = { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: UNIT, quantity: 1, attributes: number('OB0001') }, { merchandiseId: UNIT, quantity: 1, attributes: number('OB0001') }] } };
    expect(vetCartAction(twice, [], FACTS)).toEqual({ ok: false, message: CART_MESSAGES.openBoxUnitInCart });
  });

  it('Create vets its lines like an add', () => {
    expect(vetCartAction({ action: 'Create', inputs: { input: { lines: [{ merchandiseId: OUT, quantity: 1 }] } } }, [], FACTS)).toEqual({ ok: false, message: CART_MESSAGES.outOfStock });
  });

  it('finds the lines of sold units', () => {
    expect(soldLines([{ id: 'a', merchandiseId: IN, quantity: 1 }, { id: 'b', merchandiseId: SOLD, quantity: 1 }], FACTS).map((l) => l.id)).toEqual(['b']);
  });

  it('reads the unit number from the attributes', () => {
    expect(openBoxNumberOf(unitAttributes)).toBe('OB0001');
    expect(openBoxNumberOf([])).toBeNull();
    expect(openBoxNumberOf([{ key: 'Open Box', value: ' ' }])).toBeNull();
  });
});

describe("'+' is offered below the maximum quantity 99 and never on an open-box line", () => {
  it.each([
    { quantity: 1, openBox: false, expected: true },
    { quantity: 98, openBox: false, expected: true },
    { quantity: 99, openBox: false, expected: false },
    { quantity: 1, openBox: true, expected: false },
  ])('quantity $quantity, open box $openBox: $expected', ({ quantity, openBox, expected }) => {
    expect(canIncreaseLine({ quantity, openBox })).toBe(expected);
  });
});

describe("an open-box unit's variant SKU names its unit: {new-stock SKU}-{unit number}", () => {
  it.each([
    ['FEN-0448393601-OB0000211', 'OB0000211'],
    ['fen-0448393601-ob0000211', 'OB0000211'],
    ['  YAM-12-OB1234 ', 'OB1234'],
    ['FEN-0448393601', null],
    ['FEN-OB123', null],
    ['FEN-0448393601-OB0000211-X', null],
    ['OB0000211', null],
    ['', null],
    [null, null],
  ])('%j → %j', (sku, number) => {
    expect(openBoxNumberOfSku(sku)).toBe(number);
  });
});
