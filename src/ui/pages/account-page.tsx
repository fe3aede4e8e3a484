import { useLoaderData } from '../router/hooks';
import { ACCOUNT_MESSAGES } from '../../domain/customer-account';
import { LogoutForm } from '../account/logout-form';
import type { AccountPageView } from '../account/view-models';
import { PRIVATE_PAGE_ROBOTS } from '../../domain/seo';
import { PageMeta } from '../components/page-meta';
import { RouteLink } from '../components/route-link';

export default function AccountPage() {
  const { profile, orders, error } = useLoaderData() as AccountPageView;
  return (
    <section className="account-page" aria-labelledby="account-title">
      <PageMeta title="My Account" robots={PRIVATE_PAGE_ROBOTS} />
      <div className="account-page__head">
        <h1 id="account-title">My Account</h1>
        <LogoutForm />
      </div>
      {error ? <p role="alert" className="account-form__notice account-form__notice--error">{error}</p> : null}
      {profile ? (
        <section className="account-profile" aria-labelledby="profile-title">
          <h2 id="profile-title">Profile</h2>
          <dl>
            <div><dt>Name</dt><dd data-testid="account-name">{profile.name}</dd></div>
            <div><dt>Email</dt><dd data-testid="account-email">{profile.email}</dd></div>
          </dl>
        </section>
      ) : null}
      <section className="account-orders" aria-labelledby="orders-title">
        <h2 id="orders-title">Orders</h2>
        {orders.length === 0 ? (
          <p>{ACCOUNT_MESSAGES.noOrders}</p>
        ) : (
          <table>
            <thead>
              <tr><th scope="col">Order</th><th scope="col">Date</th><th scope="col">Status</th><th scope="col">Items</th><th scope="col">Total</th></tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <th scope="row"><RouteLink to={order.path}>{order.label}</RouteLink></th>
                  <td><time dateTime={order.placedAt}>{order.placedOn}</time></td>
                  <td data-testid="order-status">{order.status}</td>
                  <td>{order.itemCount}</td>
                  <td>{order.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </section>
  );
}
