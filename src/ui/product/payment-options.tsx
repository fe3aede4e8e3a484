import { useEffect, useId, useRef, useState } from 'react';
import { PAYMENT_OPTIONS_AVAILABLE } from '../../domain/payment-options';
import { safeHref } from '../safe-href';
import { Deferred } from '../components/deferred';
import { useModalFocus } from '../components/use-modal-focus';
import type { PaymentOptionsView, RentalView } from './view-models';

/** `band`: the orders Afterpay takes, in the page's currency. */
function AfterpayInfo({ band }: { band: string }) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  // Each open-box unit has its own widgets, so several popups can share a page.
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal?.();
    if (!open && element?.open) element.close();
  }, [open]);
  // Tab stays in the popup, Escape closes it, focus goes back to 'Info'.
  useModalFocus(open, dialog, { onEscape: () => setOpen(false) });
  return (
    <>
      <button type="button" className="payment-options__info" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Info
      </button>
      <dialog ref={dialog} className="afterpay-popup" aria-labelledby={titleId} onClose={() => setOpen(false)}>
        <h2 id={titleId}>Shop now. Pay later. Always interest-free.</h2>
        <ol>
          <li>Add your favourites to cart and choose Afterpay at checkout.</li>
          <li>Log in or create your Afterpay account, with instant approval decision.</li>
          <li>Your purchase is split into 4 payments, paid every 2 weeks.</li>
        </ol>
        <p>Available for orders from {band}. You must be over 18, a resident of Australia and meet additional eligibility criteria. Late fees apply.</p>
        <button type="button" className="button" onClick={() => setOpen(false)} autoFocus>
          Close
        </button>
      </dialog>
    </>
  );
}

function Rental({ rental }: { rental: RentalView | null }) {
  const href = rental ? safeHref(rental.href) : null;
  if (!rental || !href) return <p className="payment-options__rental">{PAYMENT_OPTIONS_AVAILABLE}</p>;
  return (
    <div className="payment-options__rental" data-testid="rental-offer">
      <p>
        <strong>{rental.headline}</strong> <span>{rental.minimum}</span>
      </p>
      <a className="button button--secondary" href={href} rel="noopener noreferrer" target="_blank">
        {rental.cta}
      </a>
    </div>
  );
}

/** The Afterpay, PayPal and Zip lines the payment-option rule gave for one price. */
function PaymentLines({ payment }: { payment: PaymentOptionsView }) {
  return (
    <ul>
      {payment.afterpay ? (
        <li className="payment-options__afterpay">
          {payment.afterpay} {payment.afterpayBand ? <AfterpayInfo band={payment.afterpayBand} /> : null}
        </li>
      ) : null}
      {payment.paypal ? <li className="payment-options__paypal">{payment.paypal}</li> : null}
      {payment.zip ? <li className="payment-options__zip">{payment.zip}</li> : null}
    </ul>
  );
}

/** One open-box unit's widgets, at the unit's price. */
export function UnitPaymentOptions({ payment, label }: { payment: PaymentOptionsView | null; label: string }) {
  if (!payment || (!payment.afterpay && !payment.paypal && !payment.zip)) return null;
  return (
    <section className="payment-options payment-options--unit" aria-label={label}>
      <PaymentLines payment={payment} />
    </section>
  );
}

/** Afterpay, PayPal and Zip widgets, then the rental offer when it arrives; hidden when payment options are off. */
export function PaymentOptions({ payment, rental }: { payment: PaymentOptionsView | null; rental: Promise<RentalView | null> }) {
  if (!payment) return null;
  return (
    <section className="payment-options" aria-label="Payment options">
      <PaymentLines payment={payment} />
      <Deferred resolve={rental} fallback={<p className="payment-options__rental" aria-busy="true">{'\u00a0'}</p>} errorElement={<Rental rental={null} />}>
        {(value) => <Rental rental={value} />}
      </Deferred>
    </section>
  );
}
