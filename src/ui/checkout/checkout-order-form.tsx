// The focused checkout's one order form (issue 33): contact, Ship or Pick up, the chosen side's
// fields, payment and one 'Place order'. Without JavaScript every field is posted and the server
// reads `method` (pick-up figures come as `pickupConfirmedFigures`, beside the delivery ones); the
// stylesheet shows the chosen side. With it, the side not chosen is disabled, so the browser asks
// only the chosen side's fields and posts only them.
import { useEffect, useRef, useState } from 'react';
import type { CheckoutPageView, CheckoutShippingView } from '../cart/view-models';
import { CheckoutPickup } from '../collect/checkout-pickup';
import { useMounted } from '../layout/use-mounted';
import { AddressFields, DeliveryPostcodeField } from './address-fields';
import { DeliverySwitch, type DeliveryMode } from './delivery-switch';
import { ExpressCheckout } from './express-checkout';
import { PaymentFields } from './payment-fields';

/** The id of the heavy cart's quote form (a plain GET of the page), whose fields sit inside the order form. */
export const QUOTE_FORM_ID = 'checkout-quote';

/** A heavy cart's delivery postcode: a plain GET of this page, so the quote works without JavaScript. */
export function PostcodeQuote({ shipping }: { shipping: CheckoutShippingView }) {
  return (
    <div className="checkout-postcode">
      <DeliveryPostcodeField defaultValue={shipping.postcode ?? ''} formId={QUOTE_FORM_ID} />
      <button type="submit" form={QUOTE_FORM_ID} className="button button--secondary">Calculate shipping</button>
      {shipping.message ? <p role="alert" className="checkout-postcode__message">{shipping.message}</p> : null}
    </div>
  );
}

/** The quoted rates as the order form's choice; the cheapest is chosen at the start. */
function RateChoice({ shipping }: { shipping: CheckoutShippingView }) {
  return (
    <fieldset className="checkout-rates">
      <legend>Shipping to {shipping.postcode}</legend>
      {shipping.rates.map((rate, n) => (
        <label key={rate.service}>
          <input type="radio" name="shippingService" value={rate.service} defaultChecked={n === 0} /> {rate.service}: <strong>{rate.price}</strong> (total {rate.total})
        </label>
      ))}
    </fieldset>
  );
}

export interface CheckoutOrderFormProps {
  page: CheckoutPageView;
  shipping: CheckoutShippingView;
  action: string;
  /** Delivery can be ordered: every figure is known (a heavy cart once quoted). */
  canDeliver: boolean;
  /** Pick-up is offered beside delivery. */
  canPickUp: boolean;
}

export function CheckoutOrderForm({ page, shipping, action, canDeliver, canPickUp }: CheckoutOrderFormProps) {
  const mounted = useMounted();
  const formRef = useRef<HTMLFormElement>(null);
  const [mode, setMode] = useState<DeliveryMode>(canPickUp ? (page.deliveryMode ?? 'delivery') : 'delivery');
  // A page restored from the history keeps the radio the shopper left checked: start from it.
  useEffect(() => {
    const checked = formRef.current?.querySelector<HTMLInputElement>('input[name="method"]:checked');
    if (checked?.value === 'delivery' || checked?.value === 'pickup') setMode(checked.value);
  }, []);
  const collectable = page.pickup?.stores.some((store) => store.canCollect) ?? false;
  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      className="checkout-form"
      data-delivery-orderable={String(canDeliver)}
      data-pickup-orderable={String(canPickUp && collectable)}
    >
      {page.payment && !page.payment.wallet ? <ExpressCheckout checkoutPath={action} /> : null}
      <fieldset className="checkout-section">
        <legend className="checkout-section__title">Contact</legend>
        <label>Email<input type="email" name="email" autoComplete="email" required maxLength={254} /></label>
        <label>Full name<input type="text" name="name" autoComplete="name" required maxLength={120} /></label>
      </fieldset>
      {canPickUp ? <DeliverySwitch initial={mode} onChange={setMode} /> : null}
      <fieldset className="checkout-panel checkout-section" data-mode="delivery" disabled={mounted && mode !== 'delivery'}>
        <legend className="checkout-section__title">Shipping address</legend>
        {shipping.quoted ? <PostcodeQuote shipping={shipping} /> : null}
        {canDeliver ? (
          <>
            {shipping.quoted ? <RateChoice shipping={shipping} /> : null}
            <AddressFields quotedPostcode={shipping.quoted ? (shipping.postcode ?? '') : null} required={!canPickUp || mounted} />
            <input type="hidden" name="confirmedFigures" value={page.figures?.delivery ?? ''} />
          </>
        ) : null}
      </fieldset>
      {canPickUp && page.pickup ? <CheckoutPickup pickup={page.pickup} figures={page.figures?.pickup ?? null} disabled={mounted && mode !== 'pickup'} /> : null}
      <PaymentFields payment={page.payment} cardHref={action} />
      <button type="submit" className="button button--large button--block checkout-form__place">Place order</button>
    </form>
  );
}
