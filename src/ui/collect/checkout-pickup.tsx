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
  return (
    <fieldset className="checkout-panel checkout-section checkout-method" data-mode="pickup" disabled={disabled}>
      <legend className="checkout-section__title">Pick up in store (free)</legend>
      {collectable.length === 0 ? <p>No store holds every item in your cart right now.</p> : null}
      {figures ? <input type="hidden" name="pickupConfirmedFigures" value={figures} /> : null}
      <fieldset className="checkout-stores">
        <legend>Choose a store</legend>
        {pickup.stores.map((store) => (
          <label key={store.slug} data-store={store.slug}>
            <input type="radio" name="store" value={store.slug} disabled={!store.canCollect} defaultChecked={store.slug === collectable[0]?.slug} required={collectable.length > 0} />
            <strong>{store.name}</strong>
            <span>{store.canCollect ? store.readyText : store.headline}</span>
            {store.todayHours ? <span className="store-pickup__hours">{store.todayHours}</span> : null}
            {store.missing.length > 0 ? <span className="store-pickup__missing">Not in stock here: {store.missing.join(', ')}</span> : null}
          </label>
        ))}
      </fieldset>
    </fieldset>
  );
}

export function PickupConfirmation({ pickup }: { pickup: OrderPickupView }) {
  return (
    <p data-testid="order-pickup">
      Pick up at <strong>{pickup.store}</strong>, {pickup.address} ({pickup.phoneNumber}). {pickup.readyWhen}, store time. Bring your order number.
    </p>
  );
}
