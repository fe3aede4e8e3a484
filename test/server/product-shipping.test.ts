// The estimator's API: every message of the spec, the right status, bad input, and a middleware
// that fails in each way, through the real composed app (embedded, then HTTP to a stand-in).
import request from 'supertest';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { NO_SHIPPING_OPTIONS, SHIPPING_RATES_FAILED } from '../../src/domain/product-shipping';
import { POSTCODE_INVALID } from '../../src/domain/shipping-destination';
import express from 'express';
import { INVALID_REQUEST, productRoutes, TOO_MANY_ESTIMATES, UNKNOWN_PRODUCT } from '../../src/server/http/product-routes';
import { MiddlewareMockServer } from '../support/middleware-mock-server';
import { buildTestApp } from '../support/test-app';
import { productFixtures } from './product-fixtures';

const { app, config } = await buildTestApp();
const products = productFixtures(config);
/** The spec's estimator is Australian (4-digit postcodes): these ask the /en-au market; every market's own rule is below. */
const estimate = (handle: string, body: unknown, target: Parameters<typeof request>[0] = app) =>
  request(target).post(`/en-au/api/products/${handle}/shipping-estimate`).set('content-type', 'application/json').send(JSON.stringify(body));

describe('POST /en-au/api/products/{handle}/shipping-estimate', () => {
  it('lists the rates for a postcode, cheapest first, formatted in dollars', async () => {
    const res = await estimate(products.heavy.handle, { postcode: '3000' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.rates.length).toBeGreaterThan(0);
    for (const rate of res.body.rates) expect(rate).toEqual({ service: expect.any(String), price: expect.stringMatching(/^(Free|\$\d[\d,]*\.\d{2})$/) });
  });

  it('prices more units higher', async () => {
    const one = await estimate(products.heavy.handle, { postcode: '2480', quantity: 1 });
    const three = await estimate(products.heavy.handle, { postcode: '2480', quantity: 3 });
    const first = (res: typeof one) => Number(String(res.body.rates[0].price).replace(/[$,]/g, ''));
    expect(first(three)).toBeGreaterThan(first(one));
  });

  it('accepts a form post too', async () => {
    const res = await request(app).post(`/en-au/api/products/${products.heavy.handle}/shipping-estimate`).type('form').send({ postcode: '5000' });
    expect(res.status).toBe(200);
    expect(res.body.rates.length).toBeGreaterThan(0);
  });

  it.each([
    ['3 digits', '300'],
    ['5 digits', '30000'],
    ['letters', 'abcd'],
    ['a blank', '    '],
    ['10 KB', '3'.repeat(10_240)],
  ])('answers 400 with the postcode message for %s', async (_, postcode) => {
    const res = await estimate(products.heavy.handle, { postcode });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: POSTCODE_INVALID, error: { code: 'bad_request', message: POSTCODE_INVALID } });
  });

  it('answers 400 with the postcode message for a missing or non-string postcode', async () => {
    for (const body of [{}, { postcode: 3000 }, { postcode: null }]) {
      const res = await estimate(products.heavy.handle, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(POSTCODE_INVALID);
    }
  });

  it('answers 200 with no options where nobody delivers', async () => {
    const res = await estimate(products.heavy.handle, { postcode: '6798' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ rates: [], message: NO_SHIPPING_OPTIONS });
  });

  it.each([
    ['an unknown product', 'no-such-instrument', {}],
    ['a SKU of no variant of the product', products.heavy.handle, { sku: 'NOT-A-SKU' }],
    ['a handle with odd characters', '%3Cscript%3E', {}],
  ])('answers 404 for %s', async (_, handle, extra) => {
    const res = await estimate(handle, { postcode: '3000', ...extra });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: UNKNOWN_PRODUCT, error: { code: 'not_found', message: UNKNOWN_PRODUCT } });
  });

  it.each([
    ['a quantity of 0', { postcode: '3000', quantity: 0 }],
    ['a quantity of 1000', { postcode: '3000', quantity: 1000 }],
    ['a negative quantity', { postcode: '3000', quantity: -2 }],
  ])('answers 400 for %s', async (_, body) => {
    const res = await estimate(products.heavy.handle, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: INVALID_REQUEST, error: { code: 'bad_request', message: INVALID_REQUEST } });
  });

  it.each([
    ['odd characters', '<script>'],
    ['too long', 'OB'.repeat(20)],
    ['a number', 12345],
    ['a blank', '  '],
  ])('answers 400 for an open-box unit that is %s', async (_, openBoxUnit) => {
    const res = await estimate(products.heavyOpenBoxParent.handle, { postcode: '3000', openBoxUnit });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: INVALID_REQUEST, error: { code: 'bad_request', message: INVALID_REQUEST } });
  });

  it('answers 404 for an open-box unit of another product', async () => {
    const other = products.openBoxParent.openBoxItems.find((item) => !products.heavyOpenBoxParent.openBoxItems.some((own) => own.open_box_number === item.open_box_number))!;
    const res = await estimate(products.heavyOpenBoxParent.handle, { postcode: '3000', openBoxUnit: other.open_box_number });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: UNKNOWN_PRODUCT, error: { code: 'not_found', message: UNKNOWN_PRODUCT } });
  });

  it('answers 400 for a body that is not JSON, and 413 for one over 16 KB, as JSON', async () => {
    const malformed = await request(app).post(`/api/products/${products.heavy.handle}/shipping-estimate`).set('content-type', 'application/json').send('{"postcode":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: INVALID_REQUEST, error: { code: 'bad_request', message: INVALID_REQUEST } });
    const huge = await estimate(products.heavy.handle, { postcode: '3'.repeat(20_000) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: POSTCODE_INVALID, error: { code: 'payload_too_large', message: POSTCODE_INVALID } });
  });
});

describe("the estimate under every locale prefix: the market's country, in the page currency", async () => {
  // An app of its own: the estimates above have used up this address's allowance on the shared one.
  const { app } = await buildTestApp();
  // The grand piano (411.97 kg, 407 kg over the first 5) by each country's AUD table, at the price
  // lists' rates (USD 0.66, GBP 0.52, NOK 7.05): see test/server/checkout-markets.test.ts.
  it.each([
    ['', '10001', '$498.66'],
    ['/en-au', '3000', '$377.25'],
    ['/en-gb', 'SW1A 1AA', '£261.74'],
    ['/en-no', '0150', '4\u00a0437,62\u00a0kr'],
  ])("'%s' quotes %s in its own currency: %s", async (prefix, postcode, price) => {
    expect(products.heavy.handle).toBe('yamaha-classic-cz-540-grand-piano');
    const res = await request(app).post(`${prefix}/api/products/${products.heavy.handle}/shipping-estimate`).send({ postcode }).expect(200);
    expect(res.body.rates).toEqual([{ service: 'Standard Delivery', price }]);
  });

  it.each([
    ['', '3000', 'Please enter a valid ZIP code: 5 digits, or ZIP+4 such as 10001-1234.'],
    ['/en-au', '10001', POSTCODE_INVALID],
    ['/en-gb', '3000', 'Please enter a valid UK postcode, such as SW1A 1AA.'],
    ['/en-no', '10001', 'Please enter a valid 4-digit Norwegian postcode.'],
  ])("'%s' refuses %s with its country's message", async (prefix, postcode, message) => {
    const res = await request(app).post(`${prefix}/api/products/${products.heavy.handle}/shipping-estimate`).send({ postcode }).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('the product page without JavaScript (?postcode=) shows the same pounds as the /en-gb API', async () => {
    const api = await request(app).post(`/en-gb/api/products/${products.heavy.handle}/shipping-estimate`).send({ postcode: 'sw1a 1aa' }).expect(200);
    const page = await request(app).get(`/en-gb/products/${products.heavy.handle}?postcode=sw1a+1aa`).expect(200);
    const rates = api.body.rates as { service: string; price: string }[];
    expect(rates[0]!.price).toMatch(/^£/);
    const shown = page.text.replace(/<!--.*?-->/gs, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    for (const rate of rates) expect(shown).toContain(`${rate.service}: ${rate.price}`);
  });

  it('answers 404 under a prefix that is no locale', async () => {
    await request(app).post(`/en-xx/api/products/${products.heavy.handle}/shipping-estimate`).send({ postcode: '3000' }).expect(404);
  });
});

describe('the estimate when the middleware fails', async () => {
  const middleware = await MiddlewareMockServer.start(products.catalogue);
  const { app: httpApp } = await buildTestApp({ env: { MIDDLEWARE_BASE_URL: middleware.url } });
  afterAll(() => middleware.close());
  beforeEach(() => middleware.reset());

  it('asks the middleware with the catalogue price in cents, and lists its rates', async () => {
    const res = await estimate(products.heavy.handle, { postcode: '3000', quantity: 2 }, httpApp);
    expect(res.status).toBe(200);
    const variant = products.heavy.variants[0]!;
    expect(middleware.requestsTo('/shipping/rates').map((r) => r.body)).toEqual([
      { rate: { destination: { country: 'AU', postal_code: '3000' }, items: [{ sku: variant.sku, quantity: 2, price: variant.prices.AUD.price }] } },
    ]);
  });

  it('in open-box mode asks with the chosen unit’s open-box price, not the new-stock price', async () => {
    const parent = products.heavyOpenBoxParent;
    const unit = parent.openBoxItems.at(-1)!;
    expect(unit.open_box_price).not.toBe(parent.variants[0]!.prices.AUD.price);
    const res = await estimate(parent.handle, { postcode: '3000', openBoxUnit: unit.open_box_number }, httpApp);
    expect(res.status).toBe(200);
    expect(res.body.rates.length).toBeGreaterThan(0);
    expect(middleware.requestsTo(`/openbox/${parent.variants[0]!.sku.toUpperCase()}`)).toHaveLength(1);
    expect(middleware.requestsTo('/shipping/rates').map((r) => r.body)).toEqual([
      { rate: { destination: { country: 'AU', postal_code: '3000' }, items: [{ sku: parent.variants[0]!.sku, quantity: 1, price: unit.open_box_price }] } },
    ]);
  });

  it('in open-box mode ignores a price in the body and answers 404 for a unit the product does not have', async () => {
    const parent = products.heavyOpenBoxParent;
    const unit = parent.openBoxItems[0]!;
    const priced = await estimate(parent.handle, { postcode: '3000', openBoxUnit: unit.open_box_number, price: 1, priceCents: 1 }, httpApp);
    expect(priced.status).toBe(200);
    expect(middleware.requestsTo('/shipping/rates').map((r) => (r.body as { rate: { items: { price: number }[] } }).rate.items[0]!.price)).toEqual([unit.open_box_price]);
    const unknown = await estimate(parent.handle, { postcode: '3000', openBoxUnit: 'OB0' }, httpApp);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: UNKNOWN_PRODUCT, error: { code: 'not_found', message: UNKNOWN_PRODUCT } });
    expect(middleware.requestsTo('/shipping/rates')).toHaveLength(1);
  });

  it.each([
    ['answers 500', { kind: 'status', status: 500 } as const, 502, NO_SHIPPING_OPTIONS],
    // Observation 10: a 500 whose body is not JSON is still a response that is not ok.
    ['answers 500 with an HTML body', { kind: 'raw', status: 500, contentType: 'text/html', body: '<html><body>Internal Server Error</body></html>' } as const, 502, NO_SHIPPING_OPTIONS],
    ['answers 503 with a plain-text body', { kind: 'raw', status: 503, contentType: 'text/plain', body: 'upstream connect error' } as const, 502, NO_SHIPPING_OPTIONS],
    ['refuses with 422', { kind: 'status', status: 422 } as const, 502, NO_SHIPPING_OPTIONS],
    ['answers malformed JSON', { kind: 'malformed-json' } as const, 503, SHIPPING_RATES_FAILED],
    ['drops the connection', { kind: 'drop' } as const, 503, SHIPPING_RATES_FAILED],
  ])('when the middleware %s, answers %i with the spec message', async (_, fault, status, message) => {
    middleware.fault(fault);
    const res = await estimate(products.heavy.handle, { postcode: '3000' }, httpApp);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ rates: [], message, error: { code: status === 502 ? 'bad_gateway' : 'service_unavailable', message } });
  });

  it('gives up on a middleware that does not answer, with the network message, within the deadline', async () => {
    middleware.fault({ kind: 'slow', delayMs: 10_000 });
    const started = Date.now();
    const res = await estimate(products.heavy.handle, { postcode: '3000' }, httpApp);
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(SHIPPING_RATES_FAILED);
    expect(Date.now() - started).toBeLessThan(6_000);
  }, 10_000);
});

describe('observation 10: a middleware answering 500 with an HTML page, again and again', async () => {
  // Its own app and middleware: the circuit breaker this opens must not leak into other tests.
  const middleware = await MiddlewareMockServer.start(products.catalogue);
  const { app: httpApp } = await buildTestApp({ env: { MIDDLEWARE_BASE_URL: middleware.url } });
  afterAll(() => middleware.close());

  it('keeps answering the no-options message while the middleware keeps answering 500 with an HTML page (observation 10)', async () => {
    middleware.fault({ kind: 'raw', status: 500, contentType: 'text/html', body: '<html><body>Internal Server Error</body></html>' });
    const answers: { status: number; message: string }[] = [];
    for (let n = 0; n < 8; n += 1) {
      const res = await estimate(products.heavy.handle, { postcode: '3000' }, httpApp);
      answers.push({ status: res.status, message: res.body.message });
    }
    expect(answers).toEqual(Array.from({ length: 8 }, () => ({ status: 502, message: NO_SHIPPING_OPTIONS })));
  });

});

describe('the estimate rate limit', () => {
  it('answers 429 with a message once an address has asked too often', async () => {
    const limited = express().use(productRoutes({ estimateProductShipping: { execute: async () => ({ kind: 'rates', rates: [] }) } as never }, { limit: 3, windowMs: 60_000 }));
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) statuses.push((await estimate('any-product', { postcode: '3000' }, limited)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await estimate('any-product', { postcode: '3000' }, limited)).body).toEqual({ message: TOO_MANY_ESTIMATES, error: { code: 'too_many_requests', message: TOO_MANY_ESTIMATES } });
  });
});

// Issue 16: the estimator without JavaScript is a GET form of the product page itself.
describe('the estimate on the product page (?postcode=…, the form without JavaScript)', async () => {
  // Its own app: the per-address budget the tests above spent is not this one's.
  const { app } = await buildTestApp();
  const estimate = (handle: string, body: unknown) => request(app).post(`/en-au/api/products/${handle}/shipping-estimate`).set('content-type', 'application/json').send(JSON.stringify(body));
  const text = (html: string) => html.replace(/<!--.*?-->/gs, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  const estimator = (html: string) => html.slice(html.indexOf('id="shipping-estimate"'), html.indexOf('</form>', html.indexOf('id="shipping-estimate"')));

  it('the form is a GET of the page, back to the estimator', async () => {
    const res = await request(app).get(`/en-au/products/${products.heavy.handle}`).expect(200);
    const form = /<form id="shipping-estimate"[^>]*>/.exec(res.text)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain(`action="/en-au/products/${products.heavy.handle}#shipping-estimate"`);
    expect(text(estimator(res.text))).not.toMatch(/Standard Delivery/);
  });

  it('renders the rates the API gives for that postcode in the page, with Shipping & Returns open and the postcode filled in', async () => {
    const api = await estimate(products.heavy.handle, { postcode: '3000' });
    const res = await request(app).get(`/en-au/products/${products.heavy.handle}?postcode=3000`).expect(200);
    const form = estimator(res.text);
    expect(form).toContain('value="3000"');
    for (const rate of api.body.rates as { service: string; price: string }[]) expect(text(form)).toContain(`${rate.service}: ${rate.price}`);
    expect(res.text).toMatch(/<details class="product-details__section" open=""><summary><h2>Shipping &amp; Returns<\/h2>/);
  });

  it('renders the spec messages: a wrong postcode, nobody delivering there', async () => {
    const wrong = await request(app).get(`/en-au/products/${products.heavy.handle}?postcode=30a0`).expect(200);
    expect(text(estimator(wrong.text))).toContain(POSTCODE_INVALID);
    const nobody = await request(app).get(`/en-au/products/${products.heavy.handle}?postcode=6798`).expect(200);
    expect(text(estimator(nobody.text))).toContain(NO_SHIPPING_OPTIONS);
  });

  it('in open-box mode quotes the chosen unit and keeps it chosen', async () => {
    const parent = products.heavyOpenBoxParent;
    const unit = parent.openBoxItems.at(-1)!.open_box_number;
    const api = await estimate(parent.handle, { postcode: '3000', openBoxUnit: unit });
    const res = await request(app).get(`/en-au/products/${parent.handle}?obx=1&openBoxUnit=${unit}&postcode=3000`).expect(200);
    const form = estimator(res.text);
    expect(form).toContain('<input type="hidden" name="obx" value="1"/>');
    expect(form).toMatch(new RegExp(`<option value="${unit}" selected=""`));
    for (const rate of api.body.rates as { service: string; price: string }[]) expect(text(form)).toContain(`${rate.service}: ${rate.price}`);
  });

  it('shares the API’s per-address budget', async () => {
    const limited = express().use(productRoutes({ estimateProductShipping: { execute: async () => ({ kind: 'rates', rates: [] }) } as never }, { limit: 2, windowMs: 60_000 }), (_req, res) => void res.send('page'));
    expect((await request(limited).post('/api/products/any-product/shipping-estimate').send({ postcode: '3000' })).status).toBe(200);
    expect((await request(limited).get('/products/any-product')).status).toBe(200);
    expect((await request(limited).get('/products/any-product?postcode=3000')).status).toBe(200);
    const refused = await request(limited).get('/en-au/products/any-product?postcode=3000');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY_ESTIMATES, error: { code: 'too_many_requests', message: TOO_MANY_ESTIMATES } });
  });
});
