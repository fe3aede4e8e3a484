import { describe, expect, it } from 'vitest';
import { LoadListingRentalRates } from '../../../src/application/search/load-listing-rental-rates';
import type { RentRate } from '../../../src/domain/catalogue/product';
import { FakeRentalRates, RecordingEventLog } from '../product/product-fakes';

const PIANO: RentRate = { id: 'r1', rate: 25.5, rentNowUrl: 'https://rent.example/apply?product=piano' };
const DRUMS: RentRate = { id: 'r2', rate: 12, rentNowUrl: 'https://rent.example/apply?product=drums' };

/** The rental service: rates for the piano and the drums, keyed by bare product URL; every call recorded. */
const KNOWN = new Map([
  ['https://shop.example/products/piano', PIANO],
  ['https://shop.example/products/drums', DRUMS],
]);
class FakeRental extends FakeRentalRates {
  constructor(fail = false) {
    super((url) => KNOWN.get(url), fail);
  }
}

describe('LoadListingRentalRates', () => {
  it('asks the service once for every product of the listing and answers by the page URLs given', async () => {
    const rental = new FakeRental();
    const urls = ['https://shop.example/products/piano', 'https://shop.example/products/guitar', 'https://shop.example/products/drums/'];
    const rates = await new LoadListingRentalRates(rental, new RecordingEventLog()).execute(urls);
    expect(rental.asked).toEqual([['https://shop.example/products/piano', 'https://shop.example/products/guitar', 'https://shop.example/products/drums']]);
    expect([...rates]).toEqual([
      ['https://shop.example/products/piano', PIANO],
      ['https://shop.example/products/drums/', DRUMS],
    ]);
  });

  it('never asks about an open-box URL (obx=) and sends the same product once', async () => {
    const rental = new FakeRental();
    const rates = await new LoadListingRentalRates(rental, new RecordingEventLog()).execute([
      'https://shop.example/products/piano?obx=1',
      'https://shop.example/products/drums',
      'https://shop.example/products/drums?variant=2',
    ]);
    expect(rental.asked).toEqual([['https://shop.example/products/drums']]);
    expect([...rates.keys()]).toEqual(['https://shop.example/products/drums', 'https://shop.example/products/drums?variant=2']);
  });

  it.each([
    ['an empty listing', []],
    ['a listing of open-box pages only', ['https://shop.example/products/piano?obx=1']],
  ])('makes no call for %s', async (_, urls) => {
    const rental = new FakeRental();
    expect((await new LoadListingRentalRates(rental, new RecordingEventLog()).execute(urls)).size).toBe(0);
    expect(rental.asked).toEqual([]);
  });

  it('answers no offers and only logs when the service fails', async () => {
    const log = new RecordingEventLog();
    const rates = await new LoadListingRentalRates(new FakeRental(true), log).execute(['https://shop.example/products/piano', 'https://shop.example/products/drums']);
    expect(rates.size).toBe(0);
    expect(log.warnings).toEqual([{ details: { urls: 2, error: 'boom', errorName: 'Error', code: 'UpstreamTimeout' }, message: expect.stringMatching(/^listing rental-rate lookup failed/) }]);
  });
});
