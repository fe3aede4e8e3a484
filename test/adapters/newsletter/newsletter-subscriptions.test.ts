import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteNewsletterSubscriptions } from '../../../src/adapters/newsletter/sqlite-newsletter-subscriptions';
import { WebhookNewsletterSubscriptions } from '../../../src/adapters/newsletter/webhook-newsletter-subscriptions';
import { openDatabase } from '../../../src/adapters/sqlite/open-database';
import { NewsletterUnavailable } from '../../../src/application/newsletter/subscription';
import { describeNewsletterContract } from '../../contract/newsletter-subscriptions.contract';
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
