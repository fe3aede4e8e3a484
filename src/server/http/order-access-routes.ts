// Issue 29, after the order: the form on a confirmation seen from another browser, where the
// shopper confirms the order's email to see its details (POST /checkout/{token}/confirm-email, and
// under every locale prefix). A match adds the order to this browser's placed-orders cookie; a
// mismatch answers one neutral message and reveals nothing. Wrong emails are limited per IP, as
// failed log-ins are. The confirmation pages themselves are never indexed.
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { cartIdFromCheckoutToken } from '../../application/checkout/local-checkout';
import { CART_MESSAGES } from '../../domain/cart-messages';
import { ACCOUNT_MESSAGES } from '../../domain/customer-account';
import { EMAIL_MAX_LENGTH, isEmailAddress } from '../../domain/email';
import { localeFromPath, type LocaleKey } from '../../domain/locale';
import type { UseCases } from '../ssr/request-services';
import { errorBody, requireBodyType } from './errors';
import { rememberPlacedOrder } from './placed-orders-cookie';
import { perIpLimiter, type RateLimit } from './rate-limit';
import { refuseCrossSite } from './same-origin';
import { PRIVATE_CACHE, type SessionCookieOptions } from './session';

/** Why the confirmation came back to a plain form, as its `confirm` query parameter. */
export const CONFIRM_NOTICES = { 'no-match': CART_MESSAGES.orderEmailNotConfirmed, 'too-many': ACCOUNT_MESSAGES.tooManyAttempts } as const;
export type ConfirmNotice = keyof typeof CONFIRM_NOTICES;

const confirmForm = z.object({
  email: z.string({ error: ACCOUNT_MESSAGES.emailInvalid }).max(EMAIL_MAX_LENGTH + 64, ACCOUNT_MESSAGES.emailInvalid).trim().refine(isEmailAddress, ACCOUNT_MESSAGES.emailInvalid),
});

export interface OrderAccessRoutesOptions {
  useCases: Pick<UseCases, 'confirmOrderEmail'>;
  session: Pick<SessionCookieOptions, 'secret' | 'secure'>;
  limit: RateLimit;
  defaultLocale: LocaleKey;
}

export function orderAccessRoutes({ useCases, session, limit, defaultLocale }: OrderAccessRoutesOptions): Router {
  const router = Router();
  const parsers = [requireBodyType('application/x-www-form-urlencoded', 'application/json'), express.urlencoded({ extended: false, limit: '8kb' }), express.json({ limit: '8kb' })];
  const wantsJson = (req: Request) => req.accepts(['html', 'json']) === 'json';
  const checkoutPath = (req: Request) => `${localeFromPath(req.path, defaultLocale).prefixed ? `/${req.path.split('/')[1]}` : ''}/checkout/${String(req.params.token)}`;
  const answer = (req: Request, res: Response, status: number, notice: ConfirmNotice) => {
    res.set('cache-control', 'no-store');
    if (wantsJson(req)) res.status(status).json(errorBody(status, CONFIRM_NOTICES[notice]));
    else res.redirect(303, `${checkoutPath(req)}?confirm=${notice}`);
  };

  router.get(['/checkout/:token', '/:locale/checkout/:token'], (_req: Request, res: Response, next: NextFunction) => {
    res.set('x-robots-tag', 'noindex');
    next();
  });

  const limiter = perIpLimiter(limit, {
    failed: (_req, res) => res.locals.orderEmailConfirmed !== true,
    refuse: (req, res) => answer(req, res, 429, 'too-many'),
  });
  router.post(['/checkout/:token/confirm-email', '/:locale/checkout/:token/confirm-email'], refuseCrossSite, limiter, parsers, async (req: Request, res: Response, next: NextFunction) => {
    const where = localeFromPath(req.path, defaultLocale);
    const cartId = cartIdFromCheckoutToken(String(req.params.token));
    if ((req.params.locale !== undefined && !where.prefixed) || !useCases.confirmOrderEmail) return next();
    res.set('cache-control', PRIVATE_CACHE);
    const form = confirmForm.safeParse(req.body ?? {});
    if (!form.success) {
      // Malformed input costs nothing against the limit and is told apart from a wrong email only to scripts.
      res.locals.orderEmailConfirmed = true;
      if (wantsJson(req)) return void res.status(400).json(errorBody(400, form.error.issues[0]?.message ?? ACCOUNT_MESSAGES.emailInvalid));
      return res.redirect(303, `${checkoutPath(req)}?confirm=no-match`);
    }
    try {
      const orderId = cartId ? await useCases.confirmOrderEmail.execute(cartId, form.data.email) : null;
      if (!orderId) return answer(req, res, 403, 'no-match');
      res.locals.orderEmailConfirmed = true;
      rememberPlacedOrder(req, res, orderId, session);
      const confirmation = `${checkoutPath(req)}?order=${encodeURIComponent(orderId)}`;
      if (wantsJson(req)) res.json({ ok: true, redirectTo: confirmation });
      else res.redirect(303, confirmation);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
