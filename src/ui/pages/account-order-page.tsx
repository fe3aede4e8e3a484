import { useLoaderData } from '../router/hooks';
import type { AccountOrderPageView } from '../account/view-models';
import { PRIVATE_PAGE_ROBOTS } from '../../domain/seo';
import { PageMeta } from '../components/page-meta';
import { RouteLink } from '../components/route-link';

/** One of the signed-in shopper's orders (issue 29): where it is now and what was ordered. */
export default function AccountOrderPage() {
  const { order } = useLoaderData() as AccountOrderPageView;
  return (
    <section className="account-page account-order" aria-labelledby="account-order-title">
      <PageMeta title={`Order ${order.label}`} robots={PRIVATE_PAGE_ROBOTS} />
      <p><RouteLink to="/account">My Account</RouteLink></p>
      <h1 id="account-order-title">Order <span data-testid="order-number">{order.label}</span></h1>
      <dl className="account-order__facts">
        <div><dt>Status</dt><dd data-testid="order-status">{order.status}</dd></div>
        <div><dt>Placed</dt><dd><time dateTime={order.placedAt}>{order.placedOn}</time></dd></div>
        <div><dt>Items</dt><dd>{order.itemCount}</dd></div>
        <div><dt>Total</dt><dd data-testid="order-total">{order.total}</dd></div>
      </dl>
      <ul className="checkout-lines" aria-label="Order items">
        {order.lines.map((line, n) => (
          <li key={n}>{line.quantity} × {line.title}</li>
        ))}
      </ul>
    </section>
  );
}
