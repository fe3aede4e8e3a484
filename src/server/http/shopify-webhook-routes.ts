// Shopify's webhooks that can start an alert: POST /webhooks/shopify/{topic} for
// inventory_levels/update and products/update. The signature is checked over the raw bytes before
// anything is parsed (missing or wrong: 401, nothing read); then the delivery id, the topic and the
// payload (zod) are checked (400). A delivery already handled (same X-Shopify-Webhook-Id, or the same
// topic and body under a fresh id: the signature covers the body only) answers 200 and changes
// nothing. Refusals and replays count against a per-IP limit (429 past it); Shopify's own fresh
// deliveries never do. Shopify retries anything but a 2xx, so a failure here answers 5xx.
import { jsonOrNull } from './json-or-null';
import { createHash } from 'node:crypto';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import type { ReceiveCatalogueChange } from '../../application/alerts/receive-catalogue-change';
import { catalogueChangeOf, changedProductHandles, isAlertTopic } from '../../adapters/shopify/shopify-webhook-payloads';
import type { PageChange } from '../../application/edge/purge-changed-pages';
import { sendError } from './errors';
import { DEFAULT_RATE_LIMITS, perIpLimiter, type RateLimit } from './rate-limit';
import { isShopifySigned } from './shopify-hmac';

export const SHOPIFY_WEBHOOK_PATH = '/webhooks/shopify/:resource/:event';

const headers = z.object({
  'x-shopify-webhook-id': z.string().trim().min(1).max(200),
  'x-shopify-topic': z.string().max(100).optional(),
});

export interface ShopifyWebhookOptions {
  secret: string | null;
  receive: Pick<ReceiveCatalogueChange, 'execute'>;
  /** Called after a change was handled (the outbox has new messages to deliver). */
  afterChange?: () => void;
  /** Makes the pages showing what changed stale at the edge (awaited: the answer means purged). */
  purge?: (change: PageChange) => Promise<unknown>;
  clock?: () => number;
  limit?: RateLimit;
}

export function shopifyWebhookRoutes({ secret, receive, afterChange, purge, clock = Date.now, limit = DEFAULT_RATE_LIMITS.webhooks }: ShopifyWebhookOptions): Router {
  const router = Router();
  const rawBody = express.raw({ type: () => true, limit: '1mb' });
  const limiter = perIpLimiter(limit, {
    failed: (_req, res) => res.statusCode >= 400 || res.locals.webhookReplay === true,
    refuse: (req, res) => sendError(req, res, 429, 'Too many webhook requests. Try again later.'),
  });
  router.post(SHOPIFY_WEBHOOK_PATH, limiter, rawBody, async (req: Request, res: Response, next: NextFunction) => {
    try {
      res.set('cache-control', 'no-store');
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (!isShopifySigned(body, req.get('x-shopify-hmac-sha256'), secret)) {
        sendError(req, res, 401, 'The webhook signature is missing or wrong.');
        return;
      }
      const topic = `${req.params.resource}/${req.params.event}`;
      if (!isAlertTopic(topic)) {
        sendError(req, res, 404, 'This shop does not take that webhook topic.');
        return;
      }
      const head = headers.safeParse(req.headers);
      if (!head.success || (head.data['x-shopify-topic'] !== undefined && head.data['x-shopify-topic'] !== topic)) {
        sendError(req, res, 400, 'The webhook needs X-Shopify-Webhook-Id and a topic that matches its path.');
        return;
      }
      const payload = jsonOrNull(body);
      const change = catalogueChangeOf(topic, payload);
      if (!change) {
        sendError(req, res, 400, `The body is not a ${topic} payload.`);
        return;
      }
      const bodyDigest = createHash('sha256').update(body).digest('base64url');
      const outcome = await receive.execute({ deliveryId: head.data['x-shopify-webhook-id'], topic, bodyDigest, ...change }, clock());
      res.locals.webhookReplay = outcome.replay;
      if (!outcome.replay && outcome.queued > 0) afterChange?.();
      if (!outcome.replay) await purge?.({ variantIds: change.variantIds, inventoryItemIds: change.inventoryItemIds, productHandles: changedProductHandles(topic, payload) });
      res.status(200).json(outcome.replay ? { ok: true, replay: true } : { ok: true, checked: outcome.checked, queued: outcome.queued });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
