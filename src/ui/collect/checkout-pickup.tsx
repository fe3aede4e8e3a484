// The embedded checkout's click and collect: the Pick up side of the order form's delivery switch
// (ui/checkout/delivery-switch.tsx), one form with one Place order, so it works without JavaScript.
// Stores lacking a line say which and cannot be chosen; the server checks the choice again and
// refuses a store that cannot fulfil the cart.
import type { OrderPickupView, PickupView } from './view-models';

/**
 * The stores to collect from and the pick-up figures the page showed (posted as
 * `pickupConfirmedFigures`, beside the delivery ones). `disabled`: the shopper chose Ship (with
 * JavaScript; without it the server reads `method`).
 */
export function CheckoutPickup({ pickup, figures, disabled }: { pickup: PickupView; figures: string | null; disabled: boolean }) {
  const collectable = pickup.stores.filter((store) => store.canCollect);
  const unavailable = pickup.stores.filter((store) => !store.canCollect);
  return (
    <fieldset className="checkout-panel checkout-section checkout-method" data-mode="pickup" disabled={disabled}>
      <legend className="checkout-section__title">Pick up in store (free)</legend>
      {collectable.length === 0 ? <p>No store holds every item in your cart right now.</p> : null}
      {figures ? <input type="hidden" name="pickupConfirmedFigures" value={figures} /> : null}
      <fieldset className="checkout-stores">
        <legend className="visually-hidden">Choose a store</legend>
        {/* The stores that can fill the order, each with when it is ready; the rest folded away, each saying what it lacks. */}
        {collectable.map((store) => (
          <StoreChoice key={store.slug} store={store} checked={store.slug === collectable[0]?.slug} required />
        ))}
        {unavailable.length > 0 ? (
          <details className="checkout-stores__unavailable" open={collectable.length === 0}>
            <summary>
              {`${unavailable.length === 1 ? '1 store' : `${unavailable.length} stores`} can't fill this order`}
            </summary>
            {unavailable.map((store) => (
              <StoreChoice key={store.slug} store={store} checked={false} required={false} />
            ))}
          </details>
        ) : null}
      </fieldset>
    </fieldset>
  );
}

/** One store to collect from: its name and today's hours, then when the order is ready there, or what it lacks. */
function StoreChoice({ store, checked, required }: { store: PickupView['stores'][number]; checked: boolean; required: boolean }) {
  return (
    <label className="checkout-stores__store" data-store={store.slug}>
      <input type="radio" name="store" value={store.slug} disabled={!store.canCollect} defaultChecked={checked} required={required} />
      <strong>{store.name}</strong>
      {store.todayHours ? <span className="store-pickup__hours">{store.todayHours}</span> : null}
      {store.canCollect ? <span className="checkout-stores__when">{store.readyText}</span> : null}
      {store.missing.length > 0 ? <span className="store-pickup__missing">Not in stock here: {store.missing.join(', ')}</span> : null}
    </label>
  );
}

export function PickupConfirmation({ pickup }: { pickup: OrderPickupView }) {
  return (
    <p data-testid="order-pickup">
      Pick up at <strong>{pickup.store}</strong>, {pickup.address} ({pickup.phoneNumber}). {pickup.readyWhen}, store time. Bring your order number.
    </p>
  );
}
