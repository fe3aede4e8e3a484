import { describe, expect, it } from 'vitest';
import { analyticsAllowed, analyticsBatch, ga4PageView, pageViewKey, shouldTrackPageView, type AnalyticsEvent, type AnalyticsVisit } from '../../src/domain/analytics';

const visit: AnalyticsVisit = { shopId: 'gid://shopify/Shop/1', currency: 'AUD', language: 'EN', uniqueToken: 'u1', visitToken: 'v1' };
const page = { url: 'https://shop.example/products/strat?x=1', path: '/products/strat', search: '?x=1', referrer: '', title: 'Strat', pageType: 'product' as const };
describe('Consent gates analytics: events are sent only with the shopper\'s consent, never for bots and scrapers', () => {
  it.each([
    { name: 'a consenting shopper', hasUserConsent: true, isBot: false, expected: true },
    { name: 'a shopper without consent', hasUserConsent: false, isBot: false, expected: false },
    { name: 'a consenting crawler', hasUserConsent: true, isBot: true, expected: false },
    { name: 'a crawler without consent', hasUserConsent: false, isBot: true, expected: false },
  ])('$name: $expected', ({ hasUserConsent, isBot, expected }) => {
    expect(analyticsAllowed({ hasUserConsent, isBot })).toBe(expected);
  });

  const event: AnalyticsEvent = { name: 'PAGE_VIEW', page, createdAtMs: 1 };
  it.each([
    { name: 'with consent the batch is sent', consent: true, events: [event], expected: { visit, events: [event], sentAtMs: 5000 } },
    { name: 'without consent nothing is sent', consent: false, events: [event], expected: null },
    { name: 'with no events nothing is sent', consent: true, events: [], expected: null },
  ])('$name', ({ consent, events, expected }) => {
    expect(analyticsBatch(visit, events, 5000, { hasUserConsent: consent, isBot: false })).toEqual(expected);
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
