// What every ShippingRates must do, embedded or over HTTP. The fixture picks postcodes and SKUs
// from the demo rate table, which the middleware stand-in serves too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoCatalogue } from '../../src/adapters/embedded/demo-data/catalogue-types';
import type { ShippingItem, ShippingRates } from '../../src/application/ports';
import type { PortUnderTest } from './inventory.contract';

export interface ShippingFixture {
  /** A light item under $100. */
  cheapItem: ShippingItem;
  /** A light item of $100 or more. */
  dearItem: ShippingItem;
  servedPostcodes: string[];
  /** Postcodes no service delivers to. */
  unservedPostcodes: string[];
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
    servedPostcodes: ['5000', '2000', '3121', '0870'],
    unservedPostcodes: ['6798', '1001', '9999', '0100'],
  };
}

export function describeShippingRatesContract(name: string, make: () => Promise<PortUnderTest<ShippingRates>>, fixture: ShippingFixture): void {
  describe(`${name} honours the ShippingRates contract`, () => {
    let subject: PortUnderTest<ShippingRates>;
    beforeAll(async () => {
      subject = await make();
    });
    afterAll(() => subject?.close());

    it.each(fixture.servedPostcodes)('rates a parcel to %s with named services priced in whole cents', async (postcode) => {
      const answer = await subject.port.quote(postcode, [fixture.cheapItem]);
      expect(answer.kind).toBe('ok');
      const rates = answer.kind === 'ok' ? answer.rates : [];
      expect(rates.length).toBeGreaterThan(0);
      for (const rate of rates) {
        expect(rate.serviceName).not.toBe('');
        expect(Number.isSafeInteger(rate.totalPriceCents) && rate.totalPriceCents > 0).toBe(true);
      }
    });

    it.each(fixture.unservedPostcodes)('has no options for %s, where nobody delivers', async (postcode) => {
      expect(await subject.port.quote(postcode, [fixture.cheapItem])).toEqual({ kind: 'ok', rates: [] });
    });

    it('ships an order of $100 or more free with the standard service', async () => {
      const answer = await subject.port.quote('3000', [fixture.dearItem]);
      expect(answer.kind === 'ok' && answer.rates.some((r) => r.totalPriceCents === 0)).toBe(true);
    });

    it('charges more for more items', async () => {
      const one = await subject.port.quote('3000', [fixture.cheapItem]);
      const three = await subject.port.quote('3000', [{ ...fixture.cheapItem, quantity: 3 }]);
      const cheapest = (a: typeof one) => (a.kind === 'ok' ? Math.min(...a.rates.map((r) => r.totalPriceCents)) : NaN);
      expect(cheapest(three)).toBeGreaterThan(cheapest(one));
    });

    it('refuses items it does not know rather than guessing a price', async () => {
      expect(await subject.port.quote('3000', [{ sku: 'NO-SUCH-SKU', quantity: 1, priceCents: 1000 }])).toEqual({ kind: 'not-ok' });
    });
  });
}
