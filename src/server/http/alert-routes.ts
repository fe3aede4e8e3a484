// The product page's alert forms and the unsubscribe link of every alert message.
//
// POST /api/alerts (under any locale prefix: the alert watches that market's price) with JSON
// {email, captchaToken, kind, variantId}: validated like the newsletter's sign-up ('Email is
// required', a valid address), limited per IP, captcha-checked; the server reads the variant's
// price and availability itself.
//
// GET /alerts/unsubscribe?token=… shows a page with a button; POST (that button, or a mail client's
// RFC 8058 one-click `List-Unsubscribe=One-Click`) removes the alert. A GET never removes anything:
// mail scanners open links. The token is redacted from the access log.
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import escapeHtml from 'escape-html';
import { z } from 'zod';
import { AlertsUnavailable } from '../../application/alerts/alert-subscription';
import { UNSUBSCRIBE_PATH } from '../../application/alerts/alert-message';
import type { SubscribeToAlert } from '../../application/alerts/subscribe-to-alert';
import type { UnsubscribeAlert } from '../../application/alerts/unsubscribe-alert';
import { ALERT_KINDS, ALERT_LIMIT_REACHED, ALERT_SUBSCRIBED, ALERT_UNKNOWN_TOKEN, ALERT_UNSUBSCRIBED } from '../../domain/alerts';
import { EMAIL_MAX_LENGTH, isEmailAddress } from '../../domain/email';
import { DEFAULT_LOCALE_KEY, localeFromPath, type LocaleKey } from '../../domain/locale';
import { EMAIL_REQUIRED } from '../../domain/newsletter';
import type { Assets } from '../../ui/app-context';
import { sendError } from './errors';
import { bodyErrors, jsonBody } from './json-body';
import { DEFAULT_RATE_LIMITS, perIpLimiter, type RateLimit } from './rate-limit';
import { refuseCrossSite } from './same-origin';

export const ALERTS_API_PATHS = ['/api/alerts', '/:locale/api/alerts'];
/** The unsubscribe link, bare or under the subscriber's market prefix (the messages carry the prefix). */
const UNSUBSCRIBE_PATHS = [UNSUBSCRIBE_PATH, `/:locale${UNSUBSCRIBE_PATH}`];
/** A shopper may watch 20 items; a few more tries (a repeat, a refusal) fit in the window. */
export const ALERT_RATE_LIMIT: RateLimit = DEFAULT_RATE_LIMITS.alerts;

const alertBody = z.object({
  email: z.string({ error: EMAIL_REQUIRED }).max(EMAIL_MAX_LENGTH + 64, 'Enter a valid email address.').trim().min(1, EMAIL_REQUIRED).refine(isEmailAddress, 'Enter a valid email address.'),
  captchaToken: z.string().max(4096).nullish(),
  kind: z.enum(ALERT_KINDS),
  variantId: z.string().regex(/^gid:\/\/shopify\/ProductVariant\/[A-Za-z0-9_-]{1,64}$/, 'Unknown item.'),
});

const tokenQuery = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/) });

export interface AlertRoutesOptions {
  subscribe: Pick<SubscribeToAlert, 'execute'>;
  unsubscribe: Pick<UnsubscribeAlert, 'execute'>;
  defaultLocale?: LocaleKey;
  limit?: RateLimit;
}

/** The market a prefixed path names; null when its prefix is not a market (the path is not ours). */
function marketOf(req: Request, defaultLocale: LocaleKey) {
  const where = localeFromPath(req.path, defaultLocale);
  return req.params.locale !== undefined && !where.prefixed ? null : where.locale;
}

export function alertRoutes({ subscribe, unsubscribe, defaultLocale = DEFAULT_LOCALE_KEY, limit = ALERT_RATE_LIMIT }: AlertRoutesOptions): Router {
  const router = Router();
  const limiter = perIpLimiter(limit, {
    counts: (_req, res) => ![400, 413, 415].includes(res.statusCode),
    refuse: (req, res) => sendError(req, res, 429, 'Too many alert sign-ups from this address. Please try again later.'),
  });

  router.post(ALERTS_API_PATHS, refuseCrossSite, limiter, jsonBody('16kb'), async (req: Request, res: Response, next: NextFunction) => {
    try {
      res.set('cache-control', 'no-store');
      const where = localeFromPath(req.path, defaultLocale);
      if (req.params.locale !== undefined && !where.prefixed) return next();
      const body = alertBody.safeParse(req.body);
      if (!body.success) {
        sendError(req, res, 400, body.error.issues[0]?.message ?? 'Invalid request');
        return;
      }
      const { email, captchaToken, kind, variantId } = body.data;
      const result = await subscribe.execute({ email, captchaToken: captchaToken ?? '', kind, variantId, locale: where.locale.key, ...(req.ip ? { remoteIp: req.ip } : {}) });
      if (result.ok) {
        res.status(200).json({ ok: true, outcome: result.value, message: ALERT_SUBSCRIBED[kind] });
        return;
      }
      const [status, message] = REFUSALS[result.error];
      sendError(req, res, status, message);
    } catch (error) {
      if (error instanceof AlertsUnavailable) {
        req.log?.warn({ err: { message: error.message } }, 'alert sign-up failed upstream');
        sendError(req, res, 503, 'The alert service is unavailable. Please try again.');
        return;
      }
      next(error);
    }
  });
  router.use(ALERTS_API_PATHS, bodyErrors);

  router.get(UNSUBSCRIBE_PATHS, (req, res, next) => {
    if (!marketOf(req, defaultLocale)) return next();
    const query = tokenQuery.safeParse(req.query);
    res.set('cache-control', 'no-store').set('referrer-policy', 'no-referrer').set('x-robots-tag', 'noindex');
    if (!query.success) {
      res.status(400).type('html').send(page(req, 'Unsubscribe', 'This unsubscribe link is not complete. Please use the link from your email as it is.'));
      return;
    }
    res.type('html').send(page(req, 'Unsubscribe from this alert?', 'You will not receive emails about this item any more.', true));
  });

  router.post(UNSUBSCRIBE_PATHS, express.urlencoded({ extended: false, limit: '1kb' }), async (req: Request, res: Response, next: NextFunction) => {
    if (!marketOf(req, defaultLocale)) return next();
    try {
      res.set('cache-control', 'no-store').set('referrer-policy', 'no-referrer').set('x-robots-tag', 'noindex');
      const query = tokenQuery.safeParse(req.query);
      if (!query.success) {
        sendError(req, res, 400, 'This unsubscribe link is not complete.');
        return;
      }
      const removed = await unsubscribe.execute(query.data.token);
      res.status(200).type('html').send(page(req, removed ? 'Unsubscribed' : 'Already unsubscribed', removed ? ALERT_UNSUBSCRIBED : ALERT_UNKNOWN_TOKEN));
    } catch (error) {
      if (error instanceof AlertsUnavailable) {
        sendError(req, res, 503, 'The alert service is unavailable. Please try again.');
        return;
      }
      next(error);
    }
  });
  return router;
}

const REFUSALS: Record<'captcha-failed' | 'unknown-variant' | 'already-buyable' | 'limit-reached', [number, string]> = {
  'captcha-failed': [403, 'Captcha verification failed'],
  'unknown-variant': [404, 'This item is not sold here.'],
  'already-buyable': [409, 'This item can be bought now.'],
  'limit-reached': [409, ALERT_LIMIT_REACHED],
};

/** A small page of its own in the shop's stylesheet (as the branded error screens): no script, no third-party resource. */
function page(req: Request, title: string, text: string, confirm = false): string {
  const assets = (req.app?.locals?.assets as Pick<Assets, 'styles'> | undefined) ?? null;
  const styles = (assets?.styles ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const form = confirm
    ? '<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" class="button">Unsubscribe</button></form>'
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>${styles}</head><body><main id="main"><section class="error-screen"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${form}<p><a href="${escapeHtml(marketOf(req, DEFAULT_LOCALE_KEY)?.pathPrefix || '/')}">Continue shopping</a></p></section></main></body></html>`;
}
