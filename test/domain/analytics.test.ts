import { describe, expect, it } from 'vitest';
import { analyticsAllowed, analyticsBatch, ga4PageView, isBotUserAgent, pageViewKey, shouldTrackPageView, type AnalyticsEvent, type AnalyticsVisit } from '../../src/domain/analytics';

const visit: AnalyticsVisit = { shopId: 'gid://shopify/Shop/1', currency: 'AUD', language: 'EN', uniqueToken: 'u1', visitToken: 'v1' };
const page = { url: 'https://shop.example/products/strat?x=1', path: '/products/strat', search: '?x=1', referrer: '', title: 'Strat', pageType: 'product' as const };
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('Consent gates analytics: events are sent only with the shopper\'s consent, never for bots and scrapers', () => {
  it.each([
    { name: 'a consenting shopper', hasUserConsent: true, userAgent: BROWSER, expected: true },
    { name: 'a shopper without consent', hasUserConsent: false, userAgent: BROWSER, expected: false },
    { name: 'a consenting crawler', hasUserConsent: true, userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)', expected: false },
    { name: 'no user agent', hasUserConsent: true, userAgent: undefined, expected: false },
  ])('$name: $expected', ({ hasUserConsent, userAgent, expected }) => {
    expect(analyticsAllowed({ hasUserConsent, userAgent })).toBe(expected);
  });

  const event: AnalyticsEvent = { name: 'PAGE_VIEW', page, createdAtMs: 1 };
  it.each([
    { name: 'with consent the batch is sent', consent: true, events: [event], expected: { visit, events: [event], sentAtMs: 5000 } },
    { name: 'without consent nothing is sent', consent: false, events: [event], expected: null },
    { name: 'with no events nothing is sent', consent: true, events: [], expected: null },
  ])('$name', ({ consent, events, expected }) => {
    expect(analyticsBatch(visit, events, 5000, { hasUserConsent: consent, userAgent: BROWSER })).toEqual(expected);
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
  const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  it.each([
    { name: 'Chrome is a shopper', ua: chrome, bot: false },
    { name: 'Safari on iPhone is a shopper', ua: iphone, bot: false },
    { name: 'Googlebot is a bot', ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', bot: true },
    { name: 'Bingbot is a bot', ua: 'Mozilla/5.0 (compatible; bingbot/2.0)', bot: true },
    { name: 'Lighthouse is a bot', ua: 'Mozilla/5.0 Chrome/120 Safari/537.36 Chrome-Lighthouse', bot: true },
    { name: 'headless Chrome is a bot', ua: 'Mozilla/5.0 HeadlessChrome/120.0.0.0 Safari/537.36', bot: true },
    { name: 'a Facebook link preview is a bot', ua: 'facebookexternalhit/1.1', bot: true },
    { name: 'curl is a scraper', ua: 'curl/8.4.0', bot: true },
    { name: 'python-requests is a scraper', ua: 'python-requests/2.31', bot: true },
    { name: 'Scrapy is a scraper', ua: 'Scrapy/2.11 (+https://scrapy.org)', bot: true },
    { name: 'Go is a scraper', ua: 'Go-http-client/1.1', bot: true },
    { name: 'wget is a scraper', ua: 'Wget/1.21', bot: true },
    { name: 'an empty user agent is not a browser', ua: '', bot: true },
    { name: 'a missing user agent is not a browser', ua: undefined, bot: true },
    { name: 'a blank user agent is not a browser', ua: '   ', bot: true },
  ])('$name', ({ ua, bot }) => {
    expect(isBotUserAgent(ua)).toBe(bot);
  });

  it.each([
    { name: 'a shopper with consent on a new route is tracked', consent: true, ua: chrome, path: '/cart', previous: '/', expected: true },
    { name: 'the first page is tracked', consent: true, ua: chrome, path: '/', previous: null, expected: true },
    { name: 'the same route is not tracked twice', consent: true, ua: chrome, path: '/cart', previous: '/cart', expected: false },
    { name: 'without consent nothing is tracked', consent: false, ua: chrome, path: '/cart', previous: '/', expected: false },
    { name: 'a bot is not tracked', consent: true, ua: 'Googlebot/2.1', path: '/cart', previous: '/', expected: false },
  ])('$name', ({ consent, ua, path, previous, expected }) => {
    expect(shouldTrackPageView({ hasUserConsent: consent, userAgent: ua, path, previousPath: previous })).toBe(expected);
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
