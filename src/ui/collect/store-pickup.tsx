// Click and collect on the product page and the cart: the chosen store's line ('Pick up today at
// Forestville') and 'Change store', a plain form listing every store with its stock of the item,
// its hours today and when an order would be ready there. Choosing posts the store to the server,
// which remembers it in a cookie and brings the shopper back here (works without JavaScript).
import { useLocation } from 'react-router';
import { useRootData } from '../use-root-data';
import type { PickupStoreView, PickupView } from './view-models';

function StoreChoice({ store, chosen }: { store: PickupStoreView; chosen: boolean }) {
  return (
    <li className="store-pickup__store" data-store={store.slug}>
      <span className="store-pickup__name">{store.href ? <a href={store.href}>{store.name}</a> : store.name}</span>
      {store.stock ? <span className="store-pickup__stock">{store.stock}</span> : null}
      {store.todayHours ? <span className="store-pickup__hours">{store.todayHours}</span> : null}
      <span className="store-pickup__when">{store.headline}</span>
      {store.missing.length > 0 && store.stock === null ? <span className="store-pickup__missing">Not in stock here: {store.missing.join(', ')}</span> : null}
      {chosen ? (
        <strong className="store-pickup__chosen">Your store</strong>
      ) : (
        <button type="submit" name="store" value={store.slug} className="store-pickup__choose">
          Choose {store.name}
        </button>
      )}
    </li>
  );
}

export function StorePickup({ pickup }: { pickup: PickupView }) {
  const location = useLocation();
  const prefix = useRootData()?.selectedLocale.pathPrefix ?? '';
  return (
    <section className="store-pickup" aria-labelledby="store-pickup-heading">
      <h2 id="store-pickup-heading" className="visually-hidden">Click and collect</h2>
      {pickup.headline ? <p className="store-pickup__headline" data-testid="pickup-headline">{pickup.headline}</p> : <p className="store-pickup__headline">Not available to pick up in our stores</p>}
      <details className="store-pickup__change">
        <summary>{pickup.chosen ? 'Change store' : 'Choose a store'}</summary>
        <form method="post" action={`${prefix}/store-preference`}>
          {/* Under a locale prefix the router's paths are relative to it (its basename). */}
          <input type="hidden" name="redirectTo" value={prefix + location.pathname + location.search} />
          <ul>
            {pickup.stores.map((store) => (
              <StoreChoice key={store.slug} store={store} chosen={store.slug === pickup.chosen} />
            ))}
          </ul>
        </form>
      </details>
    </section>
  );
}
