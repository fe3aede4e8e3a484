// The checkout's payment step as the page shows it: a fresh idempotency key for every render (a
// double submit of one render is one charge; a new try after a decline is a new one), and the
// reason the last try took no payment, from the page's address (`?payment=declined`), and whether
// the shopper came to pay with Shop Pay (`?payment=shop_pay`, as Shopify's checkout URL says it).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { SHOP_PAY_TEST_CARD_LABEL } from '../../adapters/embedded/shop-pay-test-wallet';
import { PAYMENT_NOTICES, type PaymentNotice } from '../../domain/payment-card';
import type { CheckoutPaymentView } from '../../ui/cart/view-models';

const paymentNotice = z.enum(Object.keys(PAYMENT_NOTICES) as [PaymentNotice, ...PaymentNotice[]]);

/** The checkout opened by a Shop Pay button (the cart's, or the checkout's own express one). */
const SHOP_PAY = 'shop_pay';

export function checkoutPaymentView(url: URL): CheckoutPaymentView {
  const asked = url.searchParams.get('payment');
  const notice = paymentNotice.safeParse(asked);
  return {
    idempotencyKey: randomUUID(),
    message: notice.success ? PAYMENT_NOTICES[notice.data] : null,
    wallet: asked === SHOP_PAY ? { name: 'shop_pay', card: SHOP_PAY_TEST_CARD_LABEL } : null,
  };
}
