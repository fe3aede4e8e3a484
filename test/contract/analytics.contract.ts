// What every Analytics must do: each event of a consented batch reaches the destination once, in
// order, with its schema, payload and creation time intact; and a destination that fails never
// fails the send (analytics never breaks a shopper's request). Run once per adapter; the
// production one against a local stand-in of the platform's batch endpoint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '../../src/application/ports';
import { analyticsBatch, type AnalyticsBatch, type AnalyticsEvent, type AnalyticsVisit } from '../../src/domain/analytics';
import { addToCartEvent, pageViewEvent, type ShopifyAnalyticsEvent } from '../../src/adapters/shopify/shopify-analytics-payload';

export interface AnalyticsUnderTest {
  analytics: Analytics;
  /** Every event the destination has received (in the platform's format), in the order it received them. */
  received(): Promise<ShopifyAnalyticsEvent[]>;
  /** Makes the destination fail from now on, where a destination can fail. */
  breakDestination?(): void;
  close(): Promise<void>;
}

const context: AnalyticsVisit = { shopId: '42', currency: 'AUD', language: 'EN', uniqueToken: 'y-contract', visitToken: 's-contract' };
const page = (path: string) => ({ url: `https://shop.example${path}`, path, search: '', referrer: '', title: 'Contract', pageType: 'product' as const, resourceId: `products/${path.split('/').pop()}` });
const product = { variantGid: 'gid://shopify/ProductVariant/7', productGid: 'gid://shopify/Product/7', name: 'Strat', variantName: 'Sunburst', brand: 'Fender', price: '1299.95', quantity: 2 };

const BROWSER = { hasUserConsent: true, isBot: false };
const batchOf = (events: AnalyticsEvent[], sentAtMs: number) => analyticsBatch(context, events, sentAtMs, BROWSER) as AnalyticsBatch;
const viewOf = (path: string, createdAtMs: number): AnalyticsEvent => ({ name: 'PAGE_VIEW', page: page(path), createdAtMs });

export function describeAnalyticsContract(name: string, start: () => Promise<AnalyticsUnderTest>) {
  describe(`Analytics contract: ${name}`, () => {
    let subject: AnalyticsUnderTest;
    beforeAll(async () => {
      subject = await start();
    });
    afterAll(() => subject.close());

    it('each event of a batch arrives once, in order, intact', async () => {
      const events: AnalyticsEvent[] = [viewOf('/products/strat', 1_000), { name: 'ADD_TO_CART', cartId: 'gid://shopify/Cart/c1', products: [product], createdAtMs: 1_001 }, viewOf('/products/tele', 1_002)];
      const before = (await subject.received()).length;
      await subject.analytics.send(batchOf(events, 1_010));
      expect((await subject.received()).slice(before)).toEqual([pageViewEvent(context, page('/products/strat'), 1_000), addToCartEvent(context, 'gid://shopify/Cart/c1', [product], 1_001), pageViewEvent(context, page('/products/tele'), 1_002)]);
    });

    it('batches arrive in the order they were sent', async () => {
      const before = (await subject.received()).length;
      await subject.analytics.send(batchOf([viewOf('/products/first', 2_000)], 2_005));
      await subject.analytics.send(batchOf([viewOf('/products/second', 2_001)], 2_006));
      expect((await subject.received()).slice(before)).toEqual([pageViewEvent(context, page('/products/first'), 2_000), pageViewEvent(context, page('/products/second'), 2_001)]);
    });

    it('a failing destination never fails the send', async ({ skip }) => {
      if (!subject.breakDestination) return skip('this adapter has no destination that can fail');
      subject.breakDestination();
      await expect(subject.analytics.send(batchOf([viewOf('/products/lost', 3_000)], 3_001))).resolves.toBeUndefined();
    });
  });
}
