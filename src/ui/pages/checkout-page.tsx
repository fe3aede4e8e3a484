import { useLoaderData } from '../router/hooks';
import type { CheckoutPageView } from '../cart/view-models';
import { PRIVATE_PAGE_ROBOTS } from '../../domain/seo';
import { PageMeta } from '../components/page-meta';
import { useRootData } from '../use-root-data';
import { PaymentMessage } from '../checkout/payment-fields';
import { OrderConfirmation } from '../checkout/order-confirmation';
import { PrivateOrder } from '../checkout/private-order';
import { CheckoutSummary } from '../checkout/checkout-summary';
import { CheckoutOrderForm, PostcodeQuote, QUOTE_FORM_ID } from '../checkout/checkout-order-form';

/**
 * The embedded checkout, focused (issue 33): the order form on the left and the order summary on
 * the right at desktop; on phones the summary folds above the form. One form places the order,
 * shipped or picked up.
 */
export default function CheckoutPage() {
  const page = useLoaderData() as CheckoutPageView;
  const prefix = useRootData()?.selectedLocale.pathPrefix ?? '';
  if (page.order) return <><PageMeta title="Order confirmed" robots={PRIVATE_PAGE_ROBOTS} /><OrderConfirmation order={page.order} /></>;
  if (page.privateOrder) return <PrivateOrder order={page.privateOrder} loginHref={`${prefix}/account/login`} />;
  const cart = page.cart;
  if (!cart) return null;
  const shipping = page.shipping ?? { quoted: false, postcode: null, rates: [], message: null };
  const chosen = shipping.rates[0];
  const charged = cart.lines.filter((line) => !line.unavailable);
  const canDeliver = charged.length > 0 && (!shipping.quoted || chosen !== undefined) && Boolean(page.figures?.delivery);
  const canPickUp = Boolean(page.pickup) && charged.length > 0;
  return (
    <section className="checkout-page" aria-labelledby="checkout-title">
      <PageMeta title="Checkout" robots={PRIVATE_PAGE_ROBOTS} />
      <div className="checkout-layout">
        <CheckoutSummary cart={cart} chosenRate={chosen} pickup={canPickUp ? (page.pickupFigures ?? null) : null} />
        <div className="checkout-main">
          <h1 id="checkout-title">Checkout</h1>
          {page.notice ? <p role="alert" className="checkout-notice" data-testid="checkout-notice">{page.notice}</p> : null}
          {cart.lines.length === 0 ? <p>Your cart is empty.</p> : null}
          <PaymentMessage payment={page.payment} />
          {shipping.quoted ? <form id={QUOTE_FORM_ID} method="get" aria-label="Shipping quote" hidden /> : null}
          {canDeliver || canPickUp ? (
            <CheckoutOrderForm page={page} shipping={shipping} action={`${prefix}/checkout/${page.token}`} canDeliver={canDeliver} canPickUp={canPickUp} />
          ) : shipping.quoted ? (
            <PostcodeQuote shipping={shipping} />
          ) : null}
          <p className="checkout-main__back"><a href={`${prefix}/cart`}>Return to cart</a></p>
        </div>
      </div>
    </section>
  );
}
