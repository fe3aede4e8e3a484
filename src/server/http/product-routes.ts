// JSON the product page's browser code calls (it never talks to the middleware), and the
// /prod/{handle} reading of the product route, answered with a 301 to the canonical
// /products/{handle} with the query kept.
//
// The shipping estimate answers under every locale prefix, for the country that market ships to
// (its postcode rule) and in that page's currency: the carrier quotes AUD for the AUD price of the
// goods, and the answer is that quote at the market's fixed rate, the same rate the demo price
// lists use (README, 'Money per market'), so the estimate, the cart and the checkout agree.
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../../domain/cart-actions';
import { DEFAULT_LOCALE_KEY, localeFromPath, type LocaleKey } from '../../domain/locale';
import { canonicalProductPath } from '../../domain/product-page';
import { POSTCODE_MESSAGES, shippingCountryOf } from '../../domain/shipping-destination';
import type { UseCases } from '../ssr/request-services';
import type { ShippingEstimateView } from '../../ui/product/view-models';
import { ESTIMATE_LOCALE, shippingEstimateAnswer, UNKNOWN_PRODUCT } from '../views/shipping-estimate-view';
import { errorBody, requireBodyType } from './errors';
import { perIpLimiter, type RateLimit } from './rate-limit';

export { UNKNOWN_PRODUCT };
/** The estimator's view, and on a failure the shop's one error shape beside its message (src/server/http/errors.ts). */
export type ShippingEstimateResponse = ShippingEstimateView & { error?: { code: string; message: string } };

const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/i;
export const INVALID_REQUEST = 'Please send a postcode and a quantity from 1 to 99.';
export const TOO_MANY_ESTIMATES = 'Too many shipping estimates from this address. Please try again in a minute.';
/** Each estimate may cost a carrier quote at the middleware: a shopper needs a few, a script many. */
export const ESTIMATE_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 60_000 };

const estimateBody = z.object({
  // Any string is accepted here so a wrong postcode gets the spec's own message, not a schema error.
  postcode: z.string().max(64),
  quantity: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY).default(1),
  sku: z.string().trim().min(1).max(64).optional(),
  /** Open-box mode: the unit's number; the server prices it from the open-box data, never from the body. */
  openBoxUnit: z.string().trim().regex(/^[A-Za-z0-9-]{1,32}$/).optional(),
});

/** An estimate that failed: the estimator's `message`, and the shop's error shape. */
const failure = (status: number, message: string, extra: Pick<ShippingEstimateResponse, 'rates'> = {}): ShippingEstimateResponse => ({ ...extra, message, ...errorBody(status, message) });

export function productRoutes(
  useCases: Pick<UseCases, 'estimateProductShipping'>,
  estimateLimit: RateLimit = ESTIMATE_RATE_LIMIT,
  defaultLocale: LocaleKey = DEFAULT_LOCALE_KEY,
): Router {
  const router = Router();
  const limiter = perIpLimiter(estimateLimit, { refuse: (_req, res) => void res.status(429).set('cache-control', 'no-store').json(failure(429, TOO_MANY_ESTIMATES)) });

  // '/prod/{handle}' or '/{locale}/prod/{handle}'; the domain decides which paths qualify.
  router.get(/\/prod\//i, (req, res, next) => {
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    const canonical = canonicalProductPath(req.path, query);
    if (!canonical) return next();
    res.redirect(301, canonical);
  });

  // The estimator's form without JavaScript asks the product page itself (?postcode=…): the same
  // quote, so the same per-address budget as the API.
  router.get(['/products/:handle', '/:locale/products/:handle'], (req, res, next) => (req.query.postcode === undefined ? next() : limiter(req, res, next)));

  router.post(
    ['/api/products/:handle/shipping-estimate', '/:locale/api/products/:handle/shipping-estimate'],
    limiter,
    requireBodyType('application/json', 'application/x-www-form-urlencoded'),
    express.json({ limit: '16kb' }),
    express.urlencoded({ extended: false, limit: '16kb' }),
    async (req: Request<{ handle: string; locale?: string }>, res: Response<ShippingEstimateResponse>, next: NextFunction) => {
      try {
        res.set('cache-control', 'no-store');
        const where = localeFromPath(req.path, defaultLocale);
        if (req.params.locale !== undefined && !where.prefixed) return next();
        const page = where.locale;
        if (!HANDLE.test(req.params.handle)) return void res.status(404).json(failure(404, UNKNOWN_PRODUCT));
        const parsed = estimateBody.safeParse(req.body ?? {});
        if (!parsed.success) {
          const postcodeIssue = parsed.error.issues.some((issue) => issue.path[0] === 'postcode');
          return void res.status(400).json(failure(400, postcodeIssue ? POSTCODE_MESSAGES[shippingCountryOf(page)] : INVALID_REQUEST));
        }
        const outcome = await useCases.estimateProductShipping.execute({ handle: req.params.handle, ...parsed.data, country: shippingCountryOf(page), locale: ESTIMATE_LOCALE });
        const answer = shippingEstimateAnswer(outcome, page);
        res.status(answer.status).json(answer.status >= 400 ? failure(answer.status, answer.body.message ?? INVALID_REQUEST, answer.body.rates ? { rates: answer.body.rates } : {}) : answer.body);
      } catch (error) {
        next(error);
      }
    },
  );

  // Bodies that are too large or not JSON get the same clear answer as any other bad request.
  router.use(['/api/products', '/:locale/api/products'], (error: unknown, req: Request, res: Response, next: NextFunction) => {
    const status = (error as { status?: unknown })?.status;
    if (typeof status !== 'number' || status >= 500) return next(error);
    const postcodeInvalid = POSTCODE_MESSAGES[shippingCountryOf(localeFromPath(req.originalUrl.split('?')[0] ?? '/', defaultLocale).locale)];
    res.status(status).set('cache-control', 'no-store').json(failure(status, status === 413 ? postcodeInvalid : INVALID_REQUEST));
  });

  return router;
}
