// Issue 30, observation 7: every error a browser can get is the shop's branded screen with the
// header and navigation; every /api/ route answers JSON; search down is a 503 'search is
// unavailable' screen, not an empty shop; the shipping estimate with the commerce upstream down
// says the spec's 'Failed to calculate shipping rates. Please try again later.'
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { EventLog, ProductCatalog, ProductSearch, OpenBoxItems, ShippingRates, ContentSource } from '../../src/application/ports';
import { TOKENS } from '../../src/application/tokens';
import { EstimateProductShipping } from '../../src/application/product/estimate-product-shipping';
import { SearchCategory } from '../../src/application/search/search-category';
import { SearchProducts } from '../../src/application/search/search-products';
import { SearchResultError } from '../../src/domain/search-result';
import { sendError } from '../../src/server/http/errors';
import { buildTestApp } from '../support/test-app';

const quiet: EventLog = { warn() {}, info() {} } as unknown as EventLog;
const searchDown: ProductSearch = { search: () => Promise.reject(new SearchResultError('search-unavailable', 'down')), searchFacetValues: async () => [] };
const commerceDown = new Proxy({} as ProductCatalog, { get: () => () => Promise.reject(new Error('connect ECONNREFUSED commerce')) });

const { app } = await buildTestApp({
  mountFirst: (express) => {
    express.get('/too-many-for-tests', (req, res) => sendError(req, res, 429, 'Too many requests'));
    express.get('/unavailable-for-tests', (req, res) => sendError(req, res, 503, 'Down for maintenance'));
    express.get('/broken-for-tests', () => {
      throw new Error('boom');
    });
  },
});

const { app: searchIsDown } = await buildTestApp({
  env: { DEMO_PRODUCT_COUNT: '300' },
  useCases: (real, { container }) => ({
    ...real,
    searchProducts: new SearchProducts(searchDown, quiet),
    searchCategory: new SearchCategory(container.resolve<ProductCatalog>(TOKENS.ProductCatalog), searchDown, quiet, container.resolve<ContentSource>(TOKENS.ContentSource)),
  }),
});

const { app: commerceIsDown } = await buildTestApp({
  env: { DEMO_PRODUCT_COUNT: '300' },
  useCases: (real, { container }) => ({
    ...real,
    estimateProductShipping: new EstimateProductShipping(commerceDown, container.resolve<ShippingRates>(TOKENS.ShippingRates), quiet, container.resolve<OpenBoxItems>(TOKENS.OpenBoxItems)),
  }),
});

/** The shop's header and its category navigation around the error screen. */
function expectBrandedWithHeader(res: request.Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.text).toMatch(/<header[^>]*class="site-header/);
  expect(res.text).toContain('aria-label="Shop by Category"');
  expect(res.text).toMatch(/class="error-screen/);
  expect(res.text).toMatch(/<meta name="robots" content="noindex/);
}

describe('browsers get the branded screen with the header and navigation for every status', () => {
  it.each([
    [400, 'a malformed URL', () => request(app).get('/%E0%A4%A').set('accept', 'text/html'), /<h1>400<\/h1>/],
    [404, 'an unknown page', () => request(app).get('/no-such-page').set('accept', 'text/html'), /Oops! This Page Missed a Beat!/],
    [405, 'an unknown method', () => request(app).put('/').set('accept', 'text/html'), /<h1>405<\/h1>/],
    [413, 'a form too large', () => request(app).post('/cart').set('accept', 'text/html').type('form').send({ cartFormInput: 'x'.repeat(64 * 1024) }), /<h1>413<\/h1>/],
    [429, 'too many requests', () => request(app).get('/too-many-for-tests').set('accept', 'text/html'), /<h1>429<\/h1>/],
    [500, 'a failure', () => request(app).get('/broken-for-tests').set('accept', 'text/html'), /<h1>500 Error<\/h1>/],
    [503, 'an outage', () => request(app).get('/unavailable-for-tests').set('accept', 'text/html'), /<h1>503<\/h1>/],
  ])('%i (%s)', async (status, _what, send, screen) => {
    const res = await send();
    expectBrandedWithHeader(res, status);
    expect(res.text).toMatch(screen);
  });
});

describe('every /api/ route answers JSON', () => {
  it.each([
    ['a non-array body to fetch-related-products', () => request(app).post('/api/fetch-related-products').set('accept', 'text/html').type('json').send({ not: 'an array' }), 400],
    ['a string body to fetch-related-products', () => request(app).post('/api/fetch-related-products').set('accept', 'text/html').type('json').send('"x"'), 400],
    ['a localized fetch-related-products', () => request(app).post('/en-gb/api/fetch-related-products').set('accept', 'text/html').type('json').send({}), 400],
  ])('%s', async (_what, send, status) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.error).toEqual({ code: 'bad_request', message: expect.any(String) });
  });
});

describe('search down', () => {
  it.each(['/collections/guitar-bass', '/en-gb/collections/guitar-bass', '/search?search%5Bquery%5D=guitar'])('%s answers 503 with the branded "search is unavailable" screen, never "0 results"', async (path) => {
    const res = await request(searchIsDown).get(path);
    expectBrandedWithHeader(res, 503);
    expect(res.text).toContain('Search is unavailable right now. Please try again in a few minutes.');
    expect(res.text).not.toContain('0 results found');
    expect(res.text).not.toContain('Try fewer filters');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the client navigation data answers 503 too', async () => {
    const res = await request(searchIsDown).get('/_data/collections/guitar-bass').query({ _route: 'collection' });
    expect(res.status).toBe(503);
  });
});

describe('commerce down: the shipping estimate', () => {
  it("answers 503 with the spec's 'Failed to calculate shipping rates. Please try again later.'", async () => {
    const res = await request(commerceIsDown).post('/api/products/any-product/shipping-estimate').send({ postcode: '10001', quantity: 1 });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('Failed to calculate shipping rates. Please try again later.');
    expect(res.body.error).toEqual({ code: 'service_unavailable', message: 'Failed to calculate shipping rates. Please try again later.' });
  });
});
