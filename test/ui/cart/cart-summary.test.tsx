// Issue 15, observation 6: while a change is on its way the summary shows no amount (the last
// answer's would be wrong beside the new quantity) and Checkout waits, saying why; settled, every
// figure is the server's and Checkout is a link again.
import { renderToString } from 'react-dom/server';
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

describe('CartSummary', () => {
  it('shows every figure, the banner and Checkout as links when settled', () => {
    const html = renderToString(<CartSummary cart={cart} pending={false} />);
    for (const figure of ['$44.99', '$5.00', '$49.99', 'Add $55.01 to get free shipping!', 'Inc. $4.54 GST']) expect(html).toContain(figure);
    expect(html).toContain('href="/checkout/t1"');
    expect(html).toContain('href="/checkout/t1?payment=shop_pay"');
    expect(html).not.toContain(CHECKOUT_WAIT_TEXT);
  });

  it('while a change is on its way shows no amount, no stale banner, and Checkout waits with the reason', () => {
    const html = renderToString(<CartSummary cart={cart} pending />);
    expect(html).not.toMatch(/\$\d/);
    expect(html).toContain('Updating free shipping');
    expect(html).not.toContain('href=');
    expect(html.match(/aria-disabled="true"/g)).toHaveLength(2);
    expect(html).toContain(CHECKOUT_WAIT_TEXT);
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${describedBy}"`);
  });
});
