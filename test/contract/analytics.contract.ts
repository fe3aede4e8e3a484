// What every Analytics must do: each event of a consented batch reaches the destination once, in
// order, with its schema, payload and creation time intact; and a destination that fails never
// fails the send (analytics never breaks a shopper's request). Run once per adapter; the
// production one against a local stand-in of the platform's batch endpoint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '../../src/application/ports';
import { addToCartEvent, analyticsBatch, pageViewEvent, type AnalyticsBatch, type AnalyticsContext, type AnalyticsEvent } from '../../src/domain/analytics';

export interface AnalyticsUnderTest {
  analytics: Analytics;
  /** Every event the destination has received, in the order it received them. */
  received(): Promise<AnalyticsEvent[]>;
  /** Makes the destination fail from now on, where a destination can fail. */
  breakDestination?(): void;
  close(): Promise<void>;
}

const context: AnalyticsContext = { shopId: '42', currency: 'AUD', acceptedLanguage: 'EN', uniqueToken: 'y-contract', visitToken: 's-contract', hasUserConsent: true };
const page = (path: string) => ({ url: `https://shop.example${path}`, path, search: '', referrer: '', title: 'Contract', pageType: 'product' as const, resourceId: `products/${path.split('/').pop()}` });
const product = { variantGid: 'gid://shopify/ProductVariant/7', productGid: 'gid://shopify/Product/7', name: 'Strat', variantName: 'Sunburst', brand: 'Fender', price: '1299.95', quantity: 2 };

const batchOf = (events: AnalyticsEvent[], sentAtMs: number) => analyticsBatch(events, sentAtMs, true) as AnalyticsBatch;

export function describeAnalyticsContract(name: string, start: () => Promise<AnalyticsUnderTest>) {
  describe(`Analytics contract: ${name}`, () => {
    let subject: AnalyticsUnderTest;
    beforeAll(async () => {
      subject = await start();
    });
    afterAll(() => subject.close());

    it('each event of a batch arrives once, in order, intact', async () => {
      const events = [pageViewEvent(context, page('/products/strat'), 1_000), addToCartEvent(context, 'gid://shopify/Cart/c1', [product], 1_001), pageViewEvent(context, page('/products/tele'), 1_002)];
      const before = (await subject.received()).length;
      await subject.analytics.send(batchOf(events, 1_010));
      expect((await subject.received()).slice(before)).toEqual(events);
    });

    it('batches arrive in the order they were sent', async () => {
      const first = pageViewEvent(context, page('/products/first'), 2_000);
      const second = pageViewEvent(context, page('/products/second'), 2_001);
      const before = (await subject.received()).length;
      await subject.analytics.send(batchOf([first], 2_005));
      await subject.analytics.send(batchOf([second], 2_006));
      expect((await subject.received()).slice(before)).toEqual([first, second]);
    });

    it('a failing destination never fails the send', async ({ skip }) => {
      if (!subject.breakDestination) return skip('this adapter has no destination that can fail');
      subject.breakDestination();
      await expect(subject.analytics.send(batchOf([pageViewEvent(context, page('/products/lost'), 3_000)], 3_001))).resolves.toBeUndefined();
    });
  });
}
