// The embedded checkout's payment step (issue 29): the card's fields inside an order form, and the
// hidden idempotency key the server made for this page. Plain inputs, so the form works without
// JavaScript; the server validates every field and keeps only the card's last four digits.
import type { CheckoutPaymentView } from '../cart/view-models';
import { ShopPayMark } from './express-checkout';

export function PaymentMessage({ payment }: { payment: CheckoutPaymentView | undefined }) {
  return payment?.message ? <p role="alert" className="checkout-payment__message" data-testid="payment-message">{payment.message}</p> : null;
}

/** Paying with Shop Pay: the wallet's card, shown, and a way back to typing a card. */
function ShopPayPayment({ payment, cardHref }: { payment: CheckoutPaymentView & { wallet: object }; cardHref: string }) {
  return (
    <fieldset className="checkout-payment checkout-payment--shop-pay" data-testid="shop-pay-payment">
      <legend>Payment</legend>
      <p className="checkout-payment__wallet">
        <span className="checkout-payment__wallet-mark"><ShopPayMark /></span>
        <span>{payment.wallet.card}</span>
      </p>
      <p className="checkout-payment__hint">Test store: Shop Pay pays with its test wallet&apos;s card. No real money is taken.</p>
      <p className="checkout-payment__hint"><a href={cardHref}>Pay with a card instead</a></p>
      <input type="hidden" name="wallet" value={payment.wallet.name} />
      <input type="hidden" name="idempotencyKey" value={payment.idempotencyKey} />
    </fieldset>
  );
}

export function PaymentFields({ payment, cardHref }: { payment: CheckoutPaymentView | undefined; cardHref: string }) {
  if (!payment) return null;
  if (payment.wallet) return <ShopPayPayment payment={{ ...payment, wallet: payment.wallet }} cardHref={cardHref} />;
  return (
    <fieldset className="checkout-payment" id="checkout-payment">
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
