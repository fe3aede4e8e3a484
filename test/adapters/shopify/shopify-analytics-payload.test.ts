import { describe, expect, it } from 'vitest';
import {
  addToCartEvent, ANALYTICS_API_VERSION, ANALYTICS_RESPONSE_FAILED, ANALYTICS_UNSUCCESSFUL, failedAnalyticsEntries, pageViewEvent, SALES_CHANNELS, shopifyAnalyticsBatch,
} from '../../../src/adapters/shopify/shopify-analytics-payload';
import type { AnalyticsVisit } from '../../../src/domain/analytics';

const ctx: AnalyticsVisit = { shopId: 'gid://shopify/Shop/1', currency: 'AUD', language: 'EN', uniqueToken: 'u1', visitToken: 'v1' };
const page = { url: 'https://shop.example/products/strat?x=1', path: '/products/strat', search: '?x=1', referrer: '', title: 'Strat', pageType: 'product' as const };
const product = { variantGid: 'gid://shopify/ProductVariant/1', productGid: 'gid://shopify/Product/1', name: 'Strat', variantName: 'Default', brand: 'Fender', price: '1299.95', quantity: 2, category: 'Guitars', sku: 'FEN-1' };

describe('Analytics: events PAGE_VIEW and ADD_TO_CART; body events [{schema_id, payload, metadata.event_created_at_ms}] and metadata.event_sent_at_ms', () => {
  it('a page view carries its schema, page and creation time', () => {
    const event = pageViewEvent(ctx, { ...page, resourceId: 'gid://shopify/Product/1' }, 1000);
    expect(event.schema_id).toBe('trekkie_storefront_page_view/1.4');
    expect(event.metadata).toEqual({ event_created_at_ms: 1000 });
    expect(event.payload).toEqual({
      shopId: 'gid://shopify/Shop/1', currency: 'AUD', contentLanguage: 'EN', uniqToken: 'u1', visitToken: 'v1', appClientId: '6167201', isPersistentCookie: true, isMerchantRequest: false,
      url: page.url, path: page.path, search: '?x=1', referrer: '', title: 'Strat', pageType: 'product', resourceId: 'gid://shopify/Product/1',
    });
  });

  it('a page view without a resource leaves it out', () => {
    expect(pageViewEvent(ctx, page, 1).payload).not.toHaveProperty('resourceId');
  });

  it('the headless sales channel can be chosen', () => {
    expect(pageViewEvent(ctx, page, 1, 'headless').payload.appClientId).toBe('12875497473');
  });

  it('an add to cart carries the products and their total value', () => {
    const event = addToCartEvent(ctx, 'gid://shopify/Cart/c1', [product, { ...product, price: '0.10', quantity: 3 }], 2000);
    expect(event.schema_id).toBe('custom_storefront_customer_tracking/1.2');
    expect(event.metadata).toEqual({ event_created_at_ms: 2000 });
    expect(event.payload).toMatchObject({ event_name: 'product_added_to_cart', cartToken: 'gid://shopify/Cart/c1', totalValue: 2600.2 });
    expect(event.payload.products).toEqual([product, { ...product, price: '0.10', quantity: 3 }]);
  });

  it('entries with status other than 200 are logged', () => {
    expect(failedAnalyticsEntries({ result: [{ status: 200, message: 'ok' }, { status: 400, message: 'bad schema' }, { status: 500 }, 'junk', { message: 'no status' }] })).toEqual([
      { status: 400, message: 'bad schema' },
      { status: 500, message: '' },
    ]);
  });

  it.each([null, {}, { result: 'x' }])('an answer without entries (%s) has nothing to log', (body) => {
    expect(failedAnalyticsEntries(body)).toEqual([]);
  });

  it("failures read 'sendShopifyAnalytics request is unsuccessful' and 'Response failed'", () => {
    expect(ANALYTICS_UNSUCCESSFUL).toBe('sendShopifyAnalytics request is unsuccessful');
    expect(ANALYTICS_RESPONSE_FAILED).toBe('Response failed');
  });

  it('defaults: API version 2024-01, sales channels hydrogen 6167201 and headless 12875497473', () => {
    expect(ANALYTICS_API_VERSION).toBe('2024-01');
    expect(SALES_CHANNELS).toEqual({ hydrogen: '6167201', headless: '12875497473' });
  });
});

describe("The shop's batch as Shopify's body", () => {
  it('writes each event in order and the sending time', () => {
    const body = shopifyAnalyticsBatch({ visit: ctx, sentAtMs: 5000, events: [{ name: 'PAGE_VIEW', page, createdAtMs: 1 }, { name: 'ADD_TO_CART', cartId: 'gid://shopify/Cart/c1', products: [product], createdAtMs: 2 }] });
    expect(body.metadata).toEqual({ event_sent_at_ms: 5000 });
    expect(body.events.map((e) => [e.schema_id, e.metadata.event_created_at_ms])).toEqual([['trekkie_storefront_page_view/1.4', 1], ['custom_storefront_customer_tracking/1.2', 2]]);
    expect(body.events[1]!.payload).toMatchObject({ uniqToken: 'u1', visitToken: 'v1', cartToken: 'gid://shopify/Cart/c1', totalValue: 2599.9 });
  });
});
