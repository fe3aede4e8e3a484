// The cart's HTTP surface (spec sections 2 and 7): the cart form post (POST /cart, and
// POST /cart?index answering JSON with the cart id), buy-now links, discount links, the related
// products lookup, the drawer's cart JSON and the embedded checkout's order form. Every path also
// answers under a locale prefix. Input is validated here; the use cases trust it.
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { cartIdFromCheckoutToken } from '../../application/checkout/local-checkout';
import { isCartError, shopperMessageOf, type CartErrorCode } from '../../application/cart/cart-errors';
import { buyNowMessage, parseBuyNowPath } from '../../domain/buy-now';
import { checkoutHref, type CartNotice } from '../../domain/cart';
import { cartInputMessage, parseCartAction, withTypedDiscountCode } from '../../domain/cart-actions';
import { CART_MESSAGES } from '../../domain/cart-messages';
import { ACTION_KEY_PATTERN, cartActionKey, PLAIN_POST_REPEAT_MS, plainPostKey } from '../../domain/cart-action-key';
import type { ActionOnce, KeptAnswer } from '../../application/ports';
import { CART_CAROUSEL_VISIBLE_COOKIE, parseCartCarouselVisible, type CookieSpec } from '../../domain/cookies';
import { serializeCookie } from './set-cookie';
import { localeFromPath, type Locale, type LocaleKey } from '../../domain/locale';
import { SHIPPING_RATES_FAILED } from '../../domain/product-shipping';
import { toCartView, toRelatedProductView } from '../views/cart-view';
import type { UseCases } from '../ssr/request-services';
import { isBotGet, sendBuyNowConfirm } from './buy-now-confirm';
import { errorBody, requireBodyType, sendErrorScreen, statusTextOf, wantsJson as answersJson } from './errors';
import { localPath, refuseCrossSite } from './same-origin';
import { customerSessionOf, type SessionCookieOptions } from './session';
import { rememberPlacedOrder } from './placed-orders-cookie';
import { cartPickupView } from '../loaders/cart-pickup';
import { preferredStoreOf } from './store-preference';
import { checkoutAddressSchema } from './checkout-address-form';
import { answerPaymentNotTaken, cardPaymentOf, isPaymentNotTaken } from './payment-form';

export type CartUseCases = Pick<UseCases, 'loadCart' | 'updateCart' | 'buyNowCart' | 'fetchCartRelatedProducts' | 'placeCartOrder'> &
  Partial<Pick<UseCases, 'loadAccount' | 'loadCartPickup' | 'answerCartActionOnce'>>;

export interface CartRoutesOptions {
  useCases: CartUseCases;
  defaultLocale: LocaleKey;
  /** Cookies get Secure in production. */
  production: boolean;
  /** Signs the cookie naming the orders this browser placed (issue 29); without it no confirmation shows personal details. */
  session?: SessionCookieOptions | undefined;
}

/** The cart id: only the server reads it; it lives about as long as a hosted cart. */
export const CART_ID_COOKIE: CookieSpec = { name: 'cart', maxAgeSeconds: 14 * 24 * 60 * 60, path: '/', sameSite: 'Lax', httpOnly: true };

const BODY_LIMIT = '32kb';
const jsonText = (name: string) =>
  z.string().max(16_000, `${name} is too long`).refine((text) => {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  }, `${name} is not valid JSON`);

const cartFormPost = z.object({
  cartFormInput: z.union([jsonText('cartFormInput'), z.record(z.string(), z.unknown())], { error: 'cartFormInput is required' }),
  analytics: z.union([jsonText('analytics'), z.record(z.string(), z.unknown())]).optional(),
  redirectTo: z.string().max(2048).optional(),
  /** A discount form's typed code, added to the codes its DiscountCodesUpdate posts (as Hydrogen's CartForm does). */
  discountCode: z.string().trim().max(64).regex(/^[^\u0000-\u001f<>]*$/).optional(),
  /** A plain form's key, one per rendered form; empty from a shared page (src/domain/cart-action-key.ts). */
  idempotencyKey: z.union([z.literal('').transform(() => undefined), z.string().regex(ACTION_KEY_PATTERN)]).optional(),
});

/** The cart script's key, one per click. */
const idempotencyHeader = z.string().regex(ACTION_KEY_PATTERN).optional();

/** GET /api/cart's query: `with=pickup` asks for the pick-up line too (the drawer asks when it shows it). */
const cartQuery = z.object({ with: z.literal('pickup', { error: "with may only be 'pickup'" }).optional() });

const carouselIntent = z.object({ intent: z.literal('toggleCartCarouselVisible'), visible: z.enum(['true', 'false']).optional() });

const relatedProductsBody = z.array(z.string().trim().min(1).max(256), { error: 'Expected an array of product ids or titles' }).max(50);

const discountCode = z
  .string()
  .trim()
  .min(1, 'A discount code is required')
  .max(64, 'A discount code has at most 64 characters')
  .regex(/^[^\u0000-\u001f<>]+$/, 'Invalid discount code');

/** What a checkout page posts back: the text of the figures it showed. */
export const CONFIRMED_FIGURES = z.string({ error: 'Please review your order on the checkout page and place it again.' }).min(1).max(20_000);

/** The order form beside the delivery address, which each market's country asks its own way (checkout-address-form.ts). */
const orderForm = z.object({
  email: z.email('Please enter a valid email address').max(254),
  /** The quoted carrier service chosen for a heavy cart; the server re-quotes and charges its own rate. */
  shippingService: z.string().trim().min(1).max(100).optional(),
  /** The figures the checkout page showed (checkout-figures.ts); the order is placed only while they hold. */
  confirmedFigures: CONFIRMED_FIGURES,
});


/** The cart id from the request's cookie; null without one. */
export function cartIdOf(req: Request): string | null {
  const value: unknown = req.cookies?.[CART_ID_COOKIE.name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A line that is gone is a conflict with what another tab did, not bad input: the answer carries the current cart. */
const STATUS: Record<CartErrorCode, number> = { 'cart-not-found': 404, 'unknown-merchandise': 400, 'unknown-line': 409, 'invalid-input': 400, refused: 409, unavailable: 503 };

/** A path of this site with `notice` added to its query. */
const withNotice = (path: string, notice: CartNotice) => {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set('notice', notice);
  return url.pathname + url.search + url.hash;
};

export function cartRoutes({ useCases, defaultLocale, production, session }: CartRoutesOptions): Router {
  /** A signed-in shopper's order is kept on their account; a guest's only by email. */
  const signedInCustomerId = async (res: Response): Promise<string | null> => {
    const session = customerSessionOf(res);
    if (!session || !useCases.loadAccount) return null;
    const account = await useCases.loadAccount.execute(session.token).catch(() => null);
    return account?.customer.id ?? null;
  };

  const router = Router();
  const parsers = [requireBodyType('application/x-www-form-urlencoded', 'application/json'), express.urlencoded({ extended: false, limit: BODY_LIMIT }), express.json({ limit: BODY_LIMIT })];
  const localized = (path: string) => [path, `/:locale${path}`];

  /** The locale of a prefixed path, the default for an unprefixed one, null for a prefix that is none. */
  const localeOf = (req: Request): Locale | null => {
    const where = localeFromPath(req.path, defaultLocale);
    return req.params.locale !== undefined && !where.prefixed ? null : where.locale;
  };
  /** A path of this site in the request's locale: '/en-au/cart' for a request under /en-au. */
  const prefixed = (req: Request, path: string) => {
    const prefix = localeFromPath(req.path, defaultLocale).prefixed ? `/${req.path.split('/')[1]}` : '';
    return prefix && path === '/' ? prefix : prefix + path;
  };
  const rememberCart = (req: Request, res: Response, cartId: string) => {
    if (cartIdOf(req) !== cartId) res.append('set-cookie', serializeCookie(CART_ID_COOKIE, cartId, { secure: production }));
  };
  // Every /api/ route answers JSON, whatever the Accept header says (errors.ts wantsJson).
  const wantsJson = (req: Request) => req.query.index !== undefined || answersJson(req);

  /**
   * A clear 4xx (or the 503 cart error) in the shop's error shape for scripts, or the branded error
   * screen with the message and a way back to the cart for a plain form post.
   */
  const refuse = (req: Request, res: Response, status: number, message: string) => {
    res.status(status).set('cache-control', 'no-store');
    if (wantsJson(req)) {
      res.json(errorBody(status, message));
      return;
    }
    sendErrorScreen(req, res, status === 500 ? 400 : status, message || statusTextOf(status), { href: prefixed(req, '/cart'), label: 'Back to your cart' });
  };
  const failed = (req: Request, res: Response, next: NextFunction, error: unknown) => {
    if (!isCartError(error)) return next(error);
    // A store that failed says nothing the shopper can act on: they get the spec's fallback, the log the cause.
    if (error.code === 'unavailable') req.log?.warn({ err: error.cause ?? error }, 'cart store failed');
    refuse(req, res, STATUS[error.code], shopperMessageOf(error));
  };
  const sameSiteReferer = (req: Request): string | null => {
    try {
      const referer = new URL(req.get('referer') ?? '');
      return referer.host === req.get('host') ? localPath(referer.pathname + referer.search) : null;
    } catch {
      return null;
    }
  };

  router.use(['/cart', '/:locale/cart', '/api/cart', '/api/fetch-related-products', '/checkout', '/:locale/checkout', '/discount', '/:locale/discount'], (_req, res, next) => {
    res.set('cache-control', 'private, no-store');
    next();
  });

  router.post(localized('/cart'), refuseCrossSite, parsers, async (req: Request, res: Response, next: NextFunction) => {
    const locale = localeOf(req);
    if (!locale) return next();
    const intent = carouselIntent.safeParse(req.body);
    if (intent.success) {
      const visible = intent.data.visible ? intent.data.visible === 'true' : !parseCartCarouselVisible(req.cookies?.[CART_CAROUSEL_VISIBLE_COOKIE.name]);
      res.append('set-cookie', serializeCookie(CART_CAROUSEL_VISIBLE_COOKIE, String(visible), { secure: production }));
      if (wantsJson(req)) res.json({ cartCarouselVisible: visible });
      else res.redirect(303, localPath(req.body?.redirectTo) ?? sameSiteReferer(req) ?? prefixed(req, '/cart'));
      return;
    }
    const form = cartFormPost.safeParse(req.body ?? {});
    if (!form.success) return refuse(req, res, 400, CART_MESSAGES.invalidRequest);
    const action = parseCartAction(form.data.cartFormInput);
    if (!action.ok) return refuse(req, res, 400, cartInputMessage(action.error));
    const headerKey = idempotencyHeader.safeParse(req.get('idempotency-key'));
    if (!headerKey.success) return refuse(req, res, 400, CART_MESSAGES.invalidRequest);
    const back = () => localPath(form.data.redirectTo) ?? sameSiteReferer(req) ?? prefixed(req, '/cart');
    const cartId = cartIdOf(req);
    const cartAction = withTypedDiscountCode(action.value, form.data.discountCode);
    const keyed = { headerKey: headerKey.data, formKey: form.data.idempotencyKey, action: `${wantsJson(req) ? 'json' : 'form'} ${JSON.stringify(cartAction)}` };
    const given = cartActionKey({ cartId, ...keyed });
    // A plain form from a shared page carries no key: the shop names the post itself, for a few seconds.
    const derived = given === null && headerKey.data === undefined && !wantsJson(req) ? plainPostKey({ cartId, action: keyed.action, returnTo: back() }) : null;
    const key = given ?? derived;
    const keyOnceAnswered = (answer: KeptAnswer) => (cartId === null ? cartActionKey({ cartId: answer.cartId, ...keyed }) : null);
    const act = async (once: ActionOnce | null): Promise<KeptAnswer> => {
      const cart = await useCases.updateCart.execute({ cartId, action: cartAction, locale, once });
      return wantsJson(req) ? { status: 200, cartId: cart.id, json: { cart: toCartView(cart, locale) } } : { status: 303, cartId: cart.id, location: back() };
    };
    try {
      // The same key, cart and action again (a double submit, the edge's retry on another copy): the first answer, nothing changed.
      const once = useCases.answerCartActionOnce;
      const { answer, replayed } = once ? await once.execute(key, act, keyOnceAnswered, derived !== null ? PLAIN_POST_REPEAT_MS : undefined) : { answer: await act(null), replayed: false };
      if (answer.cartId) rememberCart(req, res, answer.cartId);
      if (replayed) res.set('idempotent-replayed', 'true');
      if (answer.location !== undefined) res.redirect(303, answer.location);
      else res.status(answer.status).json(answer.json);
    } catch (error) {
      if (!isCartError(error) || error.code === 'unavailable' || error.code === 'cart-not-found' || cartId === null) return failed(req, res, next, error);
      // Every view of the cart converges on the server's: a refusal answers the cart as it is now.
      const message = shopperMessageOf(error);
      if (!wantsJson(req)) {
        if (error.code === 'unknown-line') return res.redirect(303, withNotice(back(), 'line-gone'));
        return refuse(req, res, STATUS[error.code], message);
      }
      const current = await useCases.loadCart.execute({ cartId, locale }).catch(() => null);
      res.status(STATUS[error.code]).set('cache-control', 'no-store').json({ ...errorBody(STATUS[error.code], message), ...(current ? { cart: toCartView(current, locale) } : {}) });
    }
  });

  // A bot's GET answers a confirm page (buy-now-confirm.ts); its form posts here, same site only.
  const buyNow = async (req: Request, res: Response, next: NextFunction) => {
    const locale = localeOf(req);
    if (!locale) return next();
    const lines = parseBuyNowPath(localeFromPath(req.path, defaultLocale).path);
    if (!lines.ok) return refuse(req, res, 400, buyNowMessage(lines.error));
    if (isBotGet(req)) return sendBuyNowConfirm(req, res);
    try {
      const cart = await useCases.buyNowCart.execute({ lines: lines.value, locale });
      res.redirect(303, checkoutHref(cart.checkoutUrl));
    } catch (error) {
      failed(req, res, next, error);
    }
  };
  router.get(localized('/cart/:lines'), buyNow);
  router.post(localized('/cart/:lines'), refuseCrossSite, buyNow);

  router.get(localized('/discount'), (req: Request, res: Response, next: NextFunction) => {
    if (!localeOf(req)) return next();
    refuse(req, res, 400, 'A discount code is required');
  });

  router.get(localized('/discount/:code'), async (req: Request, res: Response, next: NextFunction) => {
    const locale = localeOf(req);
    if (!locale) return next();
    const code = discountCode.safeParse(req.params.code);
    if (!code.success) return refuse(req, res, 400, code.error.issues[0]?.message ?? 'Invalid discount code');
    try {
      const current = await useCases.loadCart.execute({ cartId: cartIdOf(req), locale });
      const codes = [...(current?.discountCodes ?? []).map((d) => d.code), code.data];
      const cart = await useCases.updateCart.execute({ cartId: current?.id ?? null, action: { action: 'DiscountCodesUpdate', inputs: { discountCodes: codes } }, locale });
      rememberCart(req, res, cart.id);
      res.redirect(303, localPath(req.query.redirect) ?? prefixed(req, '/'));
    } catch (error) {
      failed(req, res, next, error);
    }
  });

  router.get(localized('/api/cart'), async (req: Request, res: Response, next: NextFunction) => {
    const locale = localeOf(req);
    if (!locale) return next();
    const query = cartQuery.safeParse(req.query);
    if (!query.success) return refuse(req, res, 400, query.error.issues[0]?.message ?? 'Invalid query');
    try {
      const cart = await useCases.loadCart.execute({ cartId: cartIdOf(req), locale });
      if (!query.data.with) {
        res.json({ cart: cart ? toCartView(cart, locale) : null });
        return;
      }
      // The drawer's click and collect line: the cart page's view, for the chosen store (worked out only when the drawer shows it).
      const { pickup } = await cartPickupView(useCases.loadCartPickup, cart, preferredStoreOf(req), new Date(), locale);
      res.json({ cart: cart ? toCartView(cart, locale) : null, pickup });
    } catch (error) {
      failed(req, res, next, error);
    }
  });

  router.post(localized('/api/fetch-related-products'), refuseCrossSite, requireBodyType('application/json'), express.json({ limit: BODY_LIMIT }), async (req: Request, res: Response, next: NextFunction) => {
    const locale = localeOf(req);
    if (!locale) return next();
    const body = relatedProductsBody.safeParse(req.body);
    if (!body.success) return refuse(req, res, 400, body.error.issues[0]?.message ?? 'Invalid body');
    try {
      const cart = await useCases.loadCart.execute({ cartId: cartIdOf(req), locale }).catch(() => null);
      const cards = await useCases.fetchCartRelatedProducts.execute({ products: body.data, inCart: cart?.lines.map((l) => l.merchandise.id) ?? [], locale });
      const now = new Date();
      res.json(cards.map((card) => toRelatedProductView(card, locale, now)));
    } catch (error) {
      next(error);
    }
  });

  router.post(localized('/checkout/:token'), refuseCrossSite, parsers, async (req: Request, res: Response, next: NextFunction) => {
    const locale = localeOf(req);
    const cartId = cartIdFromCheckoutToken(String(req.params.token));
    if (!locale || !cartId || !useCases.placeCartOrder) return next();
    const form = orderForm.safeParse(req.body ?? {});
    if (!form.success) return refuse(req, res, 400, form.error.issues[0]?.message ?? 'Please check your details');
    const address = checkoutAddressSchema(locale).safeParse(req.body ?? {});
    if (!address.success) return refuse(req, res, 400, address.error.issues[0]?.message ?? 'Please check your details');
    const card = cardPaymentOf(req.body, new Date());
    if (!card.ok) return refuse(req, res, 400, card.message);
    const { email, shippingService, confirmedFigures } = form.data;
    const shippingAddress = address.data;
    try {
      const order = await useCases.placeCartOrder.execute({ cartId, email, customerId: await signedInCustomerId(res), shippingAddress, fulfilment: { method: 'delivery' }, confirmedFigures, ...(shippingService ? { shippingService } : {}) }, locale, card.payment);
      if (cartIdOf(req) === cartId) res.append('set-cookie', serializeCookie({ ...CART_ID_COOKIE, maxAgeSeconds: 0 }, '', { secure: production }));
      if (session) rememberPlacedOrder(req, res, order.id, session);
      res.redirect(303, `${prefixed(req, `/checkout/${req.params.token}`)}?order=${encodeURIComponent(order.id)}`);
    } catch (error) {
      if (isPaymentNotTaken(error)) return answerPaymentNotTaken(req, res, error, prefixed(req, `/checkout/${req.params.token}`));
      // A heavy cart whose quote failed at the last moment says why in the spec's words.
      if (isCartError(error) && error.message === SHIPPING_RATES_FAILED) return refuse(req, res, 503, error.message);
      // The world changed since the page: nothing was charged; the checkout comes back with the new figures.
      // A script is told so (409) and reads the checkout again.
      if (isCartError(error) && error.message === CART_MESSAGES.figuresChanged && !wantsJson(req)) return res.redirect(303, withNotice(prefixed(req, `/checkout/${req.params.token}`), 'figures-changed'));
      failed(req, res, next, error);
    }
  });

  router.use((error: { type?: string; status?: number }, req: Request, res: Response, next: NextFunction) => {
    if (error?.type === 'entity.parse.failed') return refuse(req, res, 400, CART_MESSAGES.invalidRequest);
    if (error?.type === 'entity.too.large') return refuse(req, res, 413, CART_MESSAGES.invalidRequest);
    next(error);
  });
  return router;
}
