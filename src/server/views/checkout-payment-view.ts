// The checkout's payment step as the page shows it: a fresh idempotency key for every render (a
// double submit of one render is one charge; a new try after a decline is a new one), and the
// reason the last try took no payment, from the page's address (`?payment=declined`).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { PAYMENT_NOTICES, type PaymentNotice } from '../../domain/payment-card';
import type { CheckoutPaymentView } from '../../ui/cart/view-models';

const paymentNotice = z.enum(Object.keys(PAYMENT_NOTICES) as [PaymentNotice, ...PaymentNotice[]]);

export function checkoutPaymentView(url: URL): CheckoutPaymentView {
  const notice = paymentNotice.safeParse(url.searchParams.get('payment'));
  return { idempotencyKey: randomUUID(), message: notice.success ? PAYMENT_NOTICES[notice.data] : null };
}
