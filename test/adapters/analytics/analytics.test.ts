import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EventLogAnalytics } from '../../../src/adapters/pino/event-log-analytics';
import { SHOPIFY_BATCH_ENDPOINT, ShopifyAnalytics, shopifyAnalyticsEndpoint } from '../../../src/adapters/shopify/shopify-analytics';
import { analyticsBatch, pageViewEvent, type AnalyticsBatch, type AnalyticsEvent } from '../../../src/domain/analytics';
import { describeAnalyticsContract } from '../../contract/analytics.contract';
import { RecordingEventLog } from '../../support/recording-event-log';
import { json, startRecordingServer, type RecordingServer, type StandInAnswer } from '../../support/recording-http-server';

const context = { shopId: '42', currency: 'AUD', acceptedLanguage: 'EN', uniqueToken: 'y1', visitToken: 's1', hasUserConsent: true };
const page = (path: string) => ({ url: `https://shop.example${path}`, path, search: '', referrer: '', title: 'T', pageType: 'index' as const });
const batch = analyticsBatch([pageViewEvent(context, page('/'), 1), pageViewEvent(context, page('/cart'), 2)], 3, true) as AnalyticsBatch;

/**
 * The platform's batch endpoint on a shop domain: it takes only a POST of a text/plain JSON batch
 * in the real body shape at the well-known path, keeps the events, and answers one result entry
 * per event, as the platform does.
 */
async function startBatchEndpoint() {
  const received: AnalyticsEvent[] = [];
  let failing = false;
  const server = await startRecordingServer((request) => {
    if (failing) return { status: 503, body: 'Service Unavailable' };
    if (request.method !== 'POST' || request.path !== '/.well-known/shopify/monorail/unstable/produce_batch') return { status: 404, body: 'Not Found' };
    if (request.headers['content-type'] !== 'text/plain') return json({ error: 'expected text/plain' }, 415);
    const batch = batchShape.safeParse(JSON.parse(request.body));
    if (!batch.success) return json({ error: batch.error.issues[0]?.message }, 400);
    received.push(...(batch.data.events as AnalyticsEvent[]));
    return json({ result: batch.data.events.map(() => ({ status: 200, message: 'ok' })) });
  });
  return { server, received, fail: () => void (failing = true) };
}

const batchShape = z.object({
  events: z.array(z.object({ schema_id: z.string().min(1), payload: z.record(z.string(), z.unknown()), metadata: z.object({ event_created_at_ms: z.number().int() }).strict() }).strict()).min(1),
  metadata: z.object({ event_sent_at_ms: z.number().int() }).strict(),
}).strict();

describeAnalyticsContract('EventLogAnalytics', async () => {
  const log = new RecordingEventLog();
  return {
    analytics: new EventLogAnalytics(log),
    received: async () =>
      log.entries
        .filter((entry) => entry.message === 'analytics event')
        .map(({ details }) => ({ schema_id: details.schemaId as string, payload: details.payload as Record<string, unknown>, metadata: { event_created_at_ms: details.createdAtMs as number } })),
    close: async () => {},
  };
});

describeAnalyticsContract('ShopifyAnalytics against a batch-endpoint stand-in', async () => {
  const { server, received, fail } = await startBatchEndpoint();
  return {
    analytics: new ShopifyAnalytics({ endpoint: shopifyAnalyticsEndpoint(server.url), timeoutMs: 500 }, new RecordingEventLog()),
    received: async () => [...received],
    breakDestination: fail,
    close: () => server.close(),
  };
});

describe('shopifyAnalyticsEndpoint', () => {
  it.each([
    { domain: undefined, endpoint: SHOPIFY_BATCH_ENDPOINT },
    { domain: 'my-shop.myshopify.com', endpoint: 'https://my-shop.myshopify.com/.well-known/shopify/monorail/unstable/produce_batch' },
    { domain: 'http://127.0.0.1:8080/', endpoint: 'http://127.0.0.1:8080/.well-known/shopify/monorail/unstable/produce_batch' },
  ])('shop domain $domain → $endpoint', ({ domain, endpoint }) => {
    expect(shopifyAnalyticsEndpoint(domain)).toBe(endpoint);
  });
});

describe('ShopifyAnalytics: the batch endpoint, text/plain, failures only logged', () => {
  let shopify: RecordingServer;
  let next: StandInAnswer = json({ result: [{ status: 200 }, { status: 200 }] });
  beforeAll(async () => {
    shopify = await startRecordingServer(() => next);
  });
  afterAll(() => shopify.close());

  const send = async () => {
    const log = new RecordingEventLog();
    await new ShopifyAnalytics({ endpoint: shopifyAnalyticsEndpoint(shopify.url), timeoutMs: 200 }, log).send(batch);
    return log;
  };

  it('posts the batch as JSON in a text/plain body to the well-known path', async () => {
    shopify.requests.length = 0;
    next = json({ result: [{ status: 200 }, { status: 200 }] });
    const log = await send();
    const [request] = shopify.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/.well-known/shopify/monorail/unstable/produce_batch');
    expect(request?.headers['content-type']).toBe('text/plain');
    expect(JSON.parse(request?.body ?? '')).toEqual(batch);
    expect(log.entries).toEqual([]);
  });

  it('each entry whose status is not 200 is logged with its message', async () => {
    next = json({ result: [{ status: 200 }, { status: 400, message: 'Schema validation failed' }] }, 207);
    const log = await send();
    expect(log.entries).toEqual([{ level: 'warn', message: 'sendShopifyAnalytics request is unsuccessful', details: { status: 400, detail: 'Schema validation failed' } }]);
  });

  it.each([
    { name: 'HTTP 500', answer: { status: 500, body: 'oops' }, detail: 'Response failed: HTTP 500' },
    { name: 'HTTP 400', answer: json({ error: 'bad' }, 400), detail: 'Response failed: HTTP 400' },
    { name: 'no answer in time', answer: { ...json({ result: [] }), delayMs: 500 }, detail: 'aborted' },
  ])('$name is logged as unsuccessful and never thrown', async ({ answer, detail }) => {
    next = answer;
    const log = await send();
    expect(log.messages('warn')).toEqual(['sendShopifyAnalytics request is unsuccessful']);
    expect(JSON.stringify(log.entries[0]?.details)).toContain(detail);
  });

  it('an empty or non-JSON 200 answer is fine', async () => {
    next = { status: 200, body: '' };
    expect((await send()).entries).toEqual([]);
    next = { status: 200, body: 'ok' };
    expect((await send()).entries).toEqual([]);
  });
});

describe('EventLogAnalytics', () => {
  it('writes each event to the structured log', async () => {
    const log = new RecordingEventLog();
    await new EventLogAnalytics(log).send(batch);
    expect(log.entries).toHaveLength(2);
    expect(log.entries[1]).toEqual({ level: 'info', message: 'analytics event', details: { schemaId: 'trekkie_storefront_page_view/1.4', payload: batch.events[1]!.payload, createdAtMs: 2 } });
  });
});

describe('ShopifyAnalytics: a circuit breaker spares a dead batch endpoint', () => {
  let dead: RecordingServer;
  beforeAll(async () => {
    dead = await startRecordingServer();
  });
  afterAll(() => dead.close());

  it.each([
    { name: 'HTTP 500', answer: { status: 500, body: 'oops' } },
    { name: 'HTTP 503', answer: { status: 503, body: 'Service Unavailable' } },
    { name: 'no answer in time', answer: { ...json({ result: [] }), delayMs: 300 } },
  ])('$name: once the circuit opens, batches are dropped at once (and logged) without calling the endpoint', async ({ answer }) => {
    dead.requests.length = 0;
    dead.answer(() => answer);
    const log = new RecordingEventLog();
    const analytics = new ShopifyAnalytics({ endpoint: shopifyAnalyticsEndpoint(dead.url), timeoutMs: 100 }, log);
    for (let n = 0; n < 20; n++) await analytics.send(batch);
    expect(dead.requests).toHaveLength(5);
    expect(log.messages('warn').filter((m) => m === 'sendShopifyAnalytics request is unsuccessful')).toHaveLength(20);
    expect(log.entries.filter((e) => e.message === 'analytics circuit changed').map((e) => e.details.state)).toEqual(['open']);
    expect(JSON.stringify(log.entries.at(-1)?.details)).toContain('calls paused by the circuit breaker');
  });

  it('a batch the endpoint refuses (HTTP 400) says nothing about its health: every batch still reaches it', async () => {
    dead.requests.length = 0;
    dead.answer(() => json({ error: 'bad' }, 400));
    const analytics = new ShopifyAnalytics({ endpoint: shopifyAnalyticsEndpoint(dead.url), timeoutMs: 100 }, new RecordingEventLog());
    for (let n = 0; n < 12; n++) await analytics.send(batch);
    expect(dead.requests).toHaveLength(12);
  });
});
