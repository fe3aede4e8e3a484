import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openBoxUnitVariant } from '../../../src/adapters/embedded/demo-data/open-box';
import { DemoShippingRates, ratesForParcel } from '../../../src/adapters/embedded/demo-shipping-rates';
import { zoneOf } from '../../../src/adapters/embedded/demo-postcode-zones';
import { upstreamBreaker } from '../../../src/adapters/http/json-http-client';
import { MiddlewareShippingRates } from '../../../src/adapters/middleware/middleware-shipping-rates';
import { describeShippingRatesContract, shippingFixtureFrom } from '../../contract/shipping-rates.contract';
import { demoCatalogue, startMiddleware } from './middleware-harness';

const fixture = shippingFixtureFrom(demoCatalogue());

describeShippingRatesContract('DemoShippingRates', async () => ({ port: new DemoShippingRates(demoCatalogue()), close: async () => {} }), fixture);

describeShippingRatesContract(
  'MiddlewareShippingRates on the middleware stand-in',
  async () => {
    const { http, close } = await startMiddleware();
    return { port: new MiddlewareShippingRates(http), close };
  },
  fixture,
);

describe('the demo postcode-zone table', () => {
  it.each([
    ['5000', 'local'], ['5199', 'local'], ['2000', 'metro'], ['0800', 'metro'], ['6000', 'metro'],
    ['2480', 'regional'], ['7250', 'regional'], ['0870', 'remote'], ['6701', 'remote'],
    ['6798', null], ['1001', null], ['8001', null], ['9726', null], ['0100', null], ['abcd', null], ['123', null],
  ])('puts %s in zone %s', (postcode, zone) => {
    expect(zoneOf(postcode)).toBe(zone);
  });

  it.each([
    ['no Express Post to remote areas', '0870', { items: 1, kg: 1, valueCents: 5_000 }, ['Standard Delivery']],
    ['no Express Post over 20 kg', '3000', { items: 1, kg: 25, valueCents: 50_000 }, ['Standard Delivery']],
    ['both services otherwise', '3000', { items: 1, kg: 2, valueCents: 5_000 }, ['Standard Delivery', 'Express Post']],
  ])('offers %s', (_, postcode, parcel, services) => {
    expect(ratesForParcel(postcode, parcel).map((r) => r.serviceName)).toEqual(services);
  });

  it('charges standard delivery for heavy parcels even over $100', () => {
    const [standard] = ratesForParcel('3000', { items: 1, kg: 25, valueCents: 50_000 });
    expect(standard!.totalPriceCents).toBeGreaterThan(0);
  });
});

describe('MiddlewareShippingRates', () => {
  let harness: Awaited<ReturnType<typeof startMiddleware>>;
  let shipping: MiddlewareShippingRates;
  beforeAll(async () => {
    harness = await startMiddleware({ timeoutMs: 300 });
    shipping = new MiddlewareShippingRates(harness.http);
  });
  afterAll(() => harness.close());
  beforeEach(() => harness.middleware.reset());

  it('posts the rate envelope: destination postal code and items with price in cents', async () => {
    await shipping.quote('3000', [{ ...fixture.cheapItem, quantity: 2 }]);
    const [request] = harness.middleware.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/shipping/rates', headers: expect.objectContaining({ 'content-type': 'application/json' }) });
    expect(request?.body).toEqual({ rate: { destination: { postal_code: '3000' }, items: [{ sku: fixture.cheapItem.sku, quantity: 2, price: fixture.cheapItem.priceCents }] } });
  });

  it.each([
    ['HTTP 500', 'not-ok', { kind: 'status', status: 500 } as const],
    ['HTTP 422', 'not-ok', { kind: 'status', status: 422 } as const],
    ['HTTP 404', 'not-ok', { kind: 'status', status: 404 } as const],
    ['malformed JSON', 'network-error', { kind: 'malformed-json' } as const],
    ['rates of another shape', 'network-error', { kind: 'raw', status: 200, contentType: 'application/json', body: '{"rates":[{"service_name":"X","total_price":"12.5"}]}' } as const],
    ['a dropped connection', 'network-error', { kind: 'drop' } as const],
    ['no answer before the deadline', 'network-error', { kind: 'slow', delayMs: 1_000 } as const],
  ])('reads %s as %s, and never retries the POST', async (_, kind, fault) => {
    harness.middleware.fault(fault);
    expect(await shipping.quote('3000', [fixture.cheapItem])).toEqual({ kind });
    expect(harness.middleware.requests).toHaveLength(1);
  });
});

describe('MiddlewareShippingRates behind the circuit breaker (issue 15, observation 10)', () => {
  it.each([
    ['a 500 with an HTML body', { kind: 'raw', status: 500, contentType: 'text/html', body: '<html>Internal Server Error</html>' } as const, 'not-ok'],
    ['a dropped connection', { kind: 'drop' } as const, 'network-error'],
  ])('while calls are held back after %s, answers what the service last said (%s)', async (_, fault, kind) => {
    const harness = await startMiddleware({ breaker: upstreamBreaker('middleware') });
    try {
      const shipping = new MiddlewareShippingRates(harness.http);
      harness.middleware.fault(fault);
      const answers: string[] = [];
      for (let n = 0; n < 8; n += 1) answers.push((await shipping.quote('3000', [fixture.cheapItem])).kind);
      // The breaker opened: fewer calls reached the middleware than were asked for.
      expect(harness.middleware.requests.length).toBeLessThan(8);
      expect(answers).toEqual(Array.from({ length: 8 }, () => kind));
    } finally {
      await harness.close();
    }
  });
});

describe('DemoShippingRates and open-box units', () => {
  it('quotes an open-box unit under its own SKU at the weight of the new item (the checkout of a unit in the cart)', async () => {
    const catalogue = demoCatalogue();
    const product = catalogue.products.find((p) => p.openBoxItems.some((unit) => openBoxUnitVariant(p, unit)))!;
    const unit = product.openBoxItems.find((u) => openBoxUnitVariant(product, u))!;
    const sku = openBoxUnitVariant(product, unit)!.sku;
    const rates = new DemoShippingRates(catalogue);
    const asUnit = await rates.quote('3000', [{ sku, quantity: 1, priceCents: 100_00 }]);
    const asNew = await rates.quote('3000', [{ sku: product.variants[0]!.sku, quantity: 1, priceCents: 100_00 }]);
    expect(asUnit.kind).toBe('ok');
    expect(asUnit).toEqual(asNew);
  });
});
