import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventLogAnalytics } from '../../../src/adapters/pino/event-log-analytics';
import { SHOPIFY_BATCH_ENDPOINT, ShopifyAnalytics, shopifyAnalyticsEndpoint } from '../../../src/adapters/shopify/shopify-analytics';
import { analyticsBatch, type AnalyticsBatch } from '../../../src/domain/analytics';
import type { ShopifyAnalyticsEvent as AnalyticsEvent } from '../../../src/adapters/shopify/shopify-analytics-payload';
import { describeAnalyticsContract } from '../../contract/analytics.contract';
import { RecordingEventLog } from '../../support/recording-event-log';
import { answerAnalyticsBatch } from '../../support/shopify-analytics-stand-in';
import { json, startRecordingServer, type RecordingServer, type StandInAnswer } from '../../support/recording-http-server';

const context = { shopId: '42', currency: 'AUD', language: 'EN', uniqueToken: 'y1', visitToken: 's1' };
const page = (path: string) => ({ url: `https://shop.example${path}`, path, search: '', referrer: '', title: 'T', pageType: 'index' as const });
const consented = { hasUserConsent: true, isBot: false };
const batch = analyticsBatch(context, [{ name: 'PAGE_VIEW', page: page('/'), createdAtMs: 1 }, { name: 'PAGE_VIEW', page: page('/cart'), createdAtMs: 2 }], 3, consented) as AnalyticsBatch;

/** The platform's batch endpoint on a shop domain (test/support/shopify-analytics-stand-in.ts). */
async function startBatchEndpoint() {
  const received: AnalyticsEvent[] = [];
  let failing = false;
  const server = await startRecordingServer((request) => (failing ? { status: 503, body: 'Service Unavailable' } : answerAnalyticsBatch(request, received)));
  return { server, received, fail: () => void (failing = true) };
}

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
    const body = JSON.parse(request?.body ?? '') as { events: AnalyticsEvent[]; metadata: unknown };
    expect(body.metadata).toEqual({ event_sent_at_ms: 3 });
    expect(body.events.map((e) => [e.schema_id, e.payload.path, e.metadata.event_created_at_ms])).toEqual([['trekkie_storefront_page_view/1.4', '/', 1], ['trekkie_storefront_page_view/1.4', '/cart', 2]]);
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
    expect(log.entries[1]).toEqual({ level: 'info', message: 'analytics event', details: { schemaId: 'trekkie_storefront_page_view/1.4', payload: { shopId: '42', currency: 'AUD', contentLanguage: 'EN', uniqToken: 'y1', visitToken: 's1', appClientId: '6167201', isPersistentCookie: true, isMerchantRequest: false, url: 'https://shop.example/cart', path: '/cart', search: '', referrer: '', title: 'T', pageType: 'index' }, createdAtMs: 2 } });
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
