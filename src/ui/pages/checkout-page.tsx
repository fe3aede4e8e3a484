import { useLoaderData } from 'react-router';
import type { CheckoutPageView, OrderView } from '../cart/view-models';
import { PRIVATE_PAGE_ROBOTS } from '../../domain/seo';
import { PageMeta } from '../components/page-meta';
import { useRootData } from '../use-root-data';

function OrderConfirmation({ order }: { order: OrderView }) {
  return (
    <section className="checkout-confirmation" aria-labelledby="order-title">
      <h1 id="order-title">Thank you for your order</h1>
      <p>
        Order <strong data-testid="order-number">#{order.number}</strong> is confirmed. A receipt goes to {order.email}.
      </p>
      <ul className="checkout-lines">
        {order.lines.map((line) => (
          <li key={line.sku}>
            {line.quantity} × {line.title} <span className="cart-line__sku">SKU: {line.sku}</span> <span>{line.total}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-summary__rows">
        <div><dt>Subtotal</dt><dd>{order.subtotal}</dd></div>
        {order.discount ? <div><dt>Discount</dt><dd>−{order.discount}</dd></div> : null}
        <div><dt>Shipping</dt><dd>{order.shipping}</dd></div>
        <div className="cart-summary__total"><dt>Total</dt><dd data-testid="order-total">{order.total}</dd></div>
      </dl>
      <p className="cart-summary__tax">{order.taxLine}</p>
      <p>Shipping to {order.shipTo}</p>
    </section>
  );
}

/** The embedded checkout: the cart's summary and a delivery form that places the order. */
export default function CheckoutPage() {
  const page = useLoaderData() as CheckoutPageView;
  const prefix = useRootData()?.selectedLocale.pathPrefix ?? '';
  if (page.order) return <><PageMeta title="Order confirmed" robots={PRIVATE_PAGE_ROBOTS} /><OrderConfirmation order={page.order} /></>;
  const cart = page.cart;
  if (!cart) return null;
  return (
    <section className="checkout-page" aria-labelledby="checkout-title">
      <PageMeta title="Checkout" robots={PRIVATE_PAGE_ROBOTS} />
      <h1 id="checkout-title">Checkout</h1>
      <ul className="checkout-lines" aria-label="Order items">
        {cart.lines.map((line) => (
          <li key={line.id}>
            {line.quantity} × {line.title} <span className="cart-line__sku">SKU: {line.skuText}</span> <span>{line.total}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-summary__rows">
        <div><dt>Subtotal</dt><dd>{cart.subtotal}</dd></div>
        {cart.shipping.label ? <div><dt>Shipping</dt><dd>{cart.shipping.label}</dd></div> : null}
        <div className="cart-summary__total"><dt>Total</dt><dd data-testid="checkout-total">{cart.total}</dd></div>
      </dl>
      <p className="cart-summary__tax">{cart.taxLine}</p>
      {cart.lines.length === 0 ? (
        <p>Your cart is empty.</p>
      ) : (
        <form method="post" action={`${prefix}/checkout/${page.token}`} className="checkout-form">
          <label>Email<input type="email" name="email" autoComplete="email" required maxLength={254} /></label>
          <label>Full name<input name="name" autoComplete="name" required maxLength={120} /></label>
          <label>Street address<input name="address1" autoComplete="address-line1" required maxLength={200} /></label>
          <label>City or suburb<input name="city" autoComplete="address-level2" required maxLength={100} /></label>
          <label>Postcode<input name="postcode" autoComplete="postal-code" required inputMode="numeric" pattern="\d{4}" maxLength={4} /></label>
          <input type="hidden" name="country" value="Australia" />
          <button type="submit" className="button">Place order</button>
        </form>
      )}
    </section>
  );
}
