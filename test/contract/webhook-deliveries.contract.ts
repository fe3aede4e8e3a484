// What every WebhookDeliveries must do: a delivery is handled once by its id (Shopify's retries) and
// once by its topic and body within the window the use case gives (a captured delivery replayed
// under a fresh X-Shopify-Webhook-Id). Run once per adapter; each test uses ids of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookDeliveries } from '../../src/application/ports';

export interface DeliveriesUnderTest {
  deliveries: WebhookDeliveries;
  close(): Promise<void>;
}

const T = 1_800_000_000_000;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export function describeWebhookDeliveriesContract(name: string, start: () => Promise<DeliveriesUnderTest>) {
  describe(`WebhookDeliveries contract: ${name}`, () => {
    let subject: DeliveriesUnderTest;
    beforeAll(async () => {
      subject = await start();
    });
    afterAll(() => subject.close());
    const delivery = (id: string, topic = 'products/update', bodyDigest = `digest-of-${id}`) => ({ id, topic, bodyDigest });

    it('a delivery never handled is not seen', async () => {
      expect(await subject.deliveries.seen(delivery('fresh-1'), T - 10 * MINUTE)).toBe(false);
    });

    it('a handled delivery is seen again by its id, a week later too, whatever its body', async () => {
      await subject.deliveries.record(delivery('retried-1'), T);
      expect(await subject.deliveries.seen(delivery('retried-1', 'products/update', 'other'), T - 10 * MINUTE)).toBe(true);
      expect(await subject.deliveries.seen(delivery('retried-1', 'products/update', 'other'), T + 6 * DAY)).toBe(true);
    });

    it.each([
      ['the same topic and body, handled at the window’s start', 'products/update', 'body-a', T, true],
      ['the same topic and body, handled inside the window', 'products/update', 'body-a', T - 1, true],
      ['the same topic and body, handled 1 ms before the window', 'products/update', 'body-a', T + 1, false],
      ['the same body under another topic', 'inventory_levels/update', 'body-a', T - 10 * MINUTE, false],
      ['another body under the same topic', 'products/update', 'body-b', T - 10 * MINUTE, false],
    ] as const)('under a fresh id: %s → seen %s', async (_, topic, digest, since, seen) => {
      const key = `${Math.random()}`;
      await subject.deliveries.record(delivery(`first-${key}`, 'products/update', `body-a-${key}`), T);
      expect(await subject.deliveries.seen(delivery(`fresh-${key}`, topic, `${digest}-${key}`), since)).toBe(seen);
    });

    it('recording the same delivery twice is no error and keeps it seen', async () => {
      await subject.deliveries.record(delivery('twice-1'), T);
      await subject.deliveries.record(delivery('twice-1'), T + MINUTE);
      expect(await subject.deliveries.seen(delivery('twice-1'), T)).toBe(true);
    });

    it('a body handled again later is remembered from its latest handling', async () => {
      await subject.deliveries.record(delivery('later-1', 'products/update', 'body-later'), T);
      await subject.deliveries.record(delivery('later-2', 'products/update', 'body-later'), T + 20 * MINUTE);
      expect(await subject.deliveries.seen(delivery('later-3', 'products/update', 'body-later'), T + 15 * MINUTE)).toBe(true);
    });
  });
}
