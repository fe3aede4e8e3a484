// Click and collect on the cart page: the chosen store's line, 'Change store', and the cart's
// delivery preference, a plain form each way: 'Pick up at {store}' (only a store holding every
// line is offered; the server checks again) or 'Deliver instead'. A hosted checkout opens with
// the preference; the embedded checkout preselects the store.
import { useRootData } from '../use-root-data';
import { StorePickup } from './store-pickup';
import type { PickupView } from './view-models';

export function CartPickup({ pickup, collecting }: { pickup: PickupView; collecting: string | null }) {
  const prefix = useRootData()?.selectedLocale.pathPrefix ?? '';
  const current = collecting ? pickup.stores.find((store) => store.slug === collecting) : undefined;
  const chosen = pickup.chosen ? pickup.stores.find((store) => store.slug === pickup.chosen) : undefined;
  const offer = chosen?.canCollect ? chosen : pickup.stores.find((store) => store.canCollect);
  return (
    <div className="cart-pickup">
      <StorePickup pickup={pickup} />
      {current ? (
        <form method="post" action={`${prefix}/collect`} className="cart-pickup__choice">
          <p data-testid="cart-collecting">
            Collecting from <strong>{current.name}</strong>: {current.readyText}
          </p>
          <input type="hidden" name="method" value="delivery" />
          <button type="submit" className="store-pickup__choose">Deliver instead</button>
        </form>
      ) : offer ? (
        <form method="post" action={`${prefix}/collect`} className="cart-pickup__choice">
          <input type="hidden" name="method" value="pickup" />
          <input type="hidden" name="store" value={offer.slug} />
          <button type="submit" className="store-pickup__choose">Pick up at {offer.name} (free)</button>
        </form>
      ) : null}
    </div>
  );
}
