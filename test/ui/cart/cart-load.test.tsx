// A failed cart load shows the cart error and never the empty cart: the answer of GET /api/cart
// read into what the browser knows, and the cart contents drawn for a cart that is not known.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../../../src/domain/cart-messages';
import { CartContents } from '../../../src/ui/cart/cart-contents';
import { cartAnswerFrom, cartLoadFrom } from '../../../src/ui/cart/cart-load';
import type { CartView } from '../../../src/ui/cart/view-models';

const cart = { id: 'gid://shopify/Cart/c1', lines: [], totalQuantity: 0 } as unknown as CartView;

describe('cartLoadFrom', () => {
  it.each<[string, boolean, unknown, ReturnType<typeof cartLoadFrom>]>([
    ['a cart', true, { cart }, { ok: true, cart }],
    ['no cart yet', true, { cart: null }, { ok: true, cart: null }],
    ['a 503 with the cart error', false, { error: { code: 'x', message: 'Something went wrong' } }, { ok: false, error: 'Something went wrong' }],
    ['a 404 with its own message (from the cart-message list)', false, { error: { code: 'x', message: 'Your cart has expired. Please add your items again.' } }, { ok: false, error: 'Your cart has expired. Please add your items again.' }],
    ['a message that is not on the list (never shown)', false, { error: { code: 'x', message: 'This cart has no line gid://shopify/CartLine/1' } }, { ok: false, error: 'Something went wrong' }],
    ['a failure with a blank message', false, { error: { code: 'x', message: '  ' } }, { ok: false, error: 'Something went wrong' }],
    ['a failure that is not JSON', false, null, { ok: false, error: 'Something went wrong' }],
    ['a failure that still holds a cart', false, { cart }, { ok: false, error: 'Something went wrong' }],
    ['a 200 without a cart field', true, { error: { code: 'x', message: 'odd' } }, { ok: false, error: 'Something went wrong' }],
    ['a 200 whose cart is not an object', true, { cart: 'x' }, { ok: false, error: 'Something went wrong' }],
    ['a 200 that is not JSON (a proxy page)', true, null, { ok: false, error: 'Something went wrong' }],
  ])('reads %s', (_, responseOk, body, expected) => {
    expect(cartLoadFrom(responseOk, body)).toEqual(expected);
  });
});

describe('cartAnswerFrom: every answer to a cart post that carries the cart brings the view to it', () => {
  it.each<[string, boolean, unknown, ReturnType<typeof cartAnswerFrom>]>([
    ['a change made', true, { cart }, { cart, error: null }],
    ['a 409 for a line another tab removed: the current cart and its message', false, { cart, error: { code: 'conflict', message: CART_MESSAGES.lineGone } }, { cart, error: CART_MESSAGES.lineGone }],
    ['a 400 refusal with the current cart', false, { cart, error: { code: 'bad_request', message: CART_MESSAGES.maxQuantity } }, { cart, error: CART_MESSAGES.maxQuantity }],
    ['a 503 without a cart', false, { error: { code: 'service_unavailable', message: 'Something went wrong' } }, { cart: null, error: 'Something went wrong' }],
    ['an answer that is not JSON', false, null, { cart: null, error: 'Something went wrong' }],
    ['a 200 without a cart (a proxy page)', true, { nothing: 1 }, { cart: null, error: 'Something went wrong' }],
    ['a 200 whose cart is not an object', true, { cart: 'x' }, { cart: null, error: 'Something went wrong' }],
  ])('reads %s', (_, responseOk, body, expected) => {
    expect(cartAnswerFrom(responseOk, body)).toEqual(expected);
  });
});

describe('CartContents', () => {
  const render = (props: Parameters<typeof CartContents>[0]) =>
    renderToString(
      <MemoryRouter>
        <CartContents {...props} />
      </MemoryRouter>,
    );

  it('shows the cart error and no empty state while the cart is not known', () => {
    const html = render({ cart: null, pending: false, error: 'Something went wrong', known: false });
    expect(html).toContain('role="alert"');
    expect(html).toContain('Something went wrong');
    expect(html).not.toContain('Your cart is empty.');
  });

  it("shows 'Your cart is empty.' with Continue Shopping for a known empty cart", () => {
    const html = render({ cart: null, pending: false, error: null, known: true });
    expect(html).toContain('Your cart is empty.');
    expect(html).toContain('Continue Shopping');
  });
});
