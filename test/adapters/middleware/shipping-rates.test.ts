import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openBoxUnitVariant } from '../../../src/adapters/embedded/demo-data/open-box';
import { DemoShippingRates, ratesForParcel } from '../../../src/adapters/embedded/demo-shipping-rates';
import { zoneOf } from '../../../src/adapters/embedded/demo-postcode-zones';
import { upstreamBreaker } from '../../../src/adapters/http/json-http-client';
import { MiddlewareShippingRates } from '../../../src/adapters/middleware/middleware-shipping-rates';
import { describeShippingRatesContract, shippingFixtureFrom } from '../../contract/shipping-rates.contract';
import { demoCatalogue, startMiddleware } from './middleware-harness';

const fixture = shippingFixtureFrom(demoCatalogue());
const MELBOURNE = { country: 'AU', postcode: '3000' } as const;

describeShippingRatesContract('DemoShippingRates', async () => ({ port: new DemoShippingRates(demoCatalogue()), close: async () => {} }), fixture);

describeShippingRatesContract(
  'MiddlewareShippingRates on the middleware stand-in',
  async () => {
    const { http, close } = await startMiddleware();
    return { port: new MiddlewareShippingRates(http), close };
  },
  fixture,
);

describe('the demo postcode-zone tables', () => {
  it.each([
    ['AU', '5000', 'local'], ['AU', '5199', 'local'], ['AU', '2000', 'metro'], ['AU', '0800', 'metro'], ['AU', '6000', 'metro'],
    ['AU', '2480', 'regional'], ['AU', '7250', 'regional'], ['AU', '0870', 'remote'], ['AU', '6701', 'remote'],
    ['AU', '6798', null], ['AU', '1001', null], ['AU', '8001', null], ['AU', '9726', null], ['AU', '0100', null], ['AU', 'abcd', null], ['AU', '123', null],
    ['US', '10001', 'metro'], ['US', '39901', 'metro'], ['US', '40001', 'regional'], ['US', '79999', 'regional'], ['US', '80001', 'remote'], ['US', '90210-1234', 'remote'],
    ['US', '00901', null], ['US', '09001', null], ['US', '34001', null], ['US', '96813', null], ['US', '99501', null], ['US', '9021', null], ['US', '3000', null],
    ['GB', 'SW1A 1AA', 'metro'], ['GB', 'M1 1AE', 'metro'], ['GB', 'BT1 1AA', 'remote'], ['GB', 'HS1 2AA', 'remote'], ['GB', 'ZE1 0AA', 'remote'],
    ['GB', 'JE2 3AB', null], ['GB', 'GY1 1AA', null], ['GB', 'IM1 1AA', null], ['GB', '3000', null], ['GB', 'SW1A1AA', null],
    ['NO', '0150', 'metro'], ['NO', '1299', 'metro'], ['NO', '1300', 'regional'], ['NO', '8999', 'regional'], ['NO', '9000', 'remote'], ['NO', '9169', 'remote'], ['NO', '9180', 'remote'],
    ['NO', '9170', null], ['NO', '9179', null], ['NO', '150', null], ['NO', 'SW1A 1AA', null],
  ] as const)('puts %s %s in zone %s', (country, postcode, zone) => {
    expect(zoneOf({ country, postcode })).toBe(zone);
  });

  it.each([
    ['no Express Post to remote areas', { country: 'AU', postcode: '0870' }, { items: 1, kg: 1, valueCents: 5_000 }, ['Standard Delivery']],
    ['no Express Post to the Scottish islands', { country: 'GB', postcode: 'HS1 2AA' }, { items: 1, kg: 1, valueCents: 5_000 }, ['Standard Delivery']],
    ['no Express Post over 20 kg', MELBOURNE, { items: 1, kg: 25, valueCents: 50_000 }, ['Standard Delivery']],
    ['both services otherwise', MELBOURNE, { items: 1, kg: 2, valueCents: 5_000 }, ['Standard Delivery', 'Express Post']],
  ] as const)('offers %s', (_, destination, parcel, services) => {
    expect(ratesForParcel(destination, parcel).map((r) => r.serviceName)).toEqual(services);
  });

  // The grand piano of the checkout-markets tests: 411.97 kg, 407 kg over the first 5 (AUD cents).
  it.each([
    [{ country: 'AU', postcode: '3000' }, 1095 + 407 * 90],
    [{ country: 'US', postcode: '10001' }, 2295 + 407 * 180],
    [{ country: 'US', postcode: '90210' }, 2495 + 407 * 200],
    [{ country: 'GB', postcode: 'SW1A 1AA' }, 1495 + 407 * 120],
    [{ country: 'NO', postcode: '0150' }, 1895 + 407 * 150],
  ] as const)('a 411.97 kg parcel to %j costs %i AUD cents standard', (destination, cents) => {
    expect(ratesForParcel(destination, { items: 1, kg: 411.97, valueCents: 4_299_900 })).toEqual([{ serviceName: 'Standard Delivery', totalPriceCents: cents }]);
  });

  it('charges standard delivery for heavy parcels even over $100', () => {
    const [standard] = ratesForParcel(MELBOURNE, { items: 1, kg: 25, valueCents: 50_000 });
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

  it('posts the rate envelope: destination country and postal code, and items with price in cents', async () => {
    await shipping.quote(MELBOURNE, [{ ...fixture.cheapItem, quantity: 2 }]);
    const [request] = harness.middleware.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/shipping/rates', headers: expect.objectContaining({ 'content-type': 'application/json' }) });
    expect(request?.body).toEqual({ rate: { destination: { country: 'AU', postal_code: '3000' }, items: [{ sku: fixture.cheapItem.sku, quantity: 2, price: fixture.cheapItem.priceCents }] } });
  });

  it("names the market's country beside the postcode as written there: GB and 'SW1A 1AA'", async () => {
    await shipping.quote({ country: 'GB', postcode: 'SW1A 1AA' }, [fixture.cheapItem]);
    expect((harness.middleware.requests[0]?.body as { rate: { destination: unknown } }).rate.destination).toEqual({ country: 'GB', postal_code: 'SW1A 1AA' });
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
    expect(await shipping.quote(MELBOURNE, [fixture.cheapItem])).toEqual({ kind });
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
      for (let n = 0; n < 8; n += 1) answers.push((await shipping.quote(MELBOURNE, [fixture.cheapItem])).kind);
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
    const asUnit = await rates.quote(MELBOURNE, [{ sku, quantity: 1, priceCents: 100_00 }]);
    const asNew = await rates.quote(MELBOURNE, [{ sku: product.variants[0]!.sku, quantity: 1, priceCents: 100_00 }]);
    expect(asUnit.kind).toBe('ok');
    expect(asUnit).toEqual(asNew);
  });
});
