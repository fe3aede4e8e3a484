// Issue 15, observation 6: while a change is on its way the summary shows no amount (the last
// answer's would be wrong beside the new quantity) and Checkout waits, saying why; settled, every
// figure is the server's and Checkout is a link again.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_WAIT_TEXT } from '../../../src/domain/cart';
import { CartSummary } from '../../../src/ui/cart/cart-summary';
import type { CartView } from '../../../src/ui/cart/view-models';

// The figures of observation 6: 1 × $44.99 under the $100 threshold.
const cart: CartView = {
  id: 'gid://shopify/Cart/c1', lines: [], totalQuantity: 1, subtotal: '$44.99',
  shipping: { kind: 'flat', label: '$5.00', banner: 'Add $55.01 to get free shipping!' },
  total: '$49.99', taxLine: 'Inc. $4.54 GST', discount: null, discountCodes: [], deliveryAddresses: [],
  checkoutUrl: '/checkout/t1', shopPayUrl: '/checkout/t1?payment=shop_pay',
};

/** The summary's discount form posts back to the page it is on: a page it is rendered on. */
const render = (node: ReactNode) => renderToString(<StaticRouter location="/cart">{node}</StaticRouter>);

describe('CartSummary', () => {
  it('shows every figure, the banner and Checkout as links when settled', () => {
    const html = render(<CartSummary cart={cart} pending={false} />);
    for (const figure of ['$44.99', '$5.00', '$49.99', 'Add $55.01 to get free shipping!', 'Inc. $4.54 GST']) expect(html).toContain(figure);
    expect(html).toContain('href="/checkout/t1"');
    expect(html).toContain('href="/checkout/t1?payment=shop_pay"');
    expect(html).not.toContain(CHECKOUT_WAIT_TEXT);
  });

  it('while a change is on its way shows no amount, no stale banner, and Checkout waits with the reason', () => {
    const html = render(<CartSummary cart={cart} pending />);
    expect(html).not.toMatch(/\$\d/);
    expect(html).toContain('Updating free shipping');
    expect(html).not.toContain('href=');
    expect(html.match(/aria-disabled="true"/g)).toHaveLength(2);
    expect(html).toContain(CHECKOUT_WAIT_TEXT);
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${describedBy}"`);
  });

  it('lists each code, applied or with the shopper’s message, each with Remove, above a field to enter one (issue 29, observation 7)', () => {
    const codes = [
      { code: 'SHOWTIME10', applicable: true, message: null },
      { code: 'SAVE10', applicable: false, message: 'Sorry, SAVE10 is not a valid discount code.' },
    ];
    const html = render(<CartSummary cart={{ ...cart, discountCodes: codes, discount: '$4.50' }} pending={false} />);
    expect(html).toContain('<strong>SHOWTIME10</strong> <span class="discount-codes__applied">Applied</span>');
    expect(html).toContain('<strong>SAVE10</strong> <span class="discount-codes__message" role="alert">Sorry, SAVE10 is not a valid discount code.</span>');
    expect(html).toContain('aria-label="Remove discount code SHOWTIME10"');
    expect(html).toContain('aria-label="Remove discount code SAVE10"');
    expect(html).toMatch(/<label class="discount-codes__label">Discount code<input[^>]*name="discountCode"/);
    expect(html).toContain('<input type="hidden" name="redirectTo" value="/cart"/>');
  });
});
