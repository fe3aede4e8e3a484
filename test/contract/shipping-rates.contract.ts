// What every ShippingRates must do, embedded or over HTTP. The fixture picks destinations and SKUs
// from the demo rate tables (one per country the markets ship to), which the middleware stand-in
// serves too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoCatalogue } from '../../src/adapters/embedded/demo-data/catalogue-types';
import type { ShippingItem, ShippingRates } from '../../src/application/ports';
import type { ShippingDestination } from '../../src/domain/shipping-destination';
import type { PortUnderTest } from './inventory.contract';

export interface ShippingFixture {
  /** A light item under $100. */
  cheapItem: ShippingItem;
  /** A light item of $100 or more. */
  dearItem: ShippingItem;
  served: ShippingDestination[];
  /** Destinations no service delivers to. */
  unserved: ShippingDestination[];
}

export function shippingFixtureFrom(catalogue: DemoCatalogue): ShippingFixture {
  const light = catalogue.products.filter((p) => p.status === 'active' && p.weightKg < 5);
  const item = (price: (cents: number) => boolean): ShippingItem => {
    const product = light.find((p) => price(p.variants[0]!.prices.AUD.price))!;
    return { sku: product.variants[0]!.sku, quantity: 1, priceCents: product.variants[0]!.prices.AUD.price };
  };
  return {
    cheapItem: item((c) => c < 5_000),
    dearItem: item((c) => c >= 15_000),
    served: [
      ...['5000', '2000', '3121', '0870'].map((postcode) => ({ country: 'AU' as const, postcode })),
      ...['10001', '10001-1234', '60601', '90210'].map((postcode) => ({ country: 'US' as const, postcode })),
      ...['SW1A 1AA', 'M1 1AE', 'HS1 2AA'].map((postcode) => ({ country: 'GB' as const, postcode })),
      ...['0150', '5003', '9008'].map((postcode) => ({ country: 'NO' as const, postcode })),
    ],
    unserved: [
      ...['6798', '1001', '9999', '0100'].map((postcode) => ({ country: 'AU' as const, postcode })),
      ...['99501', '96813', '00901'].map((postcode) => ({ country: 'US' as const, postcode })),
      ...['JE2 3AB', 'IM1 1AA'].map((postcode) => ({ country: 'GB' as const, postcode })),
      ...['9170'].map((postcode) => ({ country: 'NO' as const, postcode })),
      // One country's postcode is no postcode in another.
      { country: 'GB', postcode: '3000' },
      { country: 'US', postcode: '3000' },
      { country: 'AU', postcode: '10001' },
    ],
  };
}

const MELBOURNE: ShippingDestination = { country: 'AU', postcode: '3000' };

export function describeShippingRatesContract(name: string, make: () => Promise<PortUnderTest<ShippingRates>>, fixture: ShippingFixture): void {
  describe(`${name} honours the ShippingRates contract`, () => {
    let subject: PortUnderTest<ShippingRates>;
    beforeAll(async () => {
      subject = await make();
    });
    afterAll(() => subject?.close());

    it.each(fixture.served)('rates a parcel to $country $postcode with named services priced in whole cents', async (destination) => {
      const answer = await subject.port.quote(destination, [fixture.cheapItem]);
      expect(answer.kind).toBe('ok');
      const rates = answer.kind === 'ok' ? answer.rates : [];
      expect(rates.length).toBeGreaterThan(0);
      for (const rate of rates) {
        expect(rate.serviceName).not.toBe('');
        expect(Number.isSafeInteger(rate.totalPriceCents) && rate.totalPriceCents > 0).toBe(true);
      }
    });

    it.each(fixture.unserved)('has no options for $country $postcode, where nobody delivers', async (destination) => {
      expect(await subject.port.quote(destination, [fixture.cheapItem])).toEqual({ kind: 'ok', rates: [] });
    });

    it('rates the same parcel by its destination country: each country its own table', async () => {
      const cheapest = async (destination: ShippingDestination) => {
        const answer = await subject.port.quote(destination, [fixture.cheapItem]);
        return answer.kind === 'ok' ? Math.min(...answer.rates.map((r) => r.totalPriceCents)) : NaN;
      };
      // The first item's standard rate, in AUD cents: Melbourne, New York, London, Oslo.
      expect(await cheapest({ country: 'AU', postcode: '3000' })).toBe(1095);
      expect(await cheapest({ country: 'US', postcode: '10001' })).toBe(2295);
      expect(await cheapest({ country: 'GB', postcode: 'SW1A 1AA' })).toBe(1495);
      expect(await cheapest({ country: 'NO', postcode: '0150' })).toBe(1895);
    });

    it('ships an order of $100 or more free with the standard service', async () => {
      const answer = await subject.port.quote(MELBOURNE, [fixture.dearItem]);
      expect(answer.kind === 'ok' && answer.rates.some((r) => r.totalPriceCents === 0)).toBe(true);
    });

    it('charges more for more items', async () => {
      const one = await subject.port.quote(MELBOURNE, [fixture.cheapItem]);
      const three = await subject.port.quote(MELBOURNE, [{ ...fixture.cheapItem, quantity: 3 }]);
      const cheapest = (a: typeof one) => (a.kind === 'ok' ? Math.min(...a.rates.map((r) => r.totalPriceCents)) : NaN);
      expect(cheapest(three)).toBeGreaterThan(cheapest(one));
    });

    it('refuses items it does not know rather than guessing a price', async () => {
      expect(await subject.port.quote(MELBOURNE, [{ sku: 'NO-SUCH-SKU', quantity: 1, priceCents: 1000 }])).toEqual({ kind: 'not-ok' });
    });
  });
}
