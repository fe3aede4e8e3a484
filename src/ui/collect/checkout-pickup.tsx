// The embedded checkout's click and collect: a form of its own beside the delivery form, so it
// works without JavaScript. Stores lacking a line say which and cannot be chosen; the server checks
// the choice again and refuses a store that cannot fulfil the cart.
import type { ReactNode } from 'react';
import type { OrderPickupView, PickupView } from './view-models';

/** `payment`: the card's fields (ui/checkout/payment-fields.tsx), paid before the pick-up order is placed. */
export function CheckoutPickup({ pickup, action, figures, payment }: { pickup: PickupView; action: string; figures: string | null; payment?: ReactNode }) {
  const collectable = pickup.stores.filter((store) => store.canCollect);
  return (
    <section className="checkout-method" aria-labelledby="checkout-pickup-title">
      <h2 id="checkout-pickup-title">Pick up in store (free)</h2>
      {collectable.length === 0 ? <p>No store holds every item in your cart right now.</p> : null}
      <form method="post" action={action} className="checkout-form">
        <input type="hidden" name="method" value="pickup" />
        {figures ? <input type="hidden" name="confirmedFigures" value={figures} /> : null}
        <fieldset className="checkout-stores">
          <legend>Choose a store</legend>
          {pickup.stores.map((store) => (
            <label key={store.slug} data-store={store.slug}>
              <input type="radio" name="store" value={store.slug} disabled={!store.canCollect} defaultChecked={store.slug === collectable[0]?.slug} required />
              <strong>{store.name}</strong>
              <span>{store.canCollect ? store.readyText : store.headline}</span>
              {store.todayHours ? <span className="store-pickup__hours">{store.todayHours}</span> : null}
              {store.missing.length > 0 ? <span className="store-pickup__missing">Not in stock here: {store.missing.join(', ')}</span> : null}
            </label>
          ))}
        </fieldset>
        {collectable.length > 0 ? (
          <>
            {/* Labelled apart from the delivery form's fields: one page, two forms. */}
            <label>Your email<input type="email" name="email" autoComplete="email" required maxLength={254} /></label>
            <label>Collector&apos;s name<input type="text" name="name" autoComplete="name" required maxLength={120} /></label>
            {payment}
            <button type="submit" className="button">Place pick-up order</button>
          </>
        ) : null}
      </form>
    </section>
  );
}

export function PickupConfirmation({ pickup }: { pickup: OrderPickupView }) {
  return (
    <p data-testid="order-pickup">
      Pick up at <strong>{pickup.store}</strong>, {pickup.address} ({pickup.phoneNumber}). {pickup.readyWhen}, store time. Bring your order number.
    </p>
  );
}
