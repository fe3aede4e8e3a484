// Issue 31: webhooks replayed with fresh ids, and a limit on the webhook route. Deliveries that are
// refused (a wrong signature, a bad payload) or replays count per IP; Shopify's fresh deliveries never do.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/adapters/sqlite/open-database';
import { SqliteWebhookDeliveries } from '../../src/adapters/sqlite/sqlite-webhook-ledger';
import { shopifyWebhookRoutes } from '../../src/server/http/shopify-webhook-routes';
import { DEFAULT_RATE_LIMITS } from '../../src/server/http/rate-limit';
import { productsUpdatePayload, shopifySignature } from '../support/alert-fixtures';

const SECRET = 'shpss_limits-secret-0123456789';

/** The route with a receiver that keeps the real ledger and counts what it handled. */
function webhookApp(limit = { limit: 3, windowMs: 60_000 }) {
  const deliveries = new SqliteWebhookDeliveries(openDatabase(':memory:'));
  const handled: string[] = [];
  const receive = {
    execute: async (change: { deliveryId: string; topic: string; bodyDigest: string }, now: number) => {
      const delivery = { id: change.deliveryId, topic: change.topic, bodyDigest: change.bodyDigest };
      if (await deliveries.seen(delivery, now - 10 * 60_000)) return { replay: true as const };
      handled.push(change.deliveryId);
      await deliveries.record(delivery, now);
      return { replay: false as const, checked: 0, queued: 0 };
    },
  };
  const app = express();
  app.use(shopifyWebhookRoutes({ secret: SECRET, receive, limit }));
  return { app, handled };
}

const send = (app: express.Express, id: string, updatedAt: string, signature?: string) => {
  const body = JSON.stringify(productsUpdatePayload('1', [{ gid: 'gid://shopify/ProductVariant/1' }], updatedAt));
  return request(app)
    .post('/webhooks/shopify/products/update')
    .set('content-type', 'application/json')
    .set('x-shopify-topic', 'products/update')
    .set('x-shopify-webhook-id', id)
    .set('x-shopify-hmac-sha256', signature ?? shopifySignature(body, SECRET))
    .send(body);
};

describe('the Shopify webhook route', () => {
  it('by default lets 30 refusals or replays per IP in 10 minutes through', () => {
    expect(DEFAULT_RATE_LIMITS.webhooks).toEqual({ limit: 30, windowMs: 600_000 });
  });

  it('handles a captured delivery sent again under a fresh id once', async () => {
    const { app, handled } = webhookApp({ limit: 100, windowMs: 60_000 });
    expect((await send(app, 'original', '2026-01-01T00:00:00Z')).body).toEqual({ ok: true, checked: 0, queued: 0 });
    expect((await send(app, 'forged-fresh-id', '2026-01-01T00:00:00Z')).body).toEqual({ ok: true, replay: true });
    expect((await send(app, 'next-change', '2026-01-01T00:00:05Z')).body).toEqual({ ok: true, checked: 0, queued: 0 });
    expect(handled).toEqual(['original', 'next-change']);
  });

  it('never counts fresh deliveries: forty in a row are all handled', async () => {
    const { app, handled } = webhookApp();
    for (let i = 0; i < 40; i++) expect((await send(app, `fresh-${i}`, `2026-01-01T00:00:${String(i).padStart(2, '0')}Z`)).status).toBe(200);
    expect(handled).toHaveLength(40);
  });

  it.each([
    ['wrong signatures', (app: express.Express, i: number) => send(app, `bad-${i}`, `2026-02-01T00:00:0${i}Z`, 'AAAA'), 401],
    ['replays under fresh ids', (app: express.Express, i: number) => send(app, `replay-${i}`, '2026-03-01T00:00:00Z'), 200],
  ])('answers 429 after three %s from one IP, and then refuses that IP', async (_, attempt, status) => {
    const { app } = webhookApp();
    // A fresh delivery first: it never counts, and the replays below repeat its body.
    expect((await send(app, 'first', '2026-03-01T00:00:00Z')).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) statuses.push((await attempt(app, i)).status);
    expect(statuses).toEqual([status, status, status, 429]);
    const refused = await send(app, 'fresh-after', '2026-04-01T00:00:00Z');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { code: 'too_many_requests', message: 'Too many webhook requests. Try again later.' } });
  });
});
