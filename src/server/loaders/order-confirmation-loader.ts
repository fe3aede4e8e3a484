// The confirmation part of the embedded checkout's loader (issue 29, after the order): the order
// with its personal details for the browser that placed it or its signed-in owner, its number only
// for anyone else holding the URL, and Back after ordering (the checkout's own URL, whose cart is
// now an order) sent on to the confirmation instead of a 404.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { orderLabel } from '../../domain/customer-account';
import type { CheckoutPageView } from '../../ui/cart/view-models';
import { CONFIRM_NOTICES, type ConfirmNotice } from '../http/order-access-routes';
import { requestServices } from '../ssr/request-services';
import { toOrderView } from '../views/cart-view';

const confirmNotice = z.enum(Object.keys(CONFIRM_NOTICES) as [ConfirmNotice, ...ConfirmNotice[]]);

/**
 * The confirmation of the order this checkout became (the one `orderId` names, or its own when null);
 * null when there is none to show. Back after ordering, the owner is redirected to the order's URL.
 */
export async function orderConfirmationPage(args: LoaderFunctionArgs, cartId: string, orderId: string | null): Promise<CheckoutPageView | null> {
  const { useCases, locale, sessionToken, placedOrders = [] } = args.context.get(requestServices);
  if (!useCases.loadOrderConfirmation) return null;
  const account = sessionToken ? await useCases.loadAccount.execute(sessionToken).catch(() => null) : null;
  const confirmation = await useCases.loadOrderConfirmation.execute({ cartId, orderId, customerId: account?.customer.id ?? null, placedOrders });
  if (!confirmation) return null;
  const url = new URL(args.request.url);
  const token = args.params.token ?? '';
  if (confirmation.kind === 'details') {
    // The router puts the locale's prefix in front.
    if (orderId === null) throw redirect(`/checkout/${token}?order=${encodeURIComponent(confirmation.order.id)}`, 303);
    return { token, cart: null, order: toOrderView(confirmation.order, locale), shipping: null };
  }
  const notice = confirmNotice.safeParse(url.searchParams.get('confirm'));
  return {
    token,
    cart: null,
    order: null,
    shipping: null,
    privateOrder: { label: orderLabel(confirmation.number), confirmAction: `${locale.pathPrefix}/checkout/${token}/confirm-email`, notice: notice.success ? CONFIRM_NOTICES[notice.data] : null },
  };
}
