import { describe, expect, it } from 'vitest';
import { MarketingServiceAlertSubscriptions } from '../../../src/adapters/marketing-service/marketing-service-alert-subscriptions';
import { openDatabase } from '../../../src/adapters/sqlite/open-database';
import { SqliteAlertSubscriptions } from '../../../src/adapters/sqlite/sqlite-alert-subscriptions';
import { AlertsUnavailable } from '../../../src/application/alerts/alert-subscription';
import { describeAlertSubscriptionsContract } from '../../contract/alert-subscriptions.contract';
import { startMarketingServiceStandIn } from '../../support/marketing-service-stand-in';
import { json, startRecordingServer } from '../../support/recording-http-server';

describeAlertSubscriptionsContract('SqliteAlertSubscriptions', async () => ({ subscriptions: new SqliteAlertSubscriptions(openDatabase(':memory:')), close: async () => {} }));

describeAlertSubscriptionsContract('MarketingServiceAlertSubscriptions', async () => {
  const service = await startMarketingServiceStandIn();
  return { subscriptions: new MarketingServiceAlertSubscriptions({ baseUrl: service.url }), close: () => service.close() };
});

describe('MarketingServiceAlertSubscriptions', () => {
  it('sends the token in the body, never in a URL', async () => {
    const service = await startMarketingServiceStandIn();
    const subscriptions = new MarketingServiceAlertSubscriptions({ baseUrl: service.url });
    await subscriptions.subscribe({ email: 'ann@example.com', kind: 'price-drop', variantId: 'gid://shopify/ProductVariant/1', locale: 'en-us', watch: { buyable: true, referencePriceMinor: 100, notified: 0 } });
    const [kept] = service.alerts();
    await subscriptions.unsubscribe(kept!.token);
    expect(service.server.requests.map((r) => r.path).join(' ')).not.toContain(kept!.token);
    expect(service.server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/alert-subscriptions/unsubscribe' });
    await service.close();
  });

  it.each([
    ['an outage', json({ error: 'down' }, 503)],
    ['a refusal', json({ error: 'bad' }, 400)],
    ['an unexpected shape', json({ outcome: 'maybe' })],
  ])('%s is AlertsUnavailable', async (_name, answer) => {
    const server = await startRecordingServer(() => answer);
    const subscriptions = new MarketingServiceAlertSubscriptions({ baseUrl: server.url, timeoutMs: 500 });
    await expect(subscriptions.subscribe({ email: 'a@example.com', kind: 'price-drop', variantId: 'gid://shopify/ProductVariant/1', locale: 'en-us', watch: { buyable: true, referencePriceMinor: 1, notified: 0 } })).rejects.toBeInstanceOf(AlertsUnavailable);
    await server.close();
  });
});

describe('SqliteAlertSubscriptions', () => {
  it('two alerts of one address added at once cannot pass 20 together (counted in the write transaction)', async () => {
    const subscriptions = new SqliteAlertSubscriptions(openDatabase(':memory:'));
    const watch = { buyable: false, referencePriceMinor: 1, notified: 0 };
    const outcomes = await Promise.all(Array.from({ length: 25 }, (_, n) => subscriptions.subscribe({ email: 'ann@example.com', kind: 'back-in-stock', variantId: `gid://shopify/ProductVariant/${n}`, locale: 'en-us', watch })));
    expect(outcomes.filter((o) => o === 'subscribed')).toHaveLength(20);
    expect(outcomes.filter((o) => o === 'limit-reached')).toHaveLength(5);
  });
});
