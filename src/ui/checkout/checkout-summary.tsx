// The focused checkout's order summary (issue 33, observation 6): each line with its picture, its
// quantity and its price, the discount field and the totals. At desktop it is the right-hand column;
// on phones it folds into 'Show order summary' above the form, a <details> that opens without
// JavaScript. Its figures follow the delivery switch: shipping and total for Ship, or free pick-up
// (checkout.css shows the chosen mode's, with or without JavaScript).
import type { ReactNode } from 'react';
import { DiscountCodeForm } from '../cart/discount-code-form';
import type { CartView, CheckoutRateView } from '../cart/view-models';

const THUMBNAIL_SIZE = 64;

/** A figure for one mode of the switch; without a switch the delivery figure is the only one. */
function ForMode({ mode, children }: { mode: 'delivery' | 'pickup'; children: ReactNode }) {
  return <span data-mode={mode}>{children}</span>;
}

export interface CheckoutSummaryProps {
  cart: CartView;
  /** A heavy cart's chosen carrier rate, once quoted. */
  chosenRate: CheckoutRateView | undefined;
  /** Pick up in store: the total and tax line with nothing for shipping; null when pick-up is not offered. */
  pickup: { total: string; taxLine: string | null } | null;
}

export function CheckoutSummary({ cart, chosenRate, pickup }: CheckoutSummaryProps) {
  const deliveryTotal = chosenRate ? chosenRate.total : cart.total;
  const deliveryTax = chosenRate ? chosenRate.taxLine : cart.taxLine;
  const deliveryShipping = chosenRate ? `${chosenRate.service}: ${chosenRate.price}` : cart.shipping.label;
  return (
    <details className="checkout-summary" data-testid="checkout-summary">
      <summary className="checkout-summary__toggle">
        <span className="checkout-summary__show">Show order summary</span>
        <span className="checkout-summary__hide">Hide order summary</span>
        <strong className="checkout-summary__toggle-total" aria-hidden="true">
          <ForMode mode="delivery">{deliveryTotal}</ForMode>
          {pickup ? <ForMode mode="pickup">{pickup.total}</ForMode> : null}
        </strong>
      </summary>
      <section className="checkout-summary__body" aria-labelledby="checkout-summary-title">
        <h2 id="checkout-summary-title" className="checkout-summary__title">Order summary</h2>
        <ul className="checkout-lines" aria-label="Order items">
          {cart.lines.map((line) => (
            <li key={line.id} className="checkout-line">
              <span className="checkout-line__thumb">
                {line.image ? <img src={line.image.url} alt="" width={THUMBNAIL_SIZE} height={THUMBNAIL_SIZE} decoding="async" /> : null}
                <span className="checkout-line__qty" aria-hidden="true">{line.quantity}</span>
              </span>
              <span className="checkout-line__text">
                {line.quantity} × {line.title} <span className="cart-line__sku">SKU: {line.skuText}</span>
              </span>
              <span className="checkout-line__total">{line.total}</span>
              {line.backorder ? <p className="cart-line__backorder" data-testid="checkout-backorder">{line.backorder}</p> : null}
              {line.changes?.length ? (
                <ul className="cart-line__changes" role="status">
                  {line.changes.map((change) => <li key={change}>{change}</li>)}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        {cart.lines.length > 0 ? <DiscountCodeForm codes={cart.discountCodes} plain /> : null}
        <dl className="cart-summary__rows checkout-summary__rows">
          <div><dt>Subtotal</dt><dd data-testid="checkout-subtotal">{cart.subtotal}</dd></div>
          {cart.discount ? <div><dt>Discount</dt><dd data-testid="checkout-discount">−{cart.discount}</dd></div> : null}
          {deliveryShipping || pickup ? (
            <div>
              <dt>Shipping</dt>
              <dd>
                {deliveryShipping ? <ForMode mode="delivery"><span data-testid="checkout-shipping">{deliveryShipping}</span></ForMode> : null}
                {pickup ? <ForMode mode="pickup"><span data-testid="checkout-pickup-shipping">Free (pick up in store)</span></ForMode> : null}
              </dd>
            </div>
          ) : null}
          <div className="cart-summary__total">
            <dt>Total</dt>
            <dd>
              <ForMode mode="delivery"><span data-testid="checkout-total">{deliveryTotal}</span></ForMode>
              {pickup ? <ForMode mode="pickup"><span data-testid="checkout-pickup-total">{pickup.total}</span></ForMode> : null}
            </dd>
          </div>
        </dl>
        {deliveryTax ? <p className="cart-summary__tax" data-mode="delivery">{deliveryTax}</p> : null}
        {pickup?.taxLine ? <p className="cart-summary__tax" data-mode="pickup">{pickup.taxLine}</p> : null}
      </section>
    </details>
  );
}
