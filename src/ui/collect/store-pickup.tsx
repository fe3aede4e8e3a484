// Click and collect on the product page and the cart: the chosen store's line ('Pick up today at
// Forestville') and 'Change store', a plain form listing every store with its stock of the item,
// its hours today and when an order would be ready there. Choosing posts the store to the server,
// which remembers it in a cookie and brings the shopper back here (works without JavaScript).
import { useLocation } from '../router/hooks';
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

/** The section itself, from its props only: the product page's pick-up hole renders it on its own on the server. */
export function StorePickupSection({ pickup, action, redirectTo }: { pickup: PickupView; action: string; redirectTo: string }) {
  return (
    <section className="store-pickup" aria-labelledby="store-pickup-heading">
      <h2 id="store-pickup-heading" className="visually-hidden">Click and collect</h2>
      {pickup.headline ? <p className="store-pickup__headline" data-testid="pickup-headline">{pickup.headline}</p> : <p className="store-pickup__headline">Not available to pick up in our stores</p>}
      <details className="store-pickup__change">
        <summary>{pickup.chosen ? 'Change store' : 'Choose a store'}</summary>
        <form method="post" action={action}>
          <input type="hidden" name="redirectTo" value={redirectTo} />
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

/** Where 'Change store' posts, and the page it brings the shopper back to (this one, in this market). */
export function useStoreChoiceTarget(): { action: string; redirectTo: string } {
  const location = useLocation();
  const prefix = useRootData()?.selectedLocale.pathPrefix ?? '';
  // Under a locale prefix the router's paths are relative to it (its basename).
  return { action: `${prefix}/store-preference`, redirectTo: prefix + location.pathname + location.search };
}

export function StorePickup({ pickup }: { pickup: PickupView }) {
  return <StorePickupSection pickup={pickup} {...useStoreChoiceTarget()} />;
}
