import { Link } from '../components/link';
import { Deferred } from '../components/deferred';
import type { StockView } from './view-models';
import { ProductStorePickup } from '../collect/pickup-hole';
import { StockIndicator } from '../components/stock-indicator';
import type { StockState } from '../../domain/stock-state';

/** Shown until stock arrives, and if the middleware cannot say: the metafield status alone. */
function StatusOnly({ status, state, busy }: { status: string | null; state: StockState | null; busy: boolean }) {
  return (
    <div className="product-stock" aria-busy={busy}>
      {status ? (
        <StockIndicator state={state} className="product-stock__online">
          {status}
        </StockIndicator>
      ) : (
        <p className="product-stock__online">{'\u00a0'}</p>
      )}
    </div>
  );
}

/** The online stock line, next to the price: the status in its state's colour and the count. */
function OnlineStock({ stock, fallbackState }: { stock: StockView; fallbackState: StockState }) {
  if (!stock.known) return <StatusOnly status={stock.status} state={stock.state ?? fallbackState} busy={false} />;
  return (
    <div className="product-stock">
      <p className="product-stock__online" data-testid="online-stock">
        {stock.status ? (
          <StockIndicator as="strong" state={stock.state} className="product-stock__status">
            {stock.status}
          </StockIndicator>
        ) : null}
        {stock.count ? <span className="product-stock__count">{stock.count}</span> : null}
      </p>
    </div>
  );
}

/** The stores holding it and click and collect: below the buy buttons. */
function StoreStock({ stock }: { stock: StockView }) {
  if (!stock.known) return null;
  return (
    <div className="product-stock product-stock--stores">
      <section className="store-availability" aria-labelledby="store-availability-heading" data-availability={stock.availability}>
        <h2 id="store-availability-heading">In-store availability</h2>
        {stock.stores.some((store) => store.inStock) ? null : <p>Not in stock in our stores right now.</p>}
        {stock.stores.length > 0 ? (
          <ul>
            {stock.stores.map((store) => (
              <li key={store.name} className="store-availability__store">
                {store.href ? <Link to={store.href}>{store.name}</Link> : store.name}
                <span className="visually-hidden">: </span>
                <StockIndicator as="span" state={store.inStock ? 'in-stock' : null} className="store-availability__state">
                  {[store.inStock ? 'In stock' : 'Not in stock', store.hasDemo ? 'demo unit on display' : null].filter(Boolean).join(', ')}
                </StockIndicator>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {stock.pickup ? <ProductStorePickup pickup={stock.pickup} /> : null}
    </div>
  );
}

export function ProductStock({ stock, fallbackStatus, fallbackState }: { stock: Promise<StockView>; fallbackStatus: string | null; fallbackState: StockState }) {
  return (
    <Deferred resolve={stock} fallback={<StatusOnly status={fallbackStatus} state={fallbackState} busy />} errorElement={<StatusOnly status={fallbackStatus} state={fallbackState} busy={false} />}>
      {(value) => <OnlineStock stock={value} fallbackState={fallbackState} />}
    </Deferred>
  );
}

/** In-store availability and pick-up, once stock is known; nothing while it is on its way. */
export function ProductStoreStock({ stock }: { stock: Promise<StockView> }) {
  return (
    <Deferred resolve={stock} fallback={null} errorElement={null}>
      {(value) => <StoreStock stock={value} />}
    </Deferred>
  );
}
