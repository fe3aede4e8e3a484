// What every AlertSubscriptions must do: one alert per email, variant and kind; at most 20 per email;
// an unguessable token per alert that unsubscribes it (once); the watch state kept as recorded.
// Run once per adapter (test/adapters/alerts/alert-subscriptions.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertSubscriptions } from '../../src/application/ports';
import type { NewAlertSubscription } from '../../src/application/alerts/alert-subscription';

export interface AlertSubscriptionsUnderTest {
  subscriptions: AlertSubscriptions;
  close(): Promise<void>;
}

const variant = (n: number) => `gid://shopify/ProductVariant/${9000 + n}`;
const alert = (email: string, n: number, kind: NewAlertSubscription['kind'] = 'back-in-stock'): NewAlertSubscription => ({
  email,
  kind,
  variantId: variant(n),
  locale: 'en-au',
  watch: { buyable: false, referencePriceMinor: 899_00, notified: 0 },
});

export function describeAlertSubscriptionsContract(name: string, start: () => Promise<AlertSubscriptionsUnderTest>) {
  describe(`AlertSubscriptions contract: ${name}`, () => {
    let subject: AlertSubscriptionsUnderTest;
    beforeAll(async () => {
      subject = await start();
    });
    afterAll(() => subject.close());

    it('a new alert is kept with its market and watch, and an unguessable token', async () => {
      expect(await subject.subscriptions.subscribe(alert('ann@example.com', 1))).toBe('subscribed');
      const [kept] = await subject.subscriptions.forVariants([variant(1)]);
      expect(kept).toMatchObject({ email: 'ann@example.com', kind: 'back-in-stock', variantId: variant(1), locale: 'en-au', watch: { buyable: false, referencePriceMinor: 899_00, notified: 0 } });
      expect(kept?.token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    });

    it('unique per email, variant and kind: a repeat is not an error and keeps one; another kind is another alert', async () => {
      await subject.subscriptions.subscribe(alert('bob@example.com', 2));
      expect(await subject.subscriptions.subscribe(alert('bob@example.com', 2))).toBe('already-subscribed');
      expect(await subject.subscriptions.subscribe(alert('bob@example.com', 2, 'price-drop'))).toBe('subscribed');
      const kept = (await subject.subscriptions.forVariants([variant(2)])).filter((a) => a.email === 'bob@example.com');
      expect(kept.map((a) => a.kind).sort()).toEqual(['back-in-stock', 'price-drop']);
      expect(new Set(kept.map((a) => a.token)).size).toBe(2);
    });

    it('at most 20 alerts per email: the 21st is refused, a repeat at the limit is still not an error', async () => {
      for (let n = 100; n < 120; n++) expect(await subject.subscriptions.subscribe(alert('cat@example.com', n))).toBe('subscribed');
      expect(await subject.subscriptions.subscribe(alert('cat@example.com', 120))).toBe('limit-reached');
      expect(await subject.subscriptions.subscribe(alert('cat@example.com', 100))).toBe('already-subscribed');
      expect(await subject.subscriptions.forVariants([variant(120)])).toEqual([]);
      expect(await subject.subscriptions.subscribe(alert('dan@example.com', 120))).toBe('subscribed');
    });

    it('records what the shop last saw or told', async () => {
      await subject.subscriptions.subscribe(alert('eve@example.com', 3));
      const [before] = await subject.subscriptions.forVariants([variant(3)]);
      await subject.subscriptions.record(before!.id, { buyable: true, referencePriceMinor: 799_00, notified: 1 });
      const [after] = await subject.subscriptions.forVariants([variant(3)]);
      expect(after?.watch).toEqual({ buyable: true, referencePriceMinor: 799_00, notified: 1 });
    });

    it('lists the variants alerts of a kind watch, each once', async () => {
      await subject.subscriptions.subscribe(alert('fay@example.com', 4, 'price-drop'));
      await subject.subscriptions.subscribe(alert('gus@example.com', 4, 'price-drop'));
      const watched = await subject.subscriptions.watchedVariantIds('price-drop');
      expect(watched.filter((id) => id === variant(4))).toHaveLength(1);
      expect(await subject.subscriptions.watchedVariantIds('back-in-stock')).not.toContain(variant(4));
    });

    it('the token unsubscribes its alert only, once', async () => {
      await subject.subscriptions.subscribe(alert('hal@example.com', 5));
      await subject.subscriptions.subscribe(alert('hal@example.com', 5, 'price-drop'));
      const [first, second] = await subject.subscriptions.forVariants([variant(5)]);
      expect(await subject.subscriptions.unsubscribe(first!.token)).toBe(true);
      expect(await subject.subscriptions.unsubscribe(first!.token)).toBe(false);
      expect(await subject.subscriptions.unsubscribe('x'.repeat(43))).toBe(false);
      expect((await subject.subscriptions.forVariants([variant(5)])).map((a) => a.id)).toEqual([second!.id]);
    });
  });
}
