// The optimistic cart: lines and quantities change at once, money never does.
import { describe, expect, it } from 'vitest';
import { isAddToCart, opensDrawer, optimisticCart, quantityButtonInput, touchedLineIds } from '../../../src/ui/cart/optimistic-cart';
import type { CartLineView, CartView } from '../../../src/ui/cart/view-models';

const line = (id: string, merchandiseId: string, quantity: number, attributes: CartLineView['attributes'] = []): CartLineView => ({
  id, quantity, merchandiseId, productId: null, title: id, fullTitle: id, skuText: id, href: '/products/x', image: null, options: [], openBox: attributes.length > 0, attributes, total: '$10',
});
const cart: CartView = {
  id: 'c', lines: [line('a', 'v1', 1), line('b', 'v2', 2)], totalQuantity: 3, subtotal: '$30', discount: null, shipping: { kind: 'flat', label: '$5.00', banner: 'Add $70 to get free shipping!' }, total: '$35', taxLine: '(GST Included)', discountCodes: [], deliveryAddresses: [], checkoutUrl: '/checkout/c', shopPayUrl: '/checkout/c?payment=shop_pay',
};

describe('optimisticCart', () => {
  it.each([
    ['an add of a variant already in the cart', { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: 'v1', quantity: 2 }] } }, [['a', 3], ['b', 2]]],
    ['the spec name lines-add', { action: 'lines-add', inputs: { lines: [{ merchandiseId: 'v2' }] } }, [['a', 1], ['b', 3]]],
    ['an update', { action: 'LinesUpdate', inputs: { lines: [{ id: 'b', quantity: 5 }] } }, [['a', 1], ['b', 5]]],
    ['an update to 0', { action: 'LinesUpdate', inputs: { lines: [{ id: 'a', quantity: 0 }] } }, [['b', 2]]],
    ['a removal', { action: 'LinesRemove', inputs: { lineIds: ['b'] } }, [['a', 1]]],
    ["a line's '+'", quantityButtonInput('b', 'increase'), [['a', 1], ['b', 3]]],
    ["a line's '−'", quantityButtonInput('b', 'decrease'), [['a', 1], ['b', 1]]],
    ["'−' on a line of 1 takes it away", quantityButtonInput('a', 'decrease'), [['b', 2]]],
    ['the spec-style name lines-adjust', { action: 'lines-adjust', inputs: { lines: [{ id: 'a', delta: 2 }] } }, [['a', 3], ['b', 2]]],
  ])('applies %s to lines and quantities at once', (_, input, expected) => {
    const next = optimisticCart(cart, input);
    expect(next?.lines.map((l) => [l.id, l.quantity])).toEqual(expected);
    expect(next?.totalQuantity).toBe(expected.reduce((sum, [, q]) => sum + (q as number), 0));
    expect([next?.subtotal, next?.total, next?.shipping]).toEqual([cart.subtotal, cart.total, cart.shipping]);
  });

  it('shows a new variant as a placeholder line when the page knows its title', () => {
    const next = optimisticCart(null, { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: 'v9', quantity: 1 }] } }, { title: 'Snare', image: { url: '/i.svg', alt: 'Snare' } });
    expect(next?.lines).toEqual([expect.objectContaining({ id: 'optimistic:v9', title: 'Snare', quantity: 1, total: '', image: { url: '/i.svg', altText: 'Snare', width: 80, height: 80 } })]);
  });

  it('keeps an open-box add apart from the plain line of the same variant', () => {
    const next = optimisticCart(cart, { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: 'v1', attributes: [{ key: 'Condition', value: 'Good' }] }] } }, { title: 'Open box' });
    expect(next?.lines.map((l) => [l.id, l.quantity])).toEqual([['a', 1], ['b', 2], ['optimistic:v1', 1]]);
  });

  it('leaves the cart alone for actions that only the server can apply', () => {
    expect(optimisticCart(cart, { action: 'DiscountCodesUpdate', inputs: { discountCodes: ['X'] } })).toBe(cart);
  });

  it.each([
    ['LinesAdd', true], ['lines-update', true], ['LinesRemove', true], ['LinesAdjust', true], ['NoteUpdate', false], ['DiscountCodesUpdate', false],
  ])('%s opens the drawer: %s', (action, opens) => {
    expect(opensDrawer({ action, inputs: {} })).toBe(opens);
  });

  it.each(['LinesAdd', 'LinesUpdate', 'LinesRemove', 'LinesAdjust'])('%s on the cart page changes the page in place, without the drawer', (action) => {
    expect(opensDrawer({ action, inputs: {} }, true)).toBe(false);
  });

  it("'+' and '−' post a change relative to what the server holds, never the quantity this tab saw", () => {
    expect(quantityButtonInput('gid://shopify/CartLine/1', 'increase')).toEqual({ action: 'LinesAdjust', inputs: { lines: [{ id: 'gid://shopify/CartLine/1', delta: 1 }] } });
    expect(quantityButtonInput('gid://shopify/CartLine/1', 'decrease')).toEqual({ action: 'LinesAdjust', inputs: { lines: [{ id: 'gid://shopify/CartLine/1', delta: -1 }] } });
  });
});

describe('touchedLineIds: the lines that show a spinner until the server answers', () => {
  const withOpenBox: CartView = { ...cart, lines: [...cart.lines, line('o', 'v1', 1, [{ key: 'Condition', value: 'Good' }])] };
  it.each([
    ['an update, by id', { action: 'LinesUpdate', inputs: { lines: [{ id: 'b', quantity: 5 }] } }, ['b']],
    ['a decrease to 0, by id', { action: 'lines-update', inputs: { lines: [{ id: 'a', quantity: 0 }] } }, ['a']],
    ['a removal, by id', { action: 'LinesRemove', inputs: { lineIds: ['a', 'b'] } }, ['a', 'b']],
    ["a line's '+', by id", { action: 'LinesAdjust', inputs: { lines: [{ id: 'b', delta: 1 }] } }, ['b']],
    ['an add of a variant already in the cart: that line', { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: 'v2', quantity: 1 }] } }, ['b']],
    ['the spec name lines-add', { action: 'lines-add', inputs: { lines: [{ id: 'v1' }, { merchandiseId: 'v1' }] } }, ['a']],
    ['an add of a new variant: no line yet (its placeholder is busy)', { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: 'v9' }] } }, []],
    ['an open-box unit of a variant in the cart: a line of its own', { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: 'v1', attributes: [{ key: 'Condition', value: 'Good' }] }] } }, []],
    ['a cart-level action', { action: 'NoteUpdate', inputs: { note: 'x' } }, []],
  ])('%s', (_, input, expected) => {
    expect(touchedLineIds(withOpenBox, input)).toEqual(expected);
  });

  it('knows no lines of an unknown cart', () => {
    expect(touchedLineIds(null, { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: 'v1' }] } })).toEqual([]);
  });
});

describe('isAddToCart: the submissions posted to /cart?index with analytics', () => {
  it.each([
    ['LinesAdd', true],
    ['lines-add', true],
    ['LinesUpdate', false],
    ['LinesRemove', false],
    ['Create', false],
  ])('%s: %s', (action, expected) => {
    expect(isAddToCart({ action, inputs: {} })).toBe(expected);
  });
});
