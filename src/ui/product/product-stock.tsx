import { Link } from '../components/link';
import { Deferred } from '../components/deferred';
import type { StockView } from './view-models';
import { ProductStorePickup } from '../collect/pickup-hole';

/** Shown until stock arrives, and if the middleware cannot say: the metafield status alone. */
function StatusOnly({ status, busy }: { status: string | null; busy: boolean }) {
  return (
    <div className="product-stock" aria-busy={busy}>
      <p className="product-stock__online">{status ?? '\u00a0'}</p>
    </div>
  );
}

function StockDetails({ stock }: { stock: StockView }) {
  if (!stock.known) return <StatusOnly status={stock.status} busy={false} />;
  return (
    <div className="product-stock">
      <p className="product-stock__online" data-testid="online-stock">
        {stock.status ? <strong className="product-stock__status">{stock.status}</strong> : null}
        {stock.count ? <span className="product-stock__count">{stock.count}</span> : null}
      </p>
      <section className="store-availability" aria-labelledby="store-availability-heading" data-availability={stock.availability}>
        <h2 id="store-availability-heading">In-store availability</h2>
        {stock.stores.some((store) => store.inStock) ? null : <p>Not in stock in our stores right now.</p>}
        {stock.stores.length > 0 ? (
          <ul>
            {stock.stores.map((store) => (
              <li key={store.name}>
                {store.href ? <Link to={store.href}>{store.name}</Link> : store.name}
                {': '}
                {[store.inStock ? 'In stock' : 'Not in stock', store.hasDemo ? 'demo unit on display' : null].filter(Boolean).join(', ')}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {stock.pickup ? <ProductStorePickup pickup={stock.pickup} /> : null}
    </div>
  );
}

export function ProductStock({ stock, fallbackStatus }: { stock: Promise<StockView>; fallbackStatus: string | null }) {
  return (
    <Deferred resolve={stock} fallback={<StatusOnly status={fallbackStatus} busy />} errorElement={<StatusOnly status={fallbackStatus} busy={false} />}>
      {(value) => <StockDetails stock={value} />}
    </Deferred>
  );
}
