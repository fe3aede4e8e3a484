// What every RentalRates must do, embedded or over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoCatalogue } from '../../src/adapters/embedded/demo-data/catalogue-types';
import type { RentalRates } from '../../src/application/ports';
import type { PortUnderTest } from './inventory.contract';

export interface RentalFixture {
  rentable: { url: string; id: string; rate: number }[];
  notRentable: string;
}

export const SHOP_ORIGIN = 'https://www.backlinemusic.com.au';

export function rentalFixtureFrom(catalogue: DemoCatalogue): RentalFixture {
  const rentable = catalogue.products.filter((p) => p.rentalRate !== null).slice(0, 2);
  const plain = catalogue.products.find((p) => p.rentalRate === null)!;
  return {
    rentable: rentable.map((p) => ({ url: `${SHOP_ORIGIN}/products/${p.handle}`, id: p.rentalRate!.id, rate: Number(p.rentalRate!.rate) })),
    notRentable: `${SHOP_ORIGIN}/products/${plain.handle}`,
  };
}

export function describeRentalRatesContract(name: string, make: () => Promise<PortUnderTest<RentalRates>>, fixture: RentalFixture): void {
  describe(`${name} honours the RentalRates contract`, () => {
    let subject: PortUnderTest<RentalRates>;
    beforeAll(async () => {
      subject = await make();
    });
    afterAll(() => subject?.close());

    it('maps each rentable product URL to its id, weekly rate and apply link', async () => {
      const rates = await subject.port.ratesFor(fixture.rentable.map((r) => r.url));
      expect([...rates.keys()]).toEqual(fixture.rentable.map((r) => r.url));
      for (const expected of fixture.rentable) {
        const rate = rates.get(expected.url);
        expect(rate).toMatchObject({ id: expected.id, rate: expected.rate });
        expect(rate?.rentNowUrl).toMatch(/^https?:\/\//);
      }
    });

    it('leaves out products that cannot be rented', async () => {
      const [first] = fixture.rentable;
      const rates = await subject.port.ratesFor([fixture.notRentable, first!.url]);
      expect([...rates.keys()]).toEqual([first!.url]);
    });

    it('answers an empty map for no URLs', async () => {
      expect((await subject.port.ratesFor([])).size).toBe(0);
    });
  });
}
