import { describe, expect, it } from 'vitest';
import {
  adjustedLineQuantity, CART_EMPTY_TEXT, cartCardTitle, cartErrorText, cartSuggestions, checkoutHref, hasHeavyLine, isOpenBoxLine, lineUnitPrice, shouldFetchRelatedProducts,
} from '../../src/domain/cart';

describe("Cart line quantity: decrease from 1 becomes removal; otherwise minus 1; increase adds 1, on the quantity the cart holds (not a tab's view); past 99 is refused", () => {
  it.each([
    { name: 'decrease from 1 becomes removal', current: 1, delta: -1, expected: { kind: 'remove' } },
    { name: 'decrease from 2 gives 1', current: 2, delta: -1, expected: { kind: 'update', quantity: 1 } },
    { name: 'decrease from 10 gives 9', current: 10, delta: -1, expected: { kind: 'update', quantity: 9 } },
    { name: 'increase from 1 gives 2', current: 1, delta: 1, expected: { kind: 'update', quantity: 2 } },
    { name: "'−' on the held 3 (a stale tab saw 1) gives 2", current: 3, delta: -1, expected: { kind: 'update', quantity: 2 } },
    { name: "'+' on the held 3 (a stale tab saw 1) gives 4", current: 3, delta: 1, expected: { kind: 'update', quantity: 4 } },
    { name: 'a change below 0 removes the line', current: 2, delta: -5, expected: { kind: 'remove' } },
    { name: "'+' up to the maximum 99 is taken", current: 98, delta: 1, expected: { kind: 'update', quantity: 99 } },
    { name: "'+' past the maximum 99 is refused", current: 99, delta: 1, expected: { kind: 'too-many' } },
    { name: 'a change from 1 to 99 is taken', current: 1, delta: 98, expected: { kind: 'update', quantity: 99 } },
    { name: 'a change from 1 to 100 is refused', current: 1, delta: 99, expected: { kind: 'too-many' } },
  ] as const)('$name', ({ current, delta, expected }) => {
    expect(adjustedLineQuantity(current, delta, 99)).toEqual(expected);
  });
});

describe('Cart line attributes: a non-empty list marks an Open Box product', () => {
  it.each([
    { name: 'no attributes is a new product', attributes: [], expected: false },
    { name: 'one attribute marks open box', attributes: [{ key: 'Condition', value: 'Excellent' }], expected: true },
  ])('$name', ({ attributes, expected }) => {
    expect(isOpenBoxLine({ attributes })).toBe(expected);
  });
});

const line = (isHeavy: boolean) => ({ merchandise: { id: 'v', title: 'SKU', selectedOptions: [], product: { id: 'gid://shopify/Product/1', handle: 'h', title: 't', isHeavy } } });

describe('Any heavy product makes shipping Calculated at checkout', () => {
  it.each([
    { name: 'no lines: none heavy', lines: [], expected: false },
    { name: 'light lines only', lines: [line(false), line(false)], expected: false },
    { name: 'one heavy line among light ones', lines: [line(false), line(true)], expected: true },
  ])('$name', ({ lines, expected }) => {
    expect(hasHeavyLine(lines)).toBe(expected);
  });
});

describe('Related-products lookup skipped when the cart has 0 or more than 2 lines', () => {
  it.each([
    { lines: 0, expected: false },
    { lines: 1, expected: true },
    { lines: 2, expected: true },
    { lines: 3, expected: false },
  ])('$lines lines: lookup $expected', ({ lines, expected }) => {
    expect(shouldFetchRelatedProducts(lines)).toBe(expected);
  });
});

describe('Cart suggestions capped at 8', () => {
  const products = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i}` }));
  it.each([
    { available: 7, expected: 7 },
    { available: 8, expected: 8 },
    { available: 9, expected: 8 },
    { available: 0, expected: 0 },
  ])('$available available gives $expected', ({ available, expected }) => {
    expect(cartSuggestions(products(available))).toHaveLength(expected);
  });

  it('skips products already in the cart and duplicates, keeping order, then caps', () => {
    const list = [{ id: 'a' }, { id: 'b' }, { id: 'a' }, ...products(10)];
    const picked = cartSuggestions(list, ['b', 'p0']);
    expect(picked.map((p) => p.id)).toEqual(['a', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
  });
});

describe('Card titles in cart cut at 65 characters', () => {
  it.each([
    { name: '65 characters are kept whole', title: 'a'.repeat(65), expected: 'a'.repeat(65) },
    { name: '66 characters are cut at 65 with ...', title: 'a'.repeat(66), expected: 'a'.repeat(65) + '...' },
    { name: 'a cut ending in a space drops it', title: 'a'.repeat(64) + ' bcd', expected: 'a'.repeat(64) + '...' },
    { name: 'a short title is kept', title: 'Strat', expected: 'Strat' },
  ])('$name', ({ title, expected }) => {
    expect(cartCardTitle(title)).toBe(expected);
  });
});

describe("Cart: 'Your cart is empty.'", () => {
  it('says the cart is empty', () => {
    expect(CART_EMPTY_TEXT).toBe('Your cart is empty.');
  });
});

describe("Cart: error text shown, fallback 'Something went wrong' (only the cart-message list reaches the shopper)", () => {
  it.each([
    { error: 'This open-box unit has just been sold', expected: 'This open-box unit has just been sold' },
    { error: 'You can buy at most 99 of one product.', expected: 'You can buy at most 99 of one product.' },
    { error: 'inputs.lines[0].quantity: expected an integer from 0 to 99', expected: 'Something went wrong' },
    { error: 'This cart has no line gid://shopify/CartLine/1', expected: 'Something went wrong' },
    { error: 'Out of stock', expected: 'Something went wrong' },
    { error: '', expected: 'Something went wrong' },
    { error: '  ', expected: 'Something went wrong' },
    { error: null, expected: 'Something went wrong' },
  ])('"$error" shows "$expected"', ({ error, expected }) => {
    expect(cartErrorText(error)).toBe(expected);
  });
});

describe('Checkout link derives from cart.checkoutUrl, using a configured public checkout base URL when set; the Shop Pay button appends payment=shop_pay', () => {
  const url = 'https://shop.myshopify.com/cart/c/abc?key=1';
  it.each([
    { name: 'without a base the checkoutUrl is used', base: undefined, shopPay: false, expected: url },
    { name: 'an empty base is no base', base: '  ', shopPay: false, expected: url },
    { name: 'a base replaces the origin, keeping path and query', base: 'https://checkout.music.example/', shopPay: false, expected: 'https://checkout.music.example/cart/c/abc?key=1' },
    { name: 'Shop Pay appends payment=shop_pay after a query', base: undefined, shopPay: true, expected: `${url}&payment=shop_pay` },
    { name: 'Shop Pay with a base', base: 'https://checkout.music.example', shopPay: true, expected: 'https://checkout.music.example/cart/c/abc?key=1&payment=shop_pay' },
  ])('$name', ({ base, shopPay, expected }) => {
    expect(checkoutHref(url, { publicCheckoutBase: base, shopPay })).toBe(expected);
  });

  it.each([
    { name: 'Shop Pay starts a query when there is none', input: 'https://x.example/checkout', expected: 'https://x.example/checkout?payment=shop_pay' },
    { name: 'Shop Pay goes before a hash', input: 'https://x.example/checkout#top', expected: 'https://x.example/checkout?payment=shop_pay#top' },
    { name: 'Shop Pay after a query and before a hash', input: '/checkout?a=1#h', expected: '/checkout?a=1&payment=shop_pay#h' },
  ])('$name', ({ input, expected }) => {
    expect(checkoutHref(input, { shopPay: true })).toBe(expected);
  });

  it('a base with trailing slashes joins with one', () => {
    expect(checkoutHref('/checkout/x', { publicCheckoutBase: 'https://c.example//' })).toBe('https://c.example/checkout/x');
  });

  it('a base keeps the hash too', () => {
    expect(checkoutHref('/checkout/x#h', { publicCheckoutBase: 'https://c.example' })).toBe('https://c.example/checkout/x#h');
  });

  it('no options leave the url as it is', () => {
    expect(checkoutHref(url)).toBe(url);
  });
});

describe('A line’s unit price is its total over its quantity, to the nearest cent (checkout figures, shipping quote and order read the same one)', () => {
  it.each([
    { total: '1299.00', quantity: 1, unit: '1299.00' },
    { total: '100.00', quantity: 3, unit: '33.33' },
    { total: '100.01', quantity: 2, unit: '50.01' },
    { total: '0.05', quantity: 2, unit: '0.03' },
    { total: '0.00', quantity: 4, unit: '0.00' },
  ])('$total for $quantity → $unit', ({ total, quantity, unit }) => {
    expect(lineUnitPrice({ quantity, cost: { totalAmount: { amount: total, currencyCode: 'AUD' } } })).toEqual({ amount: unit, currencyCode: 'AUD' });
  });
});
