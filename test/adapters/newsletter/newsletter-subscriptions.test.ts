import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteNewsletterSubscriptions } from '../../../src/adapters/sqlite/sqlite-newsletter-subscriptions';
import { WebhookNewsletterSubscriptions, webhookBreaker } from '../../../src/adapters/webhook/webhook-newsletter-subscriptions';
import { openDatabase } from '../../../src/adapters/sqlite/open-database';
import { NewsletterUnavailable } from '../../../src/application/newsletter/subscription';
import { describeNewsletterContract } from '../../contract/newsletter-subscriptions.contract';
import { NEWSLETTER_WEBHOOK_PATH, startMarketingServiceStandIn } from '../../support/marketing-service-stand-in';
import { json, startRecordingServer, type RecordingServer, type StandInAnswer } from '../../support/recording-http-server';

/** A marketing service's webhook: keeps a list, answers 409 for an address it already has. */
async function startMarketingService() {
  const list = new Set<string>();
  const server = await startRecordingServer((request) => {
    const { email } = JSON.parse(request.body) as { email: string };
    if (list.has(email)) return json({ error: 'already subscribed' }, 409);
    list.add(email);
    return json({ id: list.size }, 201);
  });
  return { server, list };
}

describeNewsletterContract('SqliteNewsletterSubscriptions', async () => {
  const subscriptions = new SqliteNewsletterSubscriptions(openDatabase(':memory:'));
  return { subscriptions, listed: async () => subscriptions.emails(), close: async () => {} };
});

describeNewsletterContract('WebhookNewsletterSubscriptions', async () => {
  const { server, list } = await startMarketingService();
  return { subscriptions: new WebhookNewsletterSubscriptions({ url: `${server.url}/hooks/signup?key=s3cret` }), listed: async () => [...list], close: () => server.close() };
});

describeNewsletterContract("WebhookNewsletterSubscriptions against the sandbox's marketing stand-in", async () => {
  const marketing = await startMarketingServiceStandIn();
  return { subscriptions: new WebhookNewsletterSubscriptions({ url: `${marketing.url}${NEWSLETTER_WEBHOOK_PATH}` }), listed: async () => marketing.newsletter(), close: () => marketing.close() };
});

describe("the sandbox's newsletter list", () => {
  it('keeps one address once when three copies of the shop sign it up, whatever its letter case', async () => {
    const marketing = await startMarketingServiceStandIn();
    try {
      const copies = [1, 2, 3].map(() => new WebhookNewsletterSubscriptions({ url: `${marketing.url}${NEWSLETTER_WEBHOOK_PATH}` }));
      const outcomes = [];
      for (const [i, copy] of copies.entries()) outcomes.push(await copy.subscribe(i === 2 ? 'Dee@Example.com' : 'dee@example.com'));
      expect(outcomes).toEqual(['subscribed', 'already-subscribed', 'already-subscribed']);
      expect(marketing.newsletter()).toEqual(['dee@example.com']);
    } finally {
      await marketing.close();
    }
  });
});

describe('SqliteNewsletterSubscriptions', () => {
  it('one row per address whatever its letter case, with the time it joined', async () => {
    const db = openDatabase(':memory:');
    const subscriptions = new SqliteNewsletterSubscriptions(db, () => Date.UTC(2026, 0, 2));
    await subscriptions.subscribe('ann@example.com');
    expect(await subscriptions.subscribe('ANN@example.com')).toBe('already-subscribed');
    expect(db.prepare('SELECT email, subscribed_at FROM newsletter_subscriptions').all()).toEqual([{ email: 'ann@example.com', subscribed_at: '2026-01-02T00:00:00.000Z' }]);
  });
});

describe('WebhookNewsletterSubscriptions', () => {
  let hook: RecordingServer;
  let next: StandInAnswer = { status: 200 };
  beforeAll(async () => {
    hook = await startRecordingServer(() => next);
  });
  afterAll(() => hook.close());
  const subscriptions = () => new WebhookNewsletterSubscriptions({ url: `${hook.url}/hooks/signup?key=s3cret`, timeoutMs: 200, clock: () => Date.UTC(2026, 4, 1) });

  it('posts the address as JSON with its source and time', async () => {
    hook.requests.length = 0;
    next = { status: 200 };
    await subscriptions().subscribe('ann@example.com');
    const [request] = hook.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/hooks/signup?key=s3cret');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ email: 'ann@example.com', source: 'opt_in_cta_form', subscribedAt: '2026-05-01T00:00:00.000Z' });
  });

  it.each([
    { answer: { status: 200 }, outcome: 'subscribed' },
    { answer: { status: 204 }, outcome: 'subscribed' },
    { answer: { status: 409 }, outcome: 'already-subscribed' },
  ])('HTTP $answer.status → $outcome', async ({ answer, outcome }) => {
    next = answer;
    expect(await subscriptions().subscribe('ann@example.com')).toBe(outcome);
  });

  it.each([
    { name: 'HTTP 500', answer: { status: 500 } },
    { name: 'HTTP 401', answer: { status: 401 } },
    { name: 'no answer in time', answer: { status: 200, delayMs: 500 } },
  ])('$name is NewsletterUnavailable, naming the host but never the key', async ({ answer }) => {
    next = answer;
    const error = await subscriptions().subscribe('ann@example.com').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NewsletterUnavailable);
    expect((error as Error).message).toContain(new URL(hook.url).host);
    expect((error as Error).message).not.toContain('s3cret');
  });

  it('an unreachable webhook is NewsletterUnavailable', async () => {
    const closed = await startRecordingServer();
    const url = closed.url;
    await closed.close();
    await expect(new WebhookNewsletterSubscriptions({ url, timeoutMs: 500 }).subscribe('ann@example.com')).rejects.toBeInstanceOf(NewsletterUnavailable);
  });
});

describe('WebhookNewsletterSubscriptions: a circuit breaker spares a dead webhook', () => {
  let hook: RecordingServer;
  beforeAll(async () => {
    hook = await startRecordingServer();
  });
  afterAll(() => hook.close());

  it.each([
    { name: 'HTTP 500', answer: { status: 500 } },
    { name: 'HTTP 503', answer: { status: 503 } },
    { name: 'HTTP 429', answer: { status: 429 } },
    { name: 'no answer in time', answer: { status: 200, delayMs: 300 } },
  ])('$name: once the circuit opens, sign-ups fail at once with NewsletterUnavailable and the webhook is no longer called', async ({ answer }) => {
    hook.requests.length = 0;
    hook.answer(() => answer);
    const states: string[] = [];
    const subscriptions = new WebhookNewsletterSubscriptions({ url: `${hook.url}/hooks/signup?key=s3cret`, timeoutMs: 100, breaker: webhookBreaker(new URL(hook.url).host, (state) => states.push(state)) });
    const errors: unknown[] = [];
    for (let n = 0; n < 20; n++) errors.push(await subscriptions.subscribe(`fan${n}@example.com`).catch((e: unknown) => e));
    expect(states).toEqual(['open']);
    expect(hook.requests).toHaveLength(5);
    expect(errors.every((e) => e instanceof NewsletterUnavailable)).toBe(true);
    expect((errors.at(-1) as Error).message).toBe(`newsletter webhook at ${new URL(hook.url).host} is failing; calls paused by the circuit breaker`);
    expect((errors.at(-1) as Error).message).not.toContain('s3cret');
  });

  it.each([401, 403, 400])('HTTP %i says nothing about the webhook’s health: every sign-up still reaches it', async (status) => {
    hook.requests.length = 0;
    hook.answer(() => ({ status }));
    const subscriptions = new WebhookNewsletterSubscriptions({ url: `${hook.url}/hooks/signup`, timeoutMs: 100 });
    for (let n = 0; n < 12; n++) await expect(subscriptions.subscribe(`fan${n}@example.com`)).rejects.toBeInstanceOf(NewsletterUnavailable);
    expect(hook.requests).toHaveLength(12);
  });

  it('a webhook that answers keeps the circuit closed', async () => {
    hook.requests.length = 0;
    let n = 0;
    hook.answer(() => ({ status: ++n % 3 === 0 ? 500 : 201 }));
    const subscriptions = new WebhookNewsletterSubscriptions({ url: `${hook.url}/hooks/signup`, timeoutMs: 100 });
    for (let i = 0; i < 15; i++) await subscriptions.subscribe(`fan${i}@example.com`).catch(() => undefined);
    expect(hook.requests).toHaveLength(15);
  });
});
