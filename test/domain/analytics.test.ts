import { describe, expect, it } from 'vitest';
import {
  addToCartEvent, ANALYTICS_API_VERSION, ANALYTICS_RESPONSE_FAILED, ANALYTICS_UNSUCCESSFUL, analyticsBatch, failedAnalyticsEntries, ga4PageView, pageViewEvent, pageViewKey, SALES_CHANNELS, shouldTrackPageView, type AnalyticsContext,
} from '../../src/domain/analytics';

const ctx: AnalyticsContext = { shopId: 'gid://shopify/Shop/1', currency: 'AUD', acceptedLanguage: 'EN', uniqueToken: 'u1', visitToken: 'v1', hasUserConsent: true };
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
    expect(pageViewEvent({ ...ctx, salesChannel: 'headless' }, page, 1).payload.appClientId).toBe('12875497473');
  });

  it('an add to cart carries the products and their total value', () => {
    const event = addToCartEvent(ctx, 'gid://shopify/Cart/c1', [product, { ...product, price: '0.10', quantity: 3 }], 2000);
    expect(event.schema_id).toBe('custom_storefront_customer_tracking/1.2');
    expect(event.metadata).toEqual({ event_created_at_ms: 2000 });
    expect(event.payload).toMatchObject({ event_name: 'product_added_to_cart', cartToken: 'gid://shopify/Cart/c1', totalValue: 2600.2 });
    expect(event.payload.products).toEqual([product, { ...product, price: '0.10', quantity: 3 }]);
  });

  it.each([
    { name: 'with consent the batch is sent', consent: true, count: 1, expected: true },
    { name: 'without consent nothing is sent', consent: false, count: 1, expected: false },
    { name: 'with no events nothing is sent', consent: true, count: 0, expected: false },
  ])('$name', ({ consent, count, expected }) => {
    const events = Array.from({ length: count }, () => pageViewEvent(ctx, page, 1));
    const batch = analyticsBatch(events, 5000, consent);
    expect(batch !== null).toBe(expected);
    if (batch) expect(batch).toEqual({ events, metadata: { event_sent_at_ms: 5000 } });
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

describe('Tag-manager data layer: GA4 page_view {site_domain, page_location, page_path, page_title}', () => {
  it('builds the page_view object', () => {
    expect(ga4PageView('shop.example', 'https://shop.example/cart', '/cart', 'Cart')).toEqual({
      event: 'page_view', site_domain: 'shop.example', page_location: 'https://shop.example/cart', page_path: '/cart', page_title: 'Cart',
    });
  });
});

describe('A page-view event goes to a tag-manager data layer once per route change, skipped for bots and scrapers', () => {
  it.each([
    { name: 'a shopper with consent on a new route is tracked', consent: true, bot: false, path: '/cart', previous: '/', expected: true },
    { name: 'the first page is tracked', consent: true, bot: false, path: '/', previous: null, expected: true },
    { name: 'the same route is not tracked twice', consent: true, bot: false, path: '/cart', previous: '/cart', expected: false },
    { name: 'without consent nothing is tracked', consent: false, bot: false, path: '/cart', previous: '/', expected: false },
    { name: 'a bot is not tracked', consent: true, bot: true, path: '/cart', previous: '/', expected: false },
  ])('$name', ({ consent, bot, path, previous, expected }) => {
    expect(shouldTrackPageView({ hasUserConsent: consent, isBot: bot, path, previousPath: previous })).toBe(expected);
  });
});

describe('pageViewKey: on /search every search state change is a page view; paging is not', () => {
  it.each([
    ['/products/x', '?obx=1', '/products/x'],
    ['/collections/guitar-bass', '?category[page]=2', '/collections/guitar-bass'],
    ['/search', '', '/search'],
    ['/search', '?search[query]=bass', '/search?search%5Bquery%5D=bass'],
    ['/en-au/search', '?search[query]=bass', '/en-au/search?search%5Bquery%5D=bass'],
    ['/search', '?search[query]=bass&search[page]=2&maxPage=2', '/search?search%5Bquery%5D=bass'],
    ['/search', '?search[refinementList][brand][0]=Fender&search[query]=bass', '/search?search%5Bquery%5D=bass&search%5BrefinementList%5D%5Bbrand%5D%5B0%5D=Fender'],
  ])('%s%s → %s', (path, search, key) => {
    expect(pageViewKey(path, search)).toBe(key);
  });

  it('a new term, a refinement and a sort each differ; Show more does not', () => {
    const base = pageViewKey('/search', '?search[query]=bass');
    expect(pageViewKey('/search', '?search[query]=drums')).not.toBe(base);
    expect(pageViewKey('/search', '?search[query]=bass&search[refinementList][brand][0]=Fender')).not.toBe(base);
    expect(pageViewKey('/search', '?search[query]=bass&search[sortBy]=price-asc')).not.toBe(base);
    expect(pageViewKey('/search', '?search[query]=bass&search[page]=3&maxPage=3')).toBe(base);
  });
});
