// Shopify's analytics batch endpoint on a shop domain, as a local stand-in: it takes only a POST of
// a text/plain JSON batch in the real body shape at the well-known path, keeps the events, and
// answers one result entry per event, as the platform does.
import { z } from 'zod';
import type { ShopifyAnalyticsEvent as AnalyticsEvent } from '../../src/adapters/shopify/shopify-analytics-payload';
import { json, type StandInAnswer } from './recording-http-server';

export const ANALYTICS_BATCH_PATH = '/.well-known/shopify/monorail/unstable/produce_batch';

const batchShape = z
  .object({
    events: z
      .array(z.object({ schema_id: z.string().min(1), payload: z.record(z.string(), z.unknown()), metadata: z.object({ event_created_at_ms: z.number().int() }).strict() }).strict())
      .min(1),
    metadata: z.object({ event_sent_at_ms: z.number().int() }).strict(),
  })
  .strict();

/** Answers one request to the batch endpoint; accepted events go to `received`. */
export function answerAnalyticsBatch(request: { method: string; path: string; headers: Record<string, string | string[] | undefined>; body: string }, received: AnalyticsEvent[]): StandInAnswer {
  if (request.method !== 'POST' || request.path !== ANALYTICS_BATCH_PATH) return { status: 404, body: 'Not Found' };
  if (request.headers['content-type'] !== 'text/plain') return json({ error: 'expected text/plain' }, 415);
  let body: unknown;
  try {
    body = JSON.parse(request.body);
  } catch {
    return json({ error: 'malformed JSON' }, 400);
  }
  const batch = batchShape.safeParse(body);
  if (!batch.success) return json({ error: batch.error.issues[0]?.message }, 400);
  received.push(...(batch.data.events as AnalyticsEvent[]));
  return json({ result: batch.data.events.map(() => ({ status: 200, message: 'ok' })) });
}
