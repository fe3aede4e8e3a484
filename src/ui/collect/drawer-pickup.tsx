// Click and collect in the cart drawer: the line the cart page shows for the chosen store ('Pick up
// today at Forestville', 'Ready in 2-4 days at Adelaide City'), the lines that store lacks, and a
// link to the cart page, where the store is chosen (the drawer holds no form).
import type { PickupView } from './view-models';

export function DrawerPickup({ pickup, cartHref, onNavigate }: { pickup: PickupView; cartHref: string; onNavigate?: () => void }) {
  const chosen = pickup.chosen ? pickup.stores.find((store) => store.slug === pickup.chosen) : undefined;
  return (
    <div className="drawer-pickup">
      {pickup.headline ? (
        <p className="drawer-pickup__headline" data-testid="drawer-pickup-headline">{pickup.headline}</p>
      ) : (
        <p className="drawer-pickup__headline">Not available to pick up in our stores</p>
      )}
      {chosen && chosen.missing.length > 0 ? <p className="drawer-pickup__missing">Not in stock here: {chosen.missing.join(', ')}</p> : null}
      <a href={cartHref} className="drawer-pickup__change" onClick={onNavigate}>
        {pickup.chosen ? 'Change store' : 'Choose a store'}
      </a>
    </div>
  );
}
