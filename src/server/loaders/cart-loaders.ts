// Loaders of the cart page and the embedded checkout page. The cart is the shopper's own: these
// documents are served private (see cart-routes), and a failing cart store shows the cart error
// instead of breaking the page.
import { data, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { isCartError, shopperMessageOf } from '../../application/cart/cart-errors';
import { cartIdFromCheckoutToken } from '../../application/checkout/local-checkout';
import { checkoutFiguresText } from '../../application/checkout/checkout-figures';
import { CART_NOTICES, type CartNotice } from '../../domain/cart';
import { toCartView, toCheckoutPickupFigures, toCheckoutShippingView } from '../views/cart-view';
import { orderConfirmationPage } from './order-confirmation-loader';
import type { CartPageView, CheckoutPageView } from '../../ui/cart/view-models';
import { requestServices } from '../ssr/request-services';
import { guarded } from './guard';
import { toPickupView } from '../views/pickup-view';
import { cartPickupView } from './cart-pickup';
import { checkoutPaymentView } from '../views/checkout-payment-view';

const notFound = () => data('Not Found', { status: 404, statusText: 'Not Found' });
const notFoundThrown = (): never => {
  throw notFound();
};

const cartNotice = z.enum(Object.keys(CART_NOTICES) as [CartNotice, ...CartNotice[]]);

async function cartPageLoader(args: LoaderFunctionArgs): Promise<CartPageView> {
  const { useCases, cartId, locale } = args.context.get(requestServices);
  // What a plain form post could not do as asked (a line another tab removed); any other value is ignored.
  const notice = cartNotice.safeParse(new URL(args.request.url).searchParams.get('notice'));
  const noticeText = notice.success ? CART_NOTICES[notice.data] : null;
  try {
    const cart = await useCases.loadCart.execute({ cartId, locale });
    const services = args.context.get(requestServices);
    const { pickup, collecting } = await cartPickupView(useCases.loadCartPickup, cart, services.preferredStore ?? null, services.now, locale);
    return { cart: cart ? toCartView(cart, locale) : null, error: null, notice: noticeText, pickup, collecting };
  } catch (error) {
    if (isCartError(error)) return { cart: null, error: shopperMessageOf(error), notice: noticeText };
    throw error;
  }
}

async function checkoutPageLoader(args: LoaderFunctionArgs): Promise<CheckoutPageView> {
  const { useCases, locale } = args.context.get(requestServices);
  const token = args.params.token ?? '';
  const cartId = cartIdFromCheckoutToken(token);
  if (!cartId || !useCases.loadCartOrder) throw notFound();
  const orderId = new URL(args.request.url).searchParams.get('order');
  if (orderId) return (await orderConfirmationPage(args, cartId, orderId)) ?? notFoundThrown();
  const cart = await useCases.loadCart.execute({ cartId, locale });
  // Back after ordering: the cart is gone, the order it became is shown instead.
  if (!cart) return (await orderConfirmationPage(args, cartId, null)) ?? notFoundThrown();
  const postcode = new URL(args.request.url).searchParams.get('postcode');
  const quote = useCases.quoteCartShipping && cart.lines.length > 0 ? await useCases.quoteCartShipping.execute(cart, postcode, locale) : null;
  const pickup = useCases.loadCartPickup && useCases.placePickupOrder && cart.lines.length > 0
    ? await useCases.loadCartPickup.execute({
        cart,
        preferredStore: (cart.deliveryPreference?.method === 'PICK_UP' ? cart.deliveryPreference.pickupHandle : null) ?? args.context.get(requestServices).preferredStore ?? null,
        now: args.context.get(requestServices).now,
      })
    : null;
  const figures = {
    delivery: quote && (quote.kind === 'rule' || quote.kind === 'quoted') ? checkoutFiguresText(cart, quote) : null,
    pickup: pickup ? checkoutFiguresText(cart, { kind: 'pickup' }) : null,
  };
  const notice = cartNotice.safeParse(new URL(args.request.url).searchParams.get('notice'));
  return {
    token,
    cart: toCartView(cart, locale),
    order: null,
    shipping: toCheckoutShippingView(cart, quote, locale),
    pickup: pickup ? toPickupView(pickup, locale) : null,
    pickupFigures: pickup ? toCheckoutPickupFigures(cart, locale) : null,
    deliveryMode: pickup && cart.deliveryPreference?.method === 'PICK_UP' ? 'pickup' : 'delivery',
    figures,
    notice: notice.success ? CART_NOTICES[notice.data] : null,
    payment: checkoutPaymentView(new URL(args.request.url)),
  };
}

export function cartLoaders() {
  return { cart: guarded(cartPageLoader), checkout: guarded(checkoutPageLoader) };
}
