// Bots, crawlers and scrapers by user agent (isbot's maintained list), and an empty user agent: never
// measured by analytics, never given a cart by a buy-now GET.
import { describe, expect, it } from 'vitest';
import { isBotUserAgent } from '../../../src/ui/analytics/bot-user-agent';

describe('isBotUserAgent', () => {
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
    { name: 'Pinterest is a bot', ua: 'Mozilla/5.0 (compatible; Pinterestbot/1.0; +http://www.pinterest.com/bot.html)', bot: true },
    { name: 'PostmanRuntime is a scraper', ua: 'PostmanRuntime/7.39.0', bot: true },
  ])('$name', ({ ua, bot }) => {
    expect(isBotUserAgent(ua)).toBe(bot);
  });

});
