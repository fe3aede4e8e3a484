// Sanity's content webhook: POST /webhooks/sanity when an editor publishes, changes or deletes a
// document. The signature is checked over the raw bytes before anything is parsed (missing, wrong
// or older than five minutes: 401, nothing read); then the body (zod, 400). The pages showing the
// document are purged at every edge before the answer (src/adapters/sanity/sanity-webhook-payload.ts
// says which), so the next shopper sees the change within a second. A draft or a type no page shows
// answers 200 and purges nothing. Refusals count against a per-IP limit (429 past it). Sanity retries
// anything but a 2xx, so a failure here answers 5xx.
import { jsonOrNull } from './json-or-null';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { PageChange } from '../../application/edge/purge-changed-pages';
import { pageChangeOfContent, sanityWebhookPayload } from '../../adapters/sanity/sanity-webhook-payload';
import { sendError } from './errors';
import { DEFAULT_RATE_LIMITS, perIpLimiter, type RateLimit } from './rate-limit';
import { isSanitySigned } from './sanity-signature';

export const SANITY_WEBHOOK_PATH = '/webhooks/sanity';

export interface SanityWebhookOptions {
  /** The webhook's secret (SANITY_WEBHOOK_SECRET); null: every delivery is refused with 401. */
  secret: string | null;
  /** Makes the pages showing what changed stale at the edge; resolves with the keys purged. */
  purge: (change: PageChange) => Promise<readonly string[]>;
  clock?: () => number;
  limit?: RateLimit;
}

export function sanityWebhookRoutes({ secret, purge, clock = Date.now, limit = DEFAULT_RATE_LIMITS.contentWebhooks }: SanityWebhookOptions): Router {
  const router = Router();
  const rawBody = express.raw({ type: () => true, limit: '256kb' });
  const limiter = perIpLimiter(limit, {
    failed: (_req, res) => res.statusCode >= 400,
    refuse: (req, res) => sendError(req, res, 429, 'Too many webhook requests. Try again later.'),
  });
  router.post(SANITY_WEBHOOK_PATH, limiter, rawBody, async (req: Request, res: Response, next: NextFunction) => {
    try {
      res.set('cache-control', 'no-store');
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (!isSanitySigned(body, req.get('sanity-webhook-signature'), secret, clock())) {
        sendError(req, res, 401, 'The webhook signature is missing, stale or wrong.');
        return;
      }
      const payload = sanityWebhookPayload.safeParse(jsonOrNull(body));
      if (!payload.success) {
        sendError(req, res, 400, 'The body is not a content change: expected {_id, _type, slug}.');
        return;
      }
      const change = pageChangeOfContent(payload.data);
      res.status(200).json({ ok: true, purged: change ? await purge(change) : [] });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
