// Cost summary and checkout (spec sections 2 and 9): subtotal, shipping with the free-shipping rule
// and banner, displayed total, GST text, checkout and Shop Pay buttons. Every amount is the
// server's; while a change is on its way the summary is busy (the cart contents say so).
import type { CartView } from './view-models';

export function CartSummary({ cart, pending }: { cart: CartView; pending: boolean }) {
  return (
    <section className="cart-summary" aria-label="Order summary" aria-busy={pending}>
      {cart.shipping.banner ? (
        <p className="cart-summary__banner" role="status">
          {cart.shipping.banner}
        </p>
      ) : null}
      <dl className="cart-summary__rows">
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="cart-subtotal">{cart.subtotal}</dd>
        </div>
        {cart.shipping.label ? (
          <div>
            <dt>Shipping</dt>
            <dd data-testid="cart-shipping">{cart.shipping.label}</dd>
          </div>
        ) : null}
        {cart.discountCodes
          .filter((d) => d.applicable)
          .map((d) => (
            <div key={d.code}>
              <dt>Discount</dt>
              <dd>{d.code}</dd>
            </div>
          ))}
        {cart.discount ? (
          <div>
            <dt>You save</dt>
            <dd data-testid="cart-discount">−{cart.discount}</dd>
          </div>
        ) : null}
        <div className="cart-summary__total">
          <dt>Total</dt>
          <dd data-testid="cart-total">{cart.total}</dd>
        </div>
      </dl>
      {cart.taxLine ? <p className="cart-summary__tax">{cart.taxLine}</p> : null}
      <div className="cart-summary__checkout">
        <a className="button cart-summary__checkout-button" href={cart.checkoutUrl} aria-disabled={pending}>
          Checkout
        </a>
        <a className="button cart-summary__shop-pay" href={cart.shopPayUrl} aria-label="Buy with Shop Pay">
          Shop Pay
        </a>
      </div>
    </section>
  );
}
