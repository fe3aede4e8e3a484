import { useLoaderData } from '../router/hooks';
import type { CheckoutPageView, CheckoutShippingView } from '../cart/view-models';
import { PRIVATE_PAGE_ROBOTS } from '../../domain/seo';
import { PageMeta } from '../components/page-meta';
import { useRootData } from '../use-root-data';
import { CheckoutPickup } from '../collect/checkout-pickup';
import { PaymentFields, PaymentMessage } from '../checkout/payment-fields';
import { DiscountCodeForm } from '../cart/discount-code-form';
import { OrderConfirmation } from '../checkout/order-confirmation';
import { PrivateOrder } from '../checkout/private-order';
import { AddressFields, DeliveryPostcodeField } from '../checkout/address-fields';

/** A heavy cart's delivery postcode: a plain GET of this page, so the quote works without JavaScript. */
function PostcodeForm({ shipping }: { shipping: CheckoutShippingView }) {
  return (
    <form method="get" className="checkout-postcode" aria-label="Shipping quote">
      <DeliveryPostcodeField defaultValue={shipping.postcode ?? ''} />
      <button type="submit" className="button">Calculate shipping</button>
      {shipping.message ? <p role="alert" className="checkout-postcode__message">{shipping.message}</p> : null}
    </form>
  );
}

/** The quoted rates as the order form's choice; the cheapest is chosen at the start. */
function RateChoice({ shipping }: { shipping: CheckoutShippingView }) {
  return (
    <fieldset className="checkout-rates">
      <legend>Shipping to {shipping.postcode}</legend>
      {shipping.rates.map((rate, n) => (
        <label key={rate.service}>
          <input type="radio" name="shippingService" value={rate.service} defaultChecked={n === 0} /> {rate.service}: <strong>{rate.price}</strong> (total {rate.total})
        </label>
      ))}
    </fieldset>
  );
}

/** The embedded checkout: the cart's summary and a delivery form that places the order. */
export default function CheckoutPage() {
  const page = useLoaderData() as CheckoutPageView;
  const prefix = useRootData()?.selectedLocale.pathPrefix ?? '';
  if (page.order) return <><PageMeta title="Order confirmed" robots={PRIVATE_PAGE_ROBOTS} /><OrderConfirmation order={page.order} /></>;
  if (page.privateOrder) return <PrivateOrder order={page.privateOrder} loginHref={`${prefix}/account/login`} />;
  const cart = page.cart;
  if (!cart) return null;
  const shipping = page.shipping ?? { quoted: false, postcode: null, rates: [], message: null };
  const chosen = shipping.rates[0];
  const charged = cart.lines.filter((line) => !line.unavailable);
  const canOrder = charged.length > 0 && (!shipping.quoted || chosen !== undefined) && Boolean(page.figures?.delivery);
  return (
    <section className="checkout-page" aria-labelledby="checkout-title">
      <PageMeta title="Checkout" robots={PRIVATE_PAGE_ROBOTS} />
      <h1 id="checkout-title">Checkout</h1>
      {page.notice ? <p role="alert" className="checkout-notice" data-testid="checkout-notice">{page.notice}</p> : null}
      <ul className="checkout-lines" aria-label="Order items">
        {cart.lines.map((line) => (
          <li key={line.id}>
            {line.quantity} × {line.title} <span className="cart-line__sku">SKU: {line.skuText}</span> <span>{line.total}</span>
            {line.backorder ? <p className="cart-line__backorder" data-testid="checkout-backorder">{line.backorder}</p> : null}
            {line.changes?.length ? (
              <ul className="cart-line__changes" role="status">
                {line.changes.map((change) => <li key={change}>{change}</li>)}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <dl className="cart-summary__rows">
        <div><dt>Subtotal</dt><dd data-testid="checkout-subtotal">{cart.subtotal}</dd></div>
        {cart.discount ? <div><dt>Discount</dt><dd data-testid="checkout-discount">−{cart.discount}</dd></div> : null}
        {chosen ? (
          <div><dt>Shipping</dt><dd data-testid="checkout-shipping">{chosen.service}: {chosen.price}</dd></div>
        ) : cart.shipping.label ? (
          <div><dt>Shipping</dt><dd data-testid="checkout-shipping">{cart.shipping.label}</dd></div>
        ) : null}
        <div className="cart-summary__total"><dt>Total</dt><dd data-testid="checkout-total">{chosen ? chosen.total : cart.total}</dd></div>
      </dl>
      {cart.lines.length > 0 ? <DiscountCodeForm codes={cart.discountCodes} plain /> : null}
      {(chosen ? chosen.taxLine : cart.taxLine) ? <p className="cart-summary__tax">{chosen ? chosen.taxLine : cart.taxLine}</p> : null}
      {shipping.quoted ? <PostcodeForm shipping={shipping} /> : null}
      {cart.lines.length === 0 ? <p>Your cart is empty.</p> : null}
      <PaymentMessage payment={page.payment} />
      {canOrder ? (
        <form method="post" action={`${prefix}/checkout/${page.token}`} className="checkout-form">
          {shipping.quoted ? <RateChoice shipping={shipping} /> : null}
          <label>Email<input type="email" name="email" autoComplete="email" required maxLength={254} /></label>
          <label>Full name<input type="text" name="name" autoComplete="name" required maxLength={120} /></label>
          <AddressFields quotedPostcode={shipping.quoted ? (shipping.postcode ?? '') : null} />
          <input type="hidden" name="confirmedFigures" value={page.figures?.delivery ?? ''} />
          <PaymentFields payment={page.payment} />
          <button type="submit" className="button">Place order</button>
        </form>
      ) : null}
      {page.pickup && charged.length > 0 ? <CheckoutPickup pickup={page.pickup} action={`${prefix}/checkout/${page.token}`} figures={page.figures?.pickup ?? null} payment={<PaymentFields payment={page.payment} />} /> : null}
    </section>
  );
}
