// The alert check and the outbox drain with in-memory ports and the real SQLite outbox: a change is
// queued once whatever happens around it, and a message that fails is retried with backoff until
// delivered, never lost and never sent twice.
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/adapters/sqlite/open-database';
import { SqliteAlertOutbox } from '../../../src/adapters/sqlite/sqlite-alert-outbox';
import { SqliteInventoryItemVariants, SqliteWebhookDeliveries } from '../../../src/adapters/sqlite/sqlite-webhook-ledger';
import { CheckAlerts } from '../../../src/application/alerts/check-alerts';
import { DeliverAlertMessages } from '../../../src/application/alerts/deliver-alert-messages';
import { ReceiveCatalogueChange } from '../../../src/application/alerts/receive-catalogue-change';
import { RecordingEventLog } from '../../support/recording-event-log';
import { FakeMerchandiseLookup, FlakyNotifier, InMemoryAlertSubscriptions, merchandise } from './alert-fakes';

const AMP = 'gid://shopify/ProductVariant/7';
const T0 = Date.UTC(2026, 10, 24, 4, 0, 0);

function world() {
  const subscriptions = new InMemoryAlertSubscriptions();
  const lookup = new FakeMerchandiseLookup();
  const db = openDatabase(':memory:');
  const outbox = new SqliteAlertOutbox(db);
  const notifier = new FlakyNotifier();
  const log = new RecordingEventLog();
  const check = new CheckAlerts(subscriptions, lookup, outbox, { siteUrl: 'https://shop.example' });
  const deliver = new DeliverAlertMessages(outbox, notifier, log);
  const receive = new ReceiveCatalogueChange(new SqliteWebhookDeliveries(db), new SqliteInventoryItemVariants(db), subscriptions, check, log);
  return { subscriptions, lookup, outbox, notifier, log, check, deliver, receive };
}

async function soldOutAmpWatched() {
  const w = world();
  w.lookup.set(merchandise(AMP, 1_299_00, 0));
  await w.subscriptions.subscribe({ email: 'ann@example.com', kind: 'back-in-stock', variantId: AMP, locale: 'en-au', watch: { buyable: false, referencePriceMinor: 1_299_00, notified: 0 } });
  return w;
}

describe('once per change', () => {
  it('a crash after queueing but before recording queues nothing more when the check runs again', async () => {
    const w = await soldOutAmpWatched();
    w.lookup.set(merchandise(AMP, 1_299_00, 4));
    w.subscriptions.failNextRecord = true;
    await expect(w.check.execute([AMP], T0)).rejects.toThrow('the process stopped');
    expect(await w.check.execute([AMP], T0 + 1_000)).toEqual({ checked: 1, queued: 0 });
    expect(w.outbox.rows()).toEqual([{ id: 'a1#1', attempts: 0, nextAttemptAt: T0, delivered: false }]);
    expect(w.subscriptions.alerts[0]!.watch).toEqual({ buyable: true, referencePriceMinor: 1_299_00, notified: 1 });
  });

  it('a webhook delivery handled once is a replay afterwards; one that failed half-way is handled when retried', async () => {
    const w = await soldOutAmpWatched();
    w.lookup.set(merchandise(AMP, 1_299_00, 4));
    const change = { deliveryId: 'd-1', topic: 'products/update', bodyDigest: 'body-1', variantIds: [AMP], inventoryItemIds: [], inventoryItems: [] };
    w.subscriptions.failNextRecord = true;
    await expect(w.receive.execute(change, T0)).rejects.toThrow();
    expect(await w.receive.execute(change, T0 + 1)).toEqual({ replay: false, checked: 1, queued: 0 });
    expect(await w.receive.execute(change, T0 + 2)).toEqual({ replay: true });
    expect(w.outbox.rows()).toHaveLength(1);
  });

  it.each([
    ['the same body under a fresh id 10 minutes later is a replay', 10 * 60_000, { replay: true }],
    ['the same body under a fresh id 10 minutes and 1 ms later is handled', 10 * 60_000 + 1, { replay: false, checked: 1, queued: 0 }],
  ])('%s', async (_, later, outcome) => {
    const w = await soldOutAmpWatched();
    w.lookup.set(merchandise(AMP, 1_299_00, 4));
    const change = { deliveryId: 'd-1', topic: 'products/update', bodyDigest: 'body-1', variantIds: [AMP], inventoryItemIds: [], inventoryItems: [] };
    expect(await w.receive.execute(change, T0)).toEqual({ replay: false, checked: 1, queued: 1 });
    expect(await w.receive.execute({ ...change, deliveryId: 'd-1-replayed' }, T0 + later)).toEqual(outcome);
    expect(w.outbox.rows()).toHaveLength(1);
  });

  it('an inventory item never seen re-checks every variant a back-in-stock alert watches', async () => {
    const w = await soldOutAmpWatched();
    w.lookup.set(merchandise(AMP, 1_299_00, 1));
    expect(await w.receive.execute({ deliveryId: 'd-2', topic: 'inventory_levels/update', bodyDigest: 'body-2', variantIds: [], inventoryItemIds: ['999'], inventoryItems: [] }, T0)).toEqual({ replay: false, checked: 1, queued: 1 });
    expect(w.log.messages('info')).toContain('inventory item not yet mapped to a variant; checking every back-in-stock alert');
  });
});

describe('delivery: retried with backoff, never lost, never twice', () => {
  it('fails twice, waits 30 s then 60 s, then delivers once and is never sent again', async () => {
    const w = await soldOutAmpWatched();
    w.lookup.set(merchandise(AMP, 1_299_00, 4));
    await w.check.execute([AMP], T0);
    w.notifier.failures = 2;

    expect(await w.deliver.execute(T0)).toEqual({ delivered: 0, failed: 1 });
    expect(w.outbox.rows()[0]).toMatchObject({ attempts: 1, nextAttemptAt: T0 + 30_000, delivered: false });
    expect(await w.deliver.execute(T0 + 29_999)).toEqual({ delivered: 0, failed: 0 });
    expect(await w.deliver.execute(T0 + 30_000)).toEqual({ delivered: 0, failed: 1 });
    expect(w.outbox.rows()[0]).toMatchObject({ attempts: 2, nextAttemptAt: T0 + 30_000 + 60_000 });
    expect(await w.deliver.execute(T0 + 90_000)).toEqual({ delivered: 1, failed: 0 });
    expect(await w.deliver.execute(T0 + 10 * 3_600_000)).toEqual({ delivered: 0, failed: 0 });

    expect(w.notifier.delivered.map((m) => m.id)).toEqual(['a1#1']);
    expect(w.notifier.delivered[0]).toMatchObject({ to: 'ann@example.com', subject: 'Back in stock: Valve Amp', unsubscribeUrl: `https://shop.example/en-au/alerts/unsubscribe?token=${'token-1'.padEnd(43, 'x')}` });
    expect(w.log.messages('warn')).toEqual(['alert message not delivered; will retry', 'alert message not delivered; will retry']);
  });

  it('after many failures it still waits at most an hour and stays queued', async () => {
    const w = await soldOutAmpWatched();
    w.lookup.set(merchandise(AMP, 1_299_00, 4));
    await w.check.execute([AMP], T0);
    w.notifier.failures = 1_000;
    let attemptedAt = T0;
    for (let i = 0; i < 12; i++) {
      attemptedAt = i === 0 ? T0 : w.outbox.rows()[0]!.nextAttemptAt;
      await w.deliver.execute(attemptedAt);
    }
    const [row] = w.outbox.rows();
    expect(row).toMatchObject({ attempts: 12, delivered: false });
    expect(row!.nextAttemptAt - attemptedAt).toBe(3_600_000);
  });
});

describe('price drop in the alert’s own market', () => {
  it('tells the drop from the price at subscription, in the currency of the market asked from', async () => {
    const w = world();
    w.lookup.set(merchandise(AMP, 1_000_00, 3));
    await w.subscriptions.subscribe({ email: 'gb@example.com', kind: 'price-drop', variantId: AMP, locale: 'en-gb', watch: { buyable: true, referencePriceMinor: 1_000_00, notified: 0 } });
    w.lookup.set(merchandise(AMP, 950_00, 3));
    await w.check.execute([AMP], T0);
    await w.deliver.execute(T0);
    expect(w.notifier.delivered[0]).toMatchObject({ subject: 'Price drop: Valve Amp is now £950', productUrl: 'https://shop.example/en-gb/products/valve-amp' });
    expect(w.notifier.delivered[0]!.text).toContain('has dropped from £1,000 to £950.');
  });
});

describe('the embedded check', () => {
  it('an alert made between two checks is told even when the snapshot sees no change (out and back between checks)', async () => {
    const { RunCatalogueCheck } = await import('../../../src/application/alerts/run-catalogue-check');
    const w = await soldOutAmpWatched();
    // The last check saw the amp in stock; it sold out, the shopper subscribed, and it came back before the next check.
    const unchanged = { changedVariantIds: async () => [], save: async () => {} };
    w.lookup.set(merchandise(AMP, 1_299_00, 2));
    expect(await new RunCatalogueCheck(unchanged, w.subscriptions, w.check).execute(T0)).toEqual({ changedVariants: 0, checked: 1, queued: 1 });
    expect(await new RunCatalogueCheck(unchanged, w.subscriptions, w.check).execute(T0 + 1)).toEqual({ changedVariants: 0, checked: 1, queued: 0 });
  });
});

describe('what the SQLite ledger keeps', () => {
  it('delivery ids for a week (Shopify retries for 48 hours), delivered messages for 30 days', async () => {
    const w = await soldOutAmpWatched();
    const db = openDatabase(':memory:');
    const deliveries = new SqliteWebhookDeliveries(db);
    const delivery = (id: string) => ({ id, topic: 'products/update', bodyDigest: `body-${id}` });
    await deliveries.record(delivery('old'), T0);
    await deliveries.record(delivery('new'), T0 + 7 * 86_400_000);
    expect(await deliveries.seen(delivery('old'), T0)).toBe(true);
    await deliveries.record(delivery('newer'), T0 + 7 * 86_400_000 + 1);
    expect([await deliveries.seen(delivery('old'), T0), await deliveries.seen(delivery('new'), T0)]).toEqual([false, true]);

    w.lookup.set(merchandise(AMP, 1_299_00, 4));
    await w.check.execute([AMP], T0);
    await w.deliver.execute(T0);
    await w.outbox.delivered('another', T0 + 30 * 86_400_000);
    expect(w.outbox.rows()).toHaveLength(1);
    await w.outbox.delivered('another', T0 + 30 * 86_400_000 + 1);
    expect(w.outbox.rows()).toHaveLength(0);
  });
});
