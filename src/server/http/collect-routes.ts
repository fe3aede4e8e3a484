// Click and collect's HTTP surface. POST /collect sets the cart's delivery preference (pick up at
// a store, or delivery), which a hosted checkout opens with; POST /checkout/{token} with
// method=pickup places an embedded checkout's pick-up order (the same form with method=delivery, or
// without a method, is a delivery order and cart-routes.ts answers; the pick-up figures it showed come
// as pickupConfirmedFigures, beside the delivery ones). Posted stores and methods are validated here;
// the use cases check the store holds every line and refuse, changing nothing, when it does not.
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { isCartError, shopperMessageOf } from '../../application/cart/cart-errors';
import { cartIdFromCheckoutToken } from '../../application/checkout/local-checkout';
import { PickupRefused } from '../../application/collect/place-pickup-order';
import { UNKNOWN_PICKUP_STORE } from '../../domain/click-and-collect';
import { CART_MESSAGES } from '../../domain/cart-messages';
import { serializeCookie } from './set-cookie';
import { localeFromPath, type LocaleKey } from '../../domain/locale';
import type { Assets } from '../../ui/app-context';
import type { UseCases } from '../ssr/request-services';
import { CART_ID_COOKIE, CONFIRMED_FIGURES, cartIdOf } from './cart-routes';
import { errorBody, errorPageHtml, requireBodyType } from './errors';
import { localPath, refuseCrossSite } from './same-origin';
import { PREFERRED_STORE_COOKIE } from './store-preference';
import { customerSessionOf, type SessionCookieOptions } from './session';
import { rememberPlacedOrder } from './placed-orders-cookie';
import { answerPaymentNotTaken, cardPaymentOf, isPaymentNotTaken } from './payment-form';

const pickupForm = z.object({
  method: z.literal('pickup'),
  store: z.string({ error: UNKNOWN_PICKUP_STORE }).trim().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, UNKNOWN_PICKUP_STORE),
  email: z.email('Please enter a valid email address').max(254),
  name: z.string().trim().min(1, 'Please enter your name').max(120),
  confirmedFigures: CONFIRMED_FIGURES,
});

const deliveryChoice = z.discriminatedUnion('method', [
  z.object({ method: z.literal('pickup'), store: z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, UNKNOWN_PICKUP_STORE), redirectTo: z.string().max(2048).optional() }),
  z.object({ method: z.literal('delivery'), redirectTo: z.string().max(2048).optional() }),
], { error: 'Please choose delivery or pick-up' });

const STATUS = { 'cart-not-found': 404, 'unknown-merchandise': 400, 'unknown-line': 409, 'invalid-input': 400, refused: 409, unavailable: 503 } as const;

export function collectRoutes({ useCases, defaultLocale, production, session: cookies }: { useCases: Pick<UseCases, 'placePickupOrder' | 'loadAccount' | 'chooseCartDelivery'>; defaultLocale: LocaleKey; production: boolean; session?: SessionCookieOptions | undefined }): Router {
  const router = Router();
  const parsers = [requireBodyType('application/x-www-form-urlencoded', 'application/json'), express.urlencoded({ extended: false, limit: '32kb' }), express.json({ limit: '32kb' })];

  const refuse = (req: Request, res: Response, status: number, message: string) => {
    res.status(status).set('cache-control', 'no-store');
    if (req.accepts(['html', 'json']) === 'json') return void res.json(errorBody(status, message));
    const assets = (req.app?.locals?.assets as Assets | undefined) ?? null;
    const checkout = /\/checkout\//.test(req.path);
    const prefix = localeFromPath(req.path, defaultLocale).prefixed ? `/${req.path.split('/')[1]}` : '';
    res.type('html').send(errorPageHtml(status, assets, message, checkout ? { href: req.originalUrl.split('?')[0]!, label: 'Back to checkout' } : { href: `${prefix}/cart`, label: 'Back to your cart' }));
  };
  const failed = (req: Request, res: Response, next: NextFunction, error: unknown) => {
    if (error instanceof PickupRefused) return refuse(req, res, error.code === 'unknown-store' ? 400 : 409, error.message);
    if (isCartError(error)) {
      if (error.code === 'unavailable') req.log?.warn({ err: error.cause ?? error }, 'click and collect failed');
      return refuse(req, res, STATUS[error.code], error.code === 'unavailable' ? CART_MESSAGES.somethingWentWrong : shopperMessageOf(error));
    }
    next(error);
  };

  router.post(['/collect', '/:locale/collect'], refuseCrossSite, parsers, async (req: Request, res: Response, next: NextFunction) => {
    res.set('cache-control', 'private, no-store');
    const where = localeFromPath(req.path, defaultLocale);
    if ((req.params.locale !== undefined && !where.prefixed) || !useCases.chooseCartDelivery) return next();
    const form = deliveryChoice.safeParse(req.body ?? {});
    if (!form.success) return refuse(req, res, 400, form.error.issues[0]?.message ?? 'Please choose delivery or pick-up');
    const cartId = cartIdOf(req);
    if (!cartId) return refuse(req, res, 400, CART_MESSAGES.cartEmpty);
    try {
      const choice = form.data.method === 'pickup' ? { method: 'pickup' as const, storeSlug: form.data.store } : { method: 'delivery' as const };
      const cart = await useCases.chooseCartDelivery.execute(cartId, choice, where.locale);
      // The store picked up from is the shopper's store from now on.
      if (form.data.method === 'pickup') res.append('set-cookie', serializeCookie(PREFERRED_STORE_COOKIE, form.data.store, { secure: production }));
      if (req.accepts(['html', 'json']) === 'json') return void res.json({ deliveryPreference: cart.deliveryPreference ?? null });
      const prefix = where.prefixed ? `/${req.path.split('/')[1]}` : '';
      res.redirect(303, localPath(form.data.redirectTo) ?? `${prefix}/cart`);
    } catch (error) {
      failed(req, res, next, error);
    }
  });

  router.post(['/checkout/:token', '/:locale/checkout/:token'], refuseCrossSite, parsers, async (req: Request, res: Response, next: NextFunction) => {
    // Only pick-up posts are this route's; delivery goes on to the cart routes.
    if (req.body?.method !== 'pickup') return next();
    const where = localeFromPath(req.path, defaultLocale);
    const cartId = cartIdFromCheckoutToken(String(req.params.token));
    if ((req.params.locale !== undefined && !where.prefixed) || !cartId || !useCases.placePickupOrder) return next();
    // The checkout's one order form carries both modes' figures: pick-up's under their own name.
    const body = req.body as Record<string, unknown>;
    const form = pickupForm.safeParse(body.pickupConfirmedFigures === undefined ? body : { ...body, confirmedFigures: body.pickupConfirmedFigures });
    if (!form.success) return refuse(req, res, 400, form.error.issues[0]?.message ?? 'Please check your details');
    const card = cardPaymentOf(req.body, new Date());
    if (!card.ok) return refuse(req, res, 400, card.message);
    try {
      const session = customerSessionOf(res);
      const account = session ? await useCases.loadAccount.execute(session.token).catch(() => null) : null;
      const order = await useCases.placePickupOrder.execute(
        { cartId, email: form.data.email, name: form.data.name, customerId: account?.customer.id ?? null, storeSlug: form.data.store, now: new Date(), confirmedFigures: form.data.confirmedFigures, payment: card.payment },
        where.locale,
      );
      if (cartIdOf(req) === cartId) res.append('set-cookie', serializeCookie({ ...CART_ID_COOKIE, maxAgeSeconds: 0 }, '', { secure: production }));
      if (cookies) rememberPlacedOrder(req, res, order.id, cookies);
      const prefix = where.prefixed ? `/${req.path.split('/')[1]}` : '';
      res.redirect(303, `${prefix}/checkout/${req.params.token}?order=${encodeURIComponent(order.id)}`);
    } catch (error) {
      if (isPaymentNotTaken(error)) return answerPaymentNotTaken(req, res, error, `${where.prefixed ? `/${req.path.split('/')[1]}` : ''}/checkout/${req.params.token}`);
      // The world changed since the page: nothing was charged; the checkout comes back with the new figures.
      if (isCartError(error) && error.message === CART_MESSAGES.figuresChanged && req.accepts(['html', 'json']) !== 'json') return res.redirect(303, `${req.originalUrl.split('?')[0]}?notice=figures-changed`);
      failed(req, res, next, error);
    }
  });
  return router;
}
