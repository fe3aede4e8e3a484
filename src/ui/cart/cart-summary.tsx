// Cost summary and checkout (spec sections 2 and 9): the discount code field, subtotal, shipping
// with the free-shipping rule and banner, displayed total, GST text, checkout and Shop Pay buttons. Every amount is the
// server's. While a change is on its way no amount is shown (the last answer's would be wrong
// beside the new quantities) and Checkout waits, saying why; the server's answer brings them back.
import { useId, type ReactNode } from 'react';
import { CHECKOUT_WAIT_TEXT } from '../../domain/cart';
import { DiscountCodeForm } from './discount-code-form';
import { PendingFigure } from './pending-figure';
import type { CartView } from './view-models';

function Figure({ value, pending, testId }: { value: string; pending: boolean; testId?: string }) {
  return <dd data-testid={testId}>{pending ? <PendingFigure /> : value}</dd>;
}

/** Shop Pay's wordmark ('shop' and 'Pay' in its box), on Shop Pay's purple: its own button, never a second red Checkout. */
function ShopPayMark() {
  return (
    <span className="shop-pay-mark">
      shop <span className="shop-pay-mark__pay">Pay</span>
    </span>
  );
}

function CheckoutButton({ href, pending, waitId, className, label, ariaLabel }: { href: string; pending: boolean; waitId: string; className: string; label: ReactNode; ariaLabel?: string }) {
  // A link without href cannot be followed: Checkout waits for the server's totals.
  if (pending) {
    return (
      <a className={`button ${className} is-disabled`} role="link" aria-disabled="true" aria-describedby={waitId} aria-label={ariaLabel}>
        {label}
      </a>
    );
  }
  return (
    <a className={`button ${className}`} href={href} aria-label={ariaLabel}>
      {label}
    </a>
  );
}

export function CartSummary({ cart, pending }: { cart: CartView; pending: boolean }) {
  const waitId = useId();
  return (
    <section className="cart-summary" aria-label="Order summary" aria-busy={pending}>
      {cart.shipping.banner ? (
        <p className="cart-summary__banner" role="status">
          {pending ? <PendingFigure label="Updating free shipping" /> : cart.shipping.banner}
        </p>
      ) : null}
      <DiscountCodeForm codes={cart.discountCodes} />
      <dl className="cart-summary__rows">
        <div>
          <dt>Subtotal</dt>
          <Figure value={cart.subtotal} pending={pending} testId="cart-subtotal" />
        </div>
        {cart.shipping.label ? (
          <div>
            <dt>Shipping</dt>
            <Figure value={cart.shipping.label} pending={pending} testId="cart-shipping" />
          </div>
        ) : null}
        {cart.discount ? (
          <div>
            <dt>You save</dt>
            <dd data-testid="cart-discount">−{cart.discount}</dd>
          </div>
        ) : null}
        <div className="cart-summary__total">
          <dt>Total</dt>
          <Figure value={cart.total} pending={pending} testId="cart-total" />
        </div>
      </dl>
      {cart.taxLine ? <p className="cart-summary__tax">{pending ? <PendingFigure /> : cart.taxLine}</p> : null}
      <div className="cart-summary__checkout">
        <CheckoutButton href={cart.checkoutUrl} pending={pending} waitId={waitId} className="cart-summary__checkout-button" label="Checkout" />
        <CheckoutButton href={cart.shopPayUrl} pending={pending} waitId={waitId} className="cart-summary__shop-pay" label={<ShopPayMark />} ariaLabel="Buy with Shop Pay" />
        {pending ? (
          <p id={waitId} className="cart-summary__wait">
            {CHECKOUT_WAIT_TEXT}
          </p>
        ) : null}
      </div>
    </section>
  );
}
