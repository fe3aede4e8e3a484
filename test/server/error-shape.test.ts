// Issue 17, observation 7: one error shape. JSON clients (Accept: application/json, or a JSON
// route: /api/…, /_data/…) get {error: {code, message}} with the right status (400, 404, 405, 413,
// 415, 429, 503) from every route; HTML clients get the branded screen with that status and the
// spec's text; Express's own 'Cannot PUT' page never shows.
import request from 'supertest';
import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LoadContentPage } from '../../src/application/content/load-content-page';
import { shopperRoutes } from '../../src/server/http/shopper-routes';
import { DEFAULT_RATE_LIMITS } from '../../src/server/http/rate-limit';
import { buildTestApp } from '../support/test-app';

const { app } = await buildTestApp();
const OPT_IN = '/api/submit-opt-in-cta-v2';

/** The one JSON error shape, with the status and code the table expects. */
function expectJsonError(res: request.Response, status: number, code: string) {
  expect(res.status, res.text.slice(0, 200)).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  // Routes may add their own fields beside it (the client data route's status and data, a form's field errors).
  expect(res.body.error).toEqual(expect.objectContaining({ code, message: expect.any(String) }));
  expect(res.body.error.message.length).toBeGreaterThan(0);
  expect(res.text).not.toMatch(/Cannot (GET|PUT|POST|DELETE|PATCH)|at .*\.(js|ts):\d+/);
}

/** The branded screen: the shop's document, its error section, the status. */
function expectBrandedScreen(res: request.Response, status: number, text: RegExp) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.text).toMatch(/class="error-screen/);
  expect(res.text).toMatch(text);
  expect(res.text).toContain('Back to Homepage');
  expect(res.text).not.toMatch(/Cannot (GET|PUT|POST|DELETE|PATCH)/);
}

const BIG_JSON = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) });

describe('JSON clients: {error: {code, message}} with the right status', () => {
  it.each([
    ['malformed JSON to log-in', '/account/login', '{"email":', 400, 'bad_request'],
    ['malformed JSON to registration', '/account/register', '{"email":', 400, 'bad_request'],
    ['malformed JSON to the cart', '/cart?index', '{"cartFormInput":', 400, 'bad_request'],
    ['malformed JSON to the newsletter', OPT_IN, '{"email":', 400, 'bad_request'],
    ['malformed JSON to analytics', '/api/analytics', '[1,', 400, 'bad_request'],
    ['an oversized log-in body', '/account/login', BIG_JSON, 413, 'payload_too_large'],
    ['an oversized registration body', '/account/register', BIG_JSON, 413, 'payload_too_large'],
    ['an oversized newsletter body (2 MB)', OPT_IN, BIG_JSON, 413, 'payload_too_large'],
    ['an oversized cart body', '/cart?index', BIG_JSON, 413, 'payload_too_large'],
    ['an oversized analytics body', '/api/analytics', BIG_JSON, 413, 'payload_too_large'],
  ])('%s → %i %s', async (_name, path, body, status, code) => {
    const res = await request(app).post(path).set('content-type', 'application/json').set('accept', 'application/json').send(body);
    expectJsonError(res, status as number, code as string);
  });

  it.each([
    ['the newsletter', OPT_IN, 'text/plain'],
    ['the newsletter', OPT_IN, 'application/x-www-form-urlencoded'],
    ['analytics', '/api/analytics', 'text/plain'],
    ['related products', '/api/fetch-related-products', 'text/xml'],
    ['log-in', '/account/login', 'text/plain'],
    ['the cart', '/cart?index', 'multipart/form-data; boundary=x'],
    ['the shipping estimate', '/api/products/any-product/shipping-estimate', 'text/plain'],
  ])('a body of the wrong type to %s (%s) → 415', async (_name, path, type) => {
    const res = await request(app).post(path).set('content-type', type as string).set('accept', 'application/json').send('email=a@example.com');
    expectJsonError(res, 415, 'unsupported_media_type');
  });

  it.each([
    ['PUT', OPT_IN, 'POST'],
    ['DELETE', OPT_IN, 'POST'],
    ['PATCH', '/api/analytics', 'POST'],
    ['PUT', '/api/search/facet-values', 'GET, HEAD'],
    ['POST', '/api/search/instant', 'GET, HEAD'],
    // '/:locale/cart' must not count 'api' as a locale: the cart's JSON answers GET only.
    ['PUT', '/api/cart', 'GET, HEAD'],
    ['DELETE', '/api/fetch-related-products', 'POST'],
  ])('%s %s → 405 with Allow: %s', async (method, path, allow) => {
    const res = await request(app)[(method as string).toLowerCase() as 'put'](path as string).set('accept', 'application/json');
    expectJsonError(res, 405, 'method_not_allowed');
    expect(res.headers.allow).toBe(allow);
  });

  it.each(['GET', 'POST', 'DELETE'])('%s of an unknown route under /api → 404 JSON, whatever the Accept', async (method) => {
    for (const accept of ['application/json', 'text/html', '*/*']) {
      const res = await request(app)[method.toLowerCase() as 'get']('/api/no-such-endpoint').set('accept', accept);
      expectJsonError(res, 404, 'not_found');
    }
  });

  it('a bad search API request → 400; a bad client data request → 400, both in the shape', async () => {
    expectJsonError(await request(app).get('/api/search/facet-values?facet=nope'), 400, 'bad_request');
    expectJsonError(await request(app).get('/api/search/instant'), 400, 'bad_request');
    expectJsonError(await request(app).get('/_data/search?_route=nope'), 400, 'bad_request');
  });

  it('a cross-site post → 403 in the shape', async () => {
    const res = await request(app).post(OPT_IN).set('sec-fetch-site', 'cross-site').set('content-type', 'application/json').set('accept', 'application/json').send('{}');
    expectJsonError(res, 403, 'forbidden');
  });

  it('a URL over 8 KB → 414 in the shape', async () => {
    expectJsonError(await request(app).get(`/api/search/instant?q=${'a'.repeat(9_000)}`).set('accept', 'application/json'), 414, 'uri_too_long');
  });

  it('the newsletter over its per-IP limit → 429 in the shape', async () => {
    const limits = { ...DEFAULT_RATE_LIMITS, newsletter: { limit: 1, windowMs: 60_000 } };
    const { app: limited } = await buildTestApp({
      mountFirst: (express, { useCases, config }) => express.use(shopperRoutes({ useCases, session: { secret: config.session.secret, secure: false }, defaultLocale: config.server.defaultLocale, analyticsShopId: '0', limits })),
    });
    const send = () => request(limited).post(OPT_IN).set('content-type', 'application/json').send(JSON.stringify({ email: 'limit@example.com', captchaToken: 't' }));
    expect((await send()).status).toBe(200);
    expectJsonError(await send(), 429, 'too_many_requests');
  });

  it('a search service that fails → 503 in the shape (the facet list still gets its empty values)', async () => {
    const { app: failing } = await buildTestApp({
      useCases: (real) => ({ ...real, searchFacetValues: { execute: async () => { const { SearchResultError } = await import('../../src/domain/search-result'); throw new SearchResultError('unavailable', 'down'); } } as never }),
    });
    const res = await request(failing).get('/api/search/facet-values?facet=brand');
    expectJsonError(res, 503, 'service_unavailable');
    expect(res.body.values).toEqual([]);
  });

  it('/readyz not ready → 503 in the shape, beside the probe report', async () => {
    const { app: degraded } = await buildTestApp({ readiness: (real) => [...real, { port: 'Broken', check: () => Promise.reject(new Error('down')) }] });
    const res = await request(degraded).get('/readyz');
    expectJsonError(res, 503, 'service_unavailable');
    expect(res.body.status).toBe('unavailable');
    expect(res.body.error.message).toContain('Broken');
  });

  it('an unknown catalogue image → 404 in the shape for a script', async () => {
    expectJsonError(await request(app).get('/images/products/nope.svg').set('accept', 'application/json'), 404, 'not_found');
  });

  it('an unknown locale sitemap → 404 in the shape for a script', async () => {
    expectJsonError(await request(app).get('/sitemaps/xx-yy.xml').set('accept', 'application/json'), 404, 'not_found');
  });

  it('a log-in form error keeps its field messages beside the shape', async () => {
    const res = await request(app).post('/account/login').set('accept', 'application/json').type('form').send('email=nope&password=');
    expectJsonError(res, 400, 'bad_request');
    expect(res.body.fieldErrors).toEqual(expect.objectContaining({ email: expect.any(String) }));
  });
});

describe('HTML clients: the branded screen with the status and the spec text', () => {
  it('PUT / → 405 with Allow, branded, not Express’s "Cannot PUT /"', async () => {
    const res = await request(app).put('/').set('accept', 'text/html');
    expectBrandedScreen(res, 405, /<h1>405<\/h1>[\s\S]*Method Not Allowed/);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('PUT /cart → 405 with Allow: GET, HEAD, POST', async () => {
    const res = await request(app).put('/cart').set('accept', 'text/html');
    expectBrandedScreen(res, 405, /Method Not Allowed/);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
  });

  it('POST /xx-yy/account/login (not a locale) → 404 branded, not "Cannot POST"', async () => {
    const res = await request(app).post('/xx-yy/account/login').set('accept', 'text/html').type('form').send('email=a@example.com&password=x');
    expectBrandedScreen(res, 404, /Page not found|Oops! This Page Missed a Beat!/);
  });

  it('an oversized form post → 413 branded', async () => {
    const res = await request(app).post('/account/login').set('accept', 'text/html').type('form').send(`email=a@example.com&password=${'x'.repeat(20_000)}`);
    expectBrandedScreen(res, 413, /<h1>413<\/h1>[\s\S]*Payload Too Large|Content Too Large/);
  });

  it('a cross-site form post → 403 branded', async () => {
    const res = await request(app).post('/cart').set('sec-fetch-site', 'cross-site').set('accept', 'text/html').type('form').send('cartFormInput=%7B%7D');
    expectBrandedScreen(res, 403, /<h1>403<\/h1>[\s\S]*Forbidden/);
  });

  it('a page whose content service answers 503 renders "503" and its text, not the "500 Error" screen', async () => {
    const { app: unavailable } = await buildTestApp({
      useCases: (real) => ({ ...real, loadContentPage: { execute: async () => { throw data('Service Unavailable', { status: 503, statusText: 'Service Unavailable' }); } } as unknown as LoadContentPage }),
    });
    const res = await request(unavailable).get('/pages/about-us').set('accept', 'text/html');
    expect(res.status).toBe(503);
    expect(res.text).toMatch(/<h1>503<\/h1>/);
    expect(res.text).toContain('Service Unavailable');
    expect(res.text).not.toContain('500 Error');
  });

  it('an unexpected failure → 500 branded with the spec text', async () => {
    const { app: broken } = await buildTestApp({
      mountFirst: (express) => express.post('/explode', () => {
        throw new Error('boom');
      }),
    });
    const res = await request(broken).post('/explode').set('accept', 'text/html');
    expectBrandedScreen(res, 500, /500 Error[\s\S]*Try again\.\.\./);
    expect(res.text).not.toContain('boom');
    const json = await request(broken).post('/explode').set('accept', 'application/json');
    expectJsonError(json, 500, 'internal_error');
  });
});
