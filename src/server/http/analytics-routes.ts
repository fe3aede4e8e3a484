// The browser's analytics beacon: POST /api/analytics with the PAGE_VIEW and ADD_TO_CART reports
// the page collected, sent only after the shopper accepted analytics. Here, and only with that
// consent, the visitor (_shopify_y, 360 days) and visit (_shopify_s, 30 minutes, renewed on each
// beacon) cookies are read or started; the use case sends the events through the Analytics port.
import { randomUUID } from 'node:crypto';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { SESSION_COOKIE, VISITOR_COOKIE } from '../../adapters/shopify/analytics-cookies';
import { serializeCookie } from './set-cookie';
import { localeFromPath, type LocaleKey } from '../../domain/locale';
import { isBotUserAgent } from '../../ui/analytics/bot-user-agent';
import type { UseCases } from '../ssr/request-services';
import { sendError } from './errors';
import { bodyErrors, jsonBody } from './json-body';
import { perIpLimiter, type RateLimit } from './rate-limit';
import { refuseCrossSite } from './same-origin';

export const ANALYTICS_PATH = '/api/analytics';

const line = (max: number) => z.string().max(max);
const sitePath = line(2048).regex(/^\/(?!\/)/, 'a path of this site');
const createdAtMs = z.number().int().nonnegative();

const analyticsProduct = z.object({
  variantGid: line(256),
  productGid: line(256).optional(),
  name: line(512),
  variantName: line(512).optional(),
  brand: line(256).optional(),
  price: line(32).regex(/^\d+(\.\d+)?$/, 'a decimal price'),
  quantity: z.number().int().min(1).max(10_000),
  category: line(256).optional(),
  sku: line(128).optional(),
});

const report = z.discriminatedUnion('name', [
  z.object({ name: z.literal('PAGE_VIEW'), url: line(4096), path: sitePath, search: line(2048), referrer: line(4096), title: line(512), status: z.number().int().min(100).max(599).optional(), createdAtMs }),
  z.object({ name: z.literal('ADD_TO_CART'), cartId: line(512), products: z.array(analyticsProduct).min(1).max(50), createdAtMs }),
]);

const beacon = z.object({ consent: z.boolean(), reports: z.array(report).min(1).max(20) });

const TOKEN = /^[A-Za-z0-9-]{8,64}$/;
const tokenOf = (value: unknown) => (typeof value === 'string' && TOKEN.test(value) ? value : randomUUID());

export interface AnalyticsRoutesOptions {
  useCases: Pick<UseCases, 'recordAnalytics'>;
  shopId: string;
  defaultLocale: LocaleKey;
  secure: boolean;
  limit: RateLimit;
  clock?: () => number;
}

export function analyticsRoutes({ useCases, shopId, defaultLocale, secure, limit, clock = Date.now }: AnalyticsRoutesOptions): Router {
  const router = Router();
  const limiter = perIpLimiter(limit, { refuse: (req, res) => sendError(req, res, 429, 'Too many analytics reports') });

  router.post(ANALYTICS_PATH, refuseCrossSite, limiter, jsonBody('64kb'), async (req: Request, res: Response, next: NextFunction) => {
    try {
      res.set('cache-control', 'no-store');
      const body = beacon.safeParse(req.body);
      if (!body.success) {
        sendError(req, res, 400, `Invalid analytics report: ${body.error.issues[0]?.message ?? ''}`);
        return;
      }
      const uniqueToken = tokenOf(req.cookies?.[VISITOR_COOKIE.name]);
      const visitToken = tokenOf(req.cookies?.[SESSION_COOKIE.name]);
      const firstPath = body.data.reports.find((r) => r.name === 'PAGE_VIEW')?.path ?? '/';
      const { locale } = localeFromPath(firstPath, defaultLocale);
      const sent = await useCases.recordAnalytics.execute({
        shopId,
        visitor: { uniqueToken, visitToken, currency: locale.currency, language: locale.language, hasUserConsent: body.data.consent, isBot: isBotUserAgent(req.get('user-agent')) },
        reports: body.data.reports,
        sentAtMs: clock(),
      });
      // Bots are not counted and get no visitor cookies either.
      if (sent > 0) res.append('set-cookie', [serializeCookie(VISITOR_COOKIE, uniqueToken, { secure }), serializeCookie(SESSION_COOKIE, visitToken, { secure })]);
      res.status(204).end();
    } catch (error) {
      next(error);
    }
  });
  router.use(ANALYTICS_PATH, bodyErrors);
  return router;
}
