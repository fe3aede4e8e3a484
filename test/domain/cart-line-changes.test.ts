import { describe, expect, it } from 'vitest';
import { cartLineChanges, cartLineChangeText, chargedQuantity, sellableOfLine } from '../../src/domain/cart-line-changes';
import { figuresText } from '../../src/domain/confirmed-figures';
import { backorderNote } from '../../src/domain/inventory-policy';
import { localeByKey } from '../../src/domain/locale';
import { moneyFromMinorUnits } from '../../src/domain/money';

const aud = (cents: number) => moneyFromMinorUnits(cents, 'AUD');

describe('sellableOfLine: how many of a line the shop can sell now (the status is the inventory policy)', () => {
  it.each([
    { name: "'In Stock', 2 left, 1 wanted", facts: { onlineQuantity: 2, stockStatus: 'In Stock' }, wanted: 1, expected: 1 },
    { name: "'In Stock', 2 left, 2 wanted", facts: { onlineQuantity: 2, stockStatus: 'In Stock' }, wanted: 2, expected: 2 },
    { name: "'In Stock', 2 left, 3 wanted", facts: { onlineQuantity: 2, stockStatus: 'In Stock' }, wanted: 3, expected: 2 },
    { name: "'In Stock', 1 left, 50 wanted", facts: { onlineQuantity: 1, stockStatus: 'In Stock' }, wanted: 50, expected: 1 },
    { name: "'In Stock', 0 left", facts: { onlineQuantity: 0, stockStatus: 'In Stock' }, wanted: 1, expected: 0 },
    { name: "'In Stock', oversold to −2", facts: { onlineQuantity: -2, stockStatus: 'In Stock' }, wanted: 1, expected: 0 },
    { name: "'Accepting Orders', 0 left", facts: { onlineQuantity: 0, stockStatus: 'Accepting Orders' }, wanted: 7, expected: 7 },
    { name: "'Accepting Orders', 2 left, 9 wanted", facts: { onlineQuantity: 2, stockStatus: 'Accepting Orders' }, wanted: 9, expected: 9 },
    { name: "'7 Day Dispatch', −3", facts: { onlineQuantity: -3, stockStatus: '7 Day Dispatch' }, wanted: 4, expected: 4 },
    { name: 'the platform says not for sale', facts: { onlineQuantity: 8, stockStatus: 'In Stock', availableForSale: false }, wanted: 1, expected: 0 },
    { name: 'stock unknown, platform says yes (an open-box unit)', facts: { availableForSale: true }, wanted: 1, expected: 1 },
  ])('$name → $expected', ({ facts, wanted, expected }) => {
    expect(sellableOfLine(facts, wanted)).toBe(expected);
  });
});

describe('cartLineChanges: what changed since the shopper added the line', () => {
  const inStock = (onlineQuantity: number) => ({ onlineQuantity, stockStatus: 'In Stock' });
  it.each([
    { name: 'nothing', line: { quantity: 2, unitPrice: aud(409_00), seenPrice: aud(409_00), availability: inStock(5) }, expected: [] },
    { name: 'a price one cent up', line: { quantity: 1, unitPrice: aud(409_01), seenPrice: aud(409_00), availability: inStock(5) }, expected: [{ kind: 'price-changed', from: aud(409_00), to: aud(409_01) }] },
    { name: 'a price down', line: { quantity: 1, unitPrice: aud(399_00), seenPrice: aud(409_00), availability: inStock(5) }, expected: [{ kind: 'price-changed', from: aud(409_00), to: aud(399_00) }] },
    { name: 'seen in another currency (the shopper changed market)', line: { quantity: 1, unitPrice: aud(999_00), seenPrice: moneyFromMinorUnits(260_00, 'USD'), availability: inStock(5) }, expected: [] },
    { name: 'no price remembered (a line from before issue 29)', line: { quantity: 1, unitPrice: aud(999_00), seenPrice: null, availability: inStock(5) }, expected: [] },
    { name: 'exactly as many left as asked', line: { quantity: 3, unitPrice: aud(10_00), seenPrice: aud(10_00), availability: inStock(3) }, expected: [] },
    { name: 'one fewer left than asked', line: { quantity: 3, unitPrice: aud(10_00), seenPrice: aud(10_00), availability: inStock(2) }, expected: [{ kind: 'quantity-reduced', from: 3, to: 2 }] },
    { name: 'price and quantity both', line: { quantity: 5, unitPrice: aud(999_00), seenPrice: aud(409_00), availability: inStock(2) }, expected: [{ kind: 'price-changed', from: aud(409_00), to: aud(999_00) }, { kind: 'quantity-reduced', from: 5, to: 2 }] },
    { name: 'none left: unavailable says it alone', line: { quantity: 2, unitPrice: aud(999_00), seenPrice: aud(409_00), availability: inStock(0) }, expected: [{ kind: 'unavailable' }] },
  ])('$name', ({ line, expected }) => {
    expect(cartLineChanges(line)).toEqual(expected);
  });
});

describe('chargedQuantity', () => {
  it.each([
    { changes: [], expected: 4 },
    { changes: [{ kind: 'price-changed' as const, from: aud(1), to: aud(2) }], expected: 4 },
    { changes: [{ kind: 'quantity-reduced' as const, from: 4, to: 1 }], expected: 1 },
    { changes: [{ kind: 'unavailable' as const }], expected: 0 },
  ])('$changes.length change(s) → $expected', ({ changes, expected }) => {
    expect(chargedQuantity(4, changes)).toBe(expected);
  });
});

describe("what the shopper reads, in the page's market", () => {
  it.each([
    { key: 'en-au', change: { kind: 'price-changed' as const, from: aud(409_00), to: aud(999_00) }, expected: 'Price changed from $409 to $999' },
    { key: 'en-au', change: { kind: 'price-changed' as const, from: aud(409_50), to: aud(1_999_00) }, expected: 'Price changed from $409.50 to $1,999' },
    { key: 'en-gb', change: { kind: 'price-changed' as const, from: moneyFromMinorUnits(210_00, 'GBP'), to: moneyFromMinorUnits(520_00, 'GBP') }, expected: 'Price changed from £210 to £520' },
    { key: 'en-au', change: { kind: 'quantity-reduced' as const, from: 5, to: 2 }, expected: 'Only 2 left: your quantity is now 2 (was 5)' },
    { key: 'en-au', change: { kind: 'unavailable' as const }, expected: 'Sorry, this item is no longer available. It will not be charged; please remove it.' },
  ])('$expected', ({ key, change, expected }) => {
    expect(cartLineChangeText(change, localeByKey(key as 'en-au'))).toBe(expected);
  });
});

describe('figuresText: the figures a checkout page showed, as the text it posts back', () => {
  const figures = {
    lines: [
      { merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 2, unitPrice: aud(409_00) },
      { merchandiseId: 'gid://shopify/ProductVariant/2', quantity: 1, unitPrice: aud(12_50) },
    ],
    subtotal: aud(830_50),
    discount: aud(83_05),
    shipping: [{ service: 'rule', fee: aud(0) }],
  };
  it('names every line, quantity, unit price, the subtotal, the discount and each shipping choice', () => {
    expect(figuresText(figures)).toBe('AUD|gid://shopify/ProductVariant/1*2@40900,gid://shopify/ProductVariant/2*1@1250|83050|8305|rule=0');
  });
  it.each([
    { name: 'a unit price', changed: { ...figures, lines: [{ ...figures.lines[0]!, unitPrice: aud(999_00) }, figures.lines[1]!] } },
    { name: 'a quantity', changed: { ...figures, lines: [{ ...figures.lines[0]!, quantity: 1 }, figures.lines[1]!] } },
    { name: 'a line gone', changed: { ...figures, lines: [figures.lines[0]!] } },
    { name: 'the discount', changed: { ...figures, discount: null } },
    { name: 'a shipping fee', changed: { ...figures, shipping: [{ service: 'rule', fee: aud(5_00) }] } },
  ])('differs when $name differs', ({ changed }) => {
    expect(figuresText(changed)).not.toBe(figuresText(figures));
  });
});

describe('backorderNote: the back-order words a line says at the cart and the checkout (issue 29)', () => {
  it.each([
    { name: "'Accepting Orders', 0 in stock, 1 asked", facts: { onlineQuantity: 0, stockStatus: 'Accepting Orders' }, quantity: 1, expected: 'Back-order: not in stock today. We take your order now and send it as soon as it arrives.' },
    { name: "'Accepting Orders', 2 in stock, 2 asked", facts: { onlineQuantity: 2, stockStatus: 'Accepting Orders' }, quantity: 2, expected: null },
    { name: "'Accepting Orders', 2 in stock, 3 asked", facts: { onlineQuantity: 2, stockStatus: 'Accepting Orders' }, quantity: 3, expected: 'Back-order: not in stock today. We take your order now and send it as soon as it arrives.' },
    { name: "'7 Day Dispatch', −4 in stock", facts: { onlineQuantity: -4, stockStatus: '7 Day Dispatch' }, quantity: 1, expected: 'Back-order: not in stock today. Dispatched within 7 days.' },
    { name: "'7 Day Dispatch', stock not reported", facts: { stockStatus: '7 Day Dispatch' }, quantity: 1, expected: 'Back-order: not in stock today. Dispatched within 7 days.' },
    { name: "'In Stock', 0 in stock (it cannot be ordered at all)", facts: { onlineQuantity: 0, stockStatus: 'In Stock' }, quantity: 1, expected: null },
    { name: "'In Stock', 5 in stock", facts: { onlineQuantity: 5, stockStatus: 'In Stock' }, quantity: 1, expected: null },
  ])('$name', ({ facts, quantity, expected }) => {
    expect(backorderNote(facts, quantity)).toBe(expected);
  });
});
