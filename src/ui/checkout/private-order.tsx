// A confirmation seen from a browser that did not place the order: its number, and how to see the
// rest (sign in, or confirm the order's email with a plain form that works without JavaScript).
import { CART_MESSAGES } from '../../domain/cart-messages';
import { PRIVATE_PAGE_ROBOTS } from '../../domain/seo';
import { PageMeta } from '../components/page-meta';
import type { PrivateOrderView } from './view-models';

export function PrivateOrder({ order, loginHref }: { order: PrivateOrderView; loginHref: string }) {
  return (
    <section className="checkout-confirmation checkout-confirmation--private" aria-labelledby="order-title">
      <PageMeta title="Order confirmed" robots={PRIVATE_PAGE_ROBOTS} />
      <h1 id="order-title">Order <span data-testid="order-number">{order.label}</span></h1>
      <p data-testid="order-private">{CART_MESSAGES.orderDetailsPrivate}.</p>
      <p><a href={loginHref}>Sign in</a></p>
      <form method="post" action={order.confirmAction} className="checkout-form checkout-confirm-email" aria-label="Confirm your email">
        <label>Email used for this order<input type="email" name="email" autoComplete="email" required maxLength={254} /></label>
        <button type="submit" className="button">Show order details</button>
        {order.notice ? <p role="alert" className="checkout-postcode__message">{order.notice}</p> : null}
      </form>
    </section>
  );
}
