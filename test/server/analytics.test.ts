// The analytics beacon on the real composed app: consent, cookies, bots, validation, and what the
// Analytics port receives; the Shopify adapter end to end against a local batch endpoint; third-party
// scripts and the Content-Security-Policy only when configured.
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Analytics } from '../../src/application/ports';
import { TOKENS } from '../../src/application/tokens';
import { shopifyAnalyticsBatch, type ShopifyAnalyticsBatch as AnalyticsBatch } from '../../src/adapters/shopify/shopify-analytics-payload';
import { createApp } from '../../src/server/app';
import { json, startRecordingServer, type RecordingServer } from '../support/recording-http-server';
import { buildTestApp, TEST_ASSETS } from '../support/test-app';

const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const pageView = (path: string) => ({ name: 'PAGE_VIEW', url: `http://shop.test${path}`, path, search: '', referrer: '', title: 'Page', createdAtMs: 1_700_000_000_000 });
const addToCart = {
  name: 'ADD_TO_CART',
  cartId: 'gid://shopify/Cart/abc',
  createdAtMs: 1_700_000_000_500,
  products: [{ variantGid: 'gid://shopify/ProductVariant/1', productGid: 'gid://shopify/Product/1', name: 'Strat', variantName: 'Red', brand: 'Fender', price: '1299.95', quantity: 1 }],
};

const built = await buildTestApp();
/** What the Analytics port was given, recorded by wrapping the composed adapter. */
const sent: AnalyticsBatch[] = [];
const port = built.composition.container.resolve<Analytics>(TOKENS.Analytics);
const original = port.send.bind(port);
port.send = async (batch) => {
  sent.push(shopifyAnalyticsBatch(batch));
  return original(batch);
};

let app: typeof built.app;
beforeEach(async () => {
  app = (await buildTestApp()).app;
  sent.length = 0;
});

const beacon = (body: unknown, ua = BROWSER) => request(app).post('/api/analytics').set('user-agent', ua).set('content-type', 'application/json').send(JSON.stringify(body));
const cookiesOf = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);

describe('POST /api/analytics', () => {
  it('with consent: the events reach the Analytics port and the visitor and visit cookies are set', async () => {
    const res = await beacon({ consent: true, reports: [pageView('/en-au/products/strat'), addToCart] });
    expect(res.status).toBe(204);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.events.map((e) => e.payload.pageType ?? e.payload.event_name)).toEqual(['product', 'product_added_to_cart']);
    expect(sent[0]!.events[0]!.payload.currency).toBe('AUD');
    const cookies = cookiesOf(res);
    expect(cookies.find((c) => c.startsWith('_shopify_y='))).toMatch(/Max-Age=31104000; Path=\/; SameSite=Lax$/);
    expect(cookies.find((c) => c.startsWith('_shopify_s='))).toMatch(/Max-Age=1800; Path=\/; SameSite=Lax$/);
  });

  it('the cookies a visitor already has are kept and carried in the events', async () => {
    const res = await request(app)
      .post('/api/analytics')
      .set('user-agent', BROWSER)
      .set('cookie', '_shopify_y=11111111-aaaa; _shopify_s=22222222-bbbb')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ consent: true, reports: [pageView('/')] }));
    expect(res.status).toBe(204);
    expect(sent[0]!.events[0]!.payload).toMatchObject({ uniqToken: '11111111-aaaa', visitToken: '22222222-bbbb', pageType: 'index' });
    expect(cookiesOf(res)).toEqual(expect.arrayContaining([expect.stringMatching(/^_shopify_y=11111111-aaaa;/), expect.stringMatching(/^_shopify_s=22222222-bbbb;/)]));
  });

  it('without consent: nothing is sent and no cookie is set', async () => {
    const res = await beacon({ consent: false, reports: [pageView('/')] });
    expect(res.status).toBe(204);
    expect(sent).toEqual([]);
    expect(cookiesOf(res)).toEqual([]);
  });

  it.each(['Googlebot/2.1 (+http://www.google.com/bot.html)', 'curl/8.5.0', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36'])(
    'a bot or scraper (%s) is not measured and gets no cookie',
    async (ua) => {
      const res = await beacon({ consent: true, reports: [pageView('/')] }, ua);
      expect(res.status).toBe(204);
      expect(sent).toEqual([]);
      expect(cookiesOf(res)).toEqual([]);
    },
  );

  it.each([
    { name: 'no reports', body: { consent: true, reports: [] } },
    { name: 'an unknown event', body: { consent: true, reports: [{ ...pageView('/'), name: 'CHECKOUT' }] } },
    { name: 'a path to another site', body: { consent: true, reports: [pageView('//evil.example/x')] } },
    { name: 'a price that is not a number', body: { consent: true, reports: [{ ...addToCart, products: [{ ...addToCart.products[0], price: 'free' }] }] } },
    { name: 'more than 20 reports', body: { consent: true, reports: Array.from({ length: 21 }, () => pageView('/')) } },
    { name: 'no consent flag', body: { reports: [pageView('/')] } },
    { name: 'a status that is not an HTTP status', body: { consent: true, reports: [{ ...pageView('/x'), status: 99 }] } },
    { name: 'a status past 599', body: { consent: true, reports: [{ ...pageView('/x'), status: 600 }] } },
    { name: 'a status as text', body: { consent: true, reports: [{ ...pageView('/x'), status: '404' }] } },
    { name: 'a fractional status', body: { consent: true, reports: [{ ...pageView('/x'), status: 404.5 }] } },
  ])('$name → 400, nothing sent', async ({ body }) => {
    const res = await beacon(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'bad_request', message: expect.stringMatching(/^Invalid analytics report/) });
    expect(sent).toEqual([]);
  });

  it.each([
    { path: '/products/no-such-guitar', status: 404, pageType: '404' },
    { path: '/account/orders/7', status: 403, pageType: '403' },
    { path: '/products/strat', status: 503, pageType: 'product' },
    { path: '/products/strat', status: undefined, pageType: 'product' },
  ])('a page view of $path with status $status is typed $pageType', async ({ path, status, pageType }) => {
    const res = await beacon({ consent: true, reports: [{ ...pageView(path), ...(status ? { status } : {}) }] });
    expect(res.status).toBe(204);
    expect(sent[0]!.events[0]!.payload.pageType).toBe(pageType);
  });

  it('a cross-site beacon is refused', async () => {
    const res = await request(app).post('/api/analytics').set('sec-fetch-site', 'cross-site').set('content-type', 'application/json').send(JSON.stringify({ consent: true, reports: [pageView('/')] }));
    expect(res.status).toBe(403);
    expect(sent).toEqual([]);
  });
});

describe('production: the Shopify batch endpoint on the shop domain', () => {
  let shopify: RecordingServer;
  let prod: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    shopify = await startRecordingServer(() => json({ result: [{ status: 200 }] }));
    prod = await buildTestApp({ env: { SHOPIFY_SHOP_ID: '55667788', SHOPIFY_STORE_DOMAIN: shopify.url, SHOPIFY_STOREFRONT_API_TOKEN: 'public-token' } });
  });
  afterAll(() => shopify.close());

  it('posts a text/plain batch with the shop id to the well-known path', async () => {
    const res = await request(prod.app).post('/api/analytics').set('user-agent', BROWSER).set('content-type', 'application/json').send(JSON.stringify({ consent: true, reports: [pageView('/pages/about-us')] }));
    expect(res.status).toBe(204);
    const [call] = shopify.requests.filter((r) => r.path.includes('monorail'));
    expect(call?.path).toBe('/.well-known/shopify/monorail/unstable/produce_batch');
    expect(call?.headers['content-type']).toBe('text/plain');
    const body = JSON.parse(call?.body ?? '{}') as AnalyticsBatch;
    expect(body.events[0]).toMatchObject({ schema_id: 'trekkie_storefront_page_view/1.4', payload: { shopId: '55667788', pageType: 'page' } });
    expect(body.metadata.event_sent_at_ms).toEqual(expect.any(Number));
  });
});

describe('third-party scripts and the Content-Security-Policy', () => {
  const logger = pino({ level: 'silent' });
  /** The composed app with these browser-safe settings, as main.ts builds it from the configuration. */
  const appWith = (safeEnv: Record<string, string>) =>
    createApp({
      useCases: built.composition.useCases,
      readiness: [],
      logger,
      assets: TEST_ASSETS,
      publicDir: null,
      defaultLocale: 'en-us',
      safeEnv: { defaultLocale: 'en-us', ...safeEnv },
      production: false,
      mount: built.composition.mount,
    });
  const cspOf = (res: request.Response): Record<string, string[]> =>
    Object.fromEntries(String(res.headers['content-security-policy']).split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
  const THIRD_PARTY_HOSTS = /googletagmanager|google-analytics|gstatic|recaptcha|afterpay|reviews\.example|fonts\.googleapis/;
  /** Scripts and stylesheets from anywhere but this site (hreflang alternates are links, not loads). */
  const externalTags = (html: string) => (html.match(/<(script|link)\b[^>]*(src|href)="(https?:|javascript:)[^"]*"[^>]*>/g) ?? []).filter((tag) => !/rel="(alternate|canonical)"/.test(tag));

  it('with nothing configured: no third-party script or stylesheet, and the CSP allows none', async () => {
    const res = await request(built.app).get('/');
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(THIRD_PARTY_HOSTS);
    expect(String(res.headers['content-security-policy'])).not.toMatch(THIRD_PARTY_HOSTS);
    expect(cspOf(res)['script-src']?.filter((s) => s.startsWith('https:'))).toEqual([]);
  });

  it('with each configured: its script or stylesheet is on the page and its origins are in the CSP', async () => {
    const res = await request(
      appWith({
        captchaSiteKey: '6LcTestSiteKey-abcdefgh',
        tagManagerId: 'GTM-ABC1234',
        bnplWidgetUrl: 'https://js.afterpay.com/afterpay-1.x.js',
        reviewsWidgetUrl: 'https://widget.reviews.example/loader.js',
        fontStylesheetUrl: 'https://fonts.googleapis.com/css2?family=Inter:wght@400;700&display=swap',
      }),
    ).get('/');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<script[^>]*src="https:\/\/js\.afterpay\.com\/afterpay-1\.x\.js"/);
    expect(res.text).toMatch(/<script[^>]*src="https:\/\/widget\.reviews\.example\/loader\.js"/);
    expect(res.text).toMatch(/<link[^>]*rel="stylesheet"[^>]*href="https:\/\/fonts\.googleapis\.com\/css2/);
    const csp = cspOf(res);
    expect(csp['script-src']).toEqual(expect.arrayContaining(['https://www.google.com', 'https://www.gstatic.com', 'https://www.googletagmanager.com', 'https://js.afterpay.com', 'https://widget.reviews.example']));
    expect(csp['style-src']).toEqual(expect.arrayContaining(['https://fonts.googleapis.com']));
    expect(csp['font-src']).toEqual(expect.arrayContaining(['https://fonts.gstatic.com']));
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['https://*.google-analytics.com']));
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://recaptcha.google.com']));
  });

  it('only the configured ones: a captcha key alone allows Google and nothing else', async () => {
    const res = await request(appWith({ captchaSiteKey: '6LcTestSiteKey-abcdefgh' })).get('/');
    const csp = cspOf(res);
    expect(csp['script-src']?.filter((s) => s.startsWith('https:'))).toEqual(['https://www.google.com', 'https://www.gstatic.com']);
    expect(externalTags(res.text)).toEqual([]);
  });

  it('a setting that is not a proper value is ignored, not trusted', async () => {
    const res = await request(appWith({ tagManagerId: "GTM-1'; script-src *", bnplWidgetUrl: 'http://insecure.example/x.js', reviewsWidgetUrl: 'javascript:alert(1)' })).get('/');
    expect(externalTags(res.text)).toEqual([]);
    expect(String(res.headers['content-security-policy'])).not.toMatch(/insecure\.example|script-src \*|GTM-1|javascript/);
  });
});
