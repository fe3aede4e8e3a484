import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { AnalyticsReport, Visitor } from '../../../src/application/analytics/analytics-input';
import type { Analytics } from '../../../src/application/ports';
import { RecordAnalytics } from '../../../src/application/analytics/record-analytics';
import type { AnalyticsBatch } from '../../../src/domain/analytics';

class RecordingAnalytics implements Analytics {
  readonly batches: AnalyticsBatch[] = [];
  async send(batch: AnalyticsBatch) {
    this.batches.push(batch);
  }
}

const visitor = (overrides: Partial<Visitor> = {}): Visitor => ({ uniqueToken: 'y1', visitToken: 's1', currency: 'AUD', language: 'EN', hasUserConsent: true, isBot: false, ...overrides });
const pageView = (path: string, status?: number): AnalyticsReport => ({
  name: 'PAGE_VIEW', url: `https://shop.example${path}`, path, search: '', referrer: '', title: 'T', createdAtMs: 10, ...(status ? { status } : {}),
});
const addToCart: AnalyticsReport = {
  name: 'ADD_TO_CART', cartId: 'gid://shopify/Cart/1', createdAtMs: 20,
  products: [{ variantGid: 'gid://shopify/ProductVariant/1', productGid: 'gid://shopify/Product/1', name: 'Strat', variantName: 'Red', brand: 'Fender', price: '100.00', quantity: 2 }],
};

async function record(reports: AnalyticsReport[], who = visitor()) {
  const analytics = new RecordingAnalytics();
  const sent = await new RecordAnalytics(analytics).execute({ shopId: '42', visitor: who, reports, sentAtMs: 99 });
  return { sent, batches: analytics.batches };
}

describe('RecordAnalytics', () => {
  it("turns reports into one batch of the shop's events with the visit, page types and times", async () => {
    const { sent, batches } = await record([pageView('/en-au/products/strat'), pageView('/no/such', 404), addToCart]);
    expect(sent).toBe(3);
    expect(batches).toEqual([{
      visit: { shopId: '42', currency: 'AUD', language: 'EN', uniqueToken: 'y1', visitToken: 's1' },
      sentAtMs: 99,
      events: [
        { name: 'PAGE_VIEW', createdAtMs: 10, page: { url: 'https://shop.example/en-au/products/strat', path: '/en-au/products/strat', search: '', referrer: '', title: 'T', pageType: 'product', resourceId: 'products/strat' } },
        { name: 'PAGE_VIEW', createdAtMs: 10, page: { url: 'https://shop.example/no/such', path: '/no/such', search: '', referrer: '', title: 'T', pageType: '404' } },
        { name: 'ADD_TO_CART', createdAtMs: 20, cartId: 'gid://shopify/Cart/1', products: addToCart.name === 'ADD_TO_CART' ? addToCart.products : [] },
      ],
    }]);
  });

  it.each([
    { path: '/en-gb/collections/drums', resourceId: 'collections/drums' },
    { path: '/pages/about-us', resourceId: 'pages/about-us' },
    { path: '/products/gone', status: 404, resourceId: undefined },
    { path: '/en-au/search', resourceId: undefined },
    { path: '/checkout/secret-token', resourceId: undefined },
  ])('the page view of $path names the resource $resourceId', async ({ path, status, resourceId }) => {
    const { batches } = await record([pageView(path, status)]);
    const [event] = batches[0]!.events;
    expect(event!.name === 'PAGE_VIEW' ? event!.page.resourceId : 'not a page view').toBe(resourceId);
  });

  it.each([
    { name: 'without consent', who: visitor({ hasUserConsent: false }) },
    { name: 'for a bot, crawler or scraper', who: visitor({ isBot: true }) },
  ])('nothing is sent $name', async ({ who }) => {
    expect(await record([pageView('/')], who)).toEqual({ sent: 0, batches: [] });
  });

  it('nothing is sent for no reports', async () => {
    expect(await record([])).toEqual({ sent: 0, batches: [] });
  });
});
