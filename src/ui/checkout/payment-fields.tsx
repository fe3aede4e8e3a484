// The embedded checkout's payment step (issue 29): the card's fields inside an order form, and the
// hidden idempotency key the server made for this page. Plain inputs, so the form works without
// JavaScript; the server validates every field and keeps only the card's last four digits.
import type { CheckoutPaymentView } from '../cart/view-models';

export function PaymentMessage({ payment }: { payment: CheckoutPaymentView | undefined }) {
  return payment?.message ? <p role="alert" className="checkout-payment__message" data-testid="payment-message">{payment.message}</p> : null;
}

export function PaymentFields({ payment }: { payment: CheckoutPaymentView | undefined }) {
  if (!payment) return null;
  return (
    <fieldset className="checkout-payment">
      <legend>Payment</legend>
      <p className="checkout-payment__hint">Test store: card number 1 approves, 2 declines, 3 fails.</p>
      <label>Card number<input type="text" name="cardNumber" autoComplete="cc-number" inputMode="numeric" required maxLength={23} /></label>
      <label>Name on card<input type="text" name="cardName" autoComplete="cc-name" required maxLength={120} /></label>
      <label>Expiry (MM/YY)<input type="text" name="cardExpiry" autoComplete="cc-exp" placeholder="MM/YY" required maxLength={7} pattern="\d{2}\s*/\s*\d{2}" /></label>
      <label>Security code<input type="text" name="cardCode" autoComplete="cc-csc" inputMode="numeric" required maxLength={4} pattern="\d{3,4}" /></label>
      <input type="hidden" name="idempotencyKey" value={payment.idempotencyKey} />
    </fieldset>
  );
}
