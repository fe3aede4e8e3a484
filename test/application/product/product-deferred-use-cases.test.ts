import { describe, expect, it } from 'vitest';
import type { OpenBoxItems, OpenBoxSales, RelatedProducts } from '../../../src/application/ports';
import { LoadOpenBoxItems } from '../../../src/application/product/load-open-box-items';
import { LoadRelatedProducts } from '../../../src/application/product/load-related-products';
import { LoadRentalOffer } from '../../../src/application/product/load-rental-offer';
import type { OpenBoxUnit, RentRate } from '../../../src/domain/catalogue/product';
import { localeByKey } from '../../../src/domain/locale';
import { failing, FakeRentalRates, RecordingEventLog } from './product-fakes';

const RATE: RentRate = { id: 'r1', rate: 25.5, rentNowUrl: 'https://rent.example/apply' };

class FakeRental extends FakeRentalRates {
  constructor(fail = false) {
    super((url) => (url.endsWith('/products/piano') ? RATE : undefined), fail);
  }
}

describe('LoadRentalOffer', () => {
  it.each([
    ['https://shop.example/products/piano', [['https://shop.example/products/piano']], RATE],
    ['https://shop.example/products/piano/?variant=2', [['https://shop.example/products/piano']], RATE],
    ['https://shop.example/products/guitar', [['https://shop.example/products/guitar']], null],
    ['https://shop.example/products/piano?obx=1', [], null],
  ])('for %s asks %j and offers %j', async (url, asked, offer) => {
    const rental = new FakeRental();
    expect(await new LoadRentalOffer(rental, new RecordingEventLog()).execute(url)).toEqual(offer);
    expect(rental.asked).toEqual(asked);
  });

  it('offers nothing and logs when the service fails', async () => {
    const log = new RecordingEventLog();
    expect(await new LoadRentalOffer(new FakeRental(true), log).execute('https://shop.example/products/piano')).toBeNull();
    expect(log.warnings[0]?.message).toMatch(/rental-rate lookup failed/);
  });
});

const NONE_SOLD: OpenBoxSales = { soldUnits: async () => new Set() };

describe('LoadOpenBoxItems and LoadRelatedProducts', () => {
  const unit = { number: 'OB1' } as OpenBoxUnit;

  it('leaves out a unit an order has taken, though the open-box data still lists it', async () => {
    const other = { number: 'OB2' } as OpenBoxUnit;
    const openBox: OpenBoxItems = { forProduct: async () => [unit, other] };
    const sales: OpenBoxSales = { soldUnits: async (numbers) => new Set(numbers.filter((n) => n === 'OB1')) };
    expect(await new LoadOpenBoxItems(openBox, new RecordingEventLog(), sales).execute('SKU-1')).toEqual([other]);
  });

  it('pass the port’s answer through', async () => {
    const openBox: OpenBoxItems = { forProduct: async (id) => (id === 'SKU-1' ? [unit] : []) };
    expect(await new LoadOpenBoxItems(openBox, new RecordingEventLog(), NONE_SOLD).execute('SKU-1')).toEqual([unit]);
  });

  it('fall back to empty lists and log, never throwing', async () => {
    const log = new RecordingEventLog();
    const openBox: OpenBoxItems = { forProduct: failing() };
    const related: RelatedProducts = { forProduct: failing() };
    expect(await new LoadOpenBoxItems(openBox, log, NONE_SOLD).execute('SKU-1')).toEqual([]);
    expect(await new LoadRelatedProducts(related, log).execute('gid://shopify/Product/1', localeByKey('en-au'))).toEqual([]);
    expect(log.warnings.map((w) => w.message)).toEqual([expect.stringMatching(/^open-box lookup failed/), expect.stringMatching(/^related-products lookup failed/)]);
  });
});
