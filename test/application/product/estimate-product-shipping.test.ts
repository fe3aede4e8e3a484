import { describe, expect, it } from 'vitest';
import { EstimateProductShipping } from '../../../src/application/product/estimate-product-shipping';
import type { OpenBoxItems } from '../../../src/application/ports';
import type { OpenBoxUnit } from '../../../src/domain/catalogue/product';
import { localeByKey } from '../../../src/domain/locale';
import { NO_SHIPPING_OPTIONS, SHIPPING_RATES_FAILED, type RatesResponse } from '../../../src/domain/product-shipping';
import { POSTCODE_INVALID } from '../../../src/domain/shipping-destination';
import { aProduct, failing, FakeCatalog, FakeShippingRates, RecordingEventLog } from './product-fakes';

const AU = localeByKey('en-au');
const product = aProduct({
  variants: [
    { id: 'gid://shopify/ProductVariant/11', sku: 'FEN-0001', title: 'Black', price: { amount: '1299.00', currencyCode: 'AUD' }, selectedOptions: [], availableForSale: true },
    { id: 'gid://shopify/ProductVariant/12', sku: 'FEN-0002', title: 'Red', price: { amount: '1349.50', currencyCode: 'AUD' }, selectedOptions: [], availableForSale: true },
  ],
});

const unit = (number: string, price: number): OpenBoxUnit => ({
  number,
  warehouseName: 'Melbourne',
  warehouseCode: '51',
  price,
  newPrice: 1299,
  shopifyVariantId: `9${number.slice(-1)}`,
  condition: 'As new',
  originalBox: true,
  allAccessories: true,
  comments: '',
});

/** Open-box units by product id; a function to fail the lookup. */
class FakeOpenBox implements OpenBoxItems {
  readonly asked: string[] = [];
  constructor(private readonly units: Record<string, OpenBoxUnit[]> | (() => Promise<never>) = {}) {}
  async forProduct(productId: string): Promise<OpenBoxUnit[]> {
    this.asked.push(productId);
    return typeof this.units === 'function' ? this.units() : (this.units[productId] ?? []);
  }
}

function estimator(answer: RatesResponse | (() => Promise<never>), openBox = new FakeOpenBox()) {
  const shipping = new FakeShippingRates(answer);
  const log = new RecordingEventLog();
  return { shipping, log, estimate: new EstimateProductShipping(new FakeCatalog([product]), shipping, log, openBox) };
}

const request = { handle: product.handle, quantity: 1, postcode: '3000', country: 'AU', locale: AU } as const;

describe('EstimateProductShipping', () => {
  it('quotes the variant at its catalogue price in cents and lists the rates cheapest first', async () => {
    const { shipping, estimate } = estimator({ kind: 'ok', rates: [{ serviceName: 'Express', totalPriceCents: 1595 }, { serviceName: 'Standard', totalPriceCents: 0 }] });
    const outcome = await estimate.execute({ ...request, sku: 'fen-0002', quantity: 2, postcode: ' 3000 ' });
    expect(outcome).toEqual({ kind: 'rates', rates: [{ serviceName: 'Standard', totalPriceCents: 0 }, { serviceName: 'Express', totalPriceCents: 1595 }] });
    expect(shipping.quotes).toEqual([{ country: 'AU', postcode: '3000', items: [{ sku: 'FEN-0002', quantity: 2, priceCents: 134950 }] }]);
  });

  it.each([
    ['US', '10001-1234', '10001-1234'],
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['NO', '0150', '0150'],
  ] as const)("quotes the market's own country: %s %j goes to the carrier as %j", async (country, postcode, sent) => {
    const { shipping, estimate } = estimator({ kind: 'ok', rates: [{ serviceName: 'Standard', totalPriceCents: 1895 }] });
    expect(await estimate.execute({ ...request, country, postcode })).toEqual({ kind: 'rates', rates: [{ serviceName: 'Standard', totalPriceCents: 1895 }] });
    expect(shipping.quotes).toEqual([{ country, postcode: sent, items: [{ sku: 'FEN-0001', quantity: 1, priceCents: 129900 }] }]);
  });

  it.each([
    ['US', '3000', 'Please enter a valid ZIP code: 5 digits, or ZIP+4 such as 10001-1234.'],
    ['GB', '3000', 'Please enter a valid UK postcode, such as SW1A 1AA.'],
    ['NO', '03000', 'Please enter a valid 4-digit Norwegian postcode.'],
  ] as const)("refuses what is no postcode in %s (%j) with that country's message", async (country, postcode, message) => {
    const { shipping, estimate } = estimator({ kind: 'ok', rates: [] });
    expect(await estimate.execute({ ...request, country, postcode })).toEqual({ kind: 'invalid-postcode', message });
    expect(shipping.quotes).toEqual([]);
  });

  it.each(['300', '30000', 'abcd', '', '3'.repeat(10_240)])('refuses the postcode %j without asking for rates', async (postcode) => {
    const { shipping, estimate } = estimator({ kind: 'ok', rates: [] });
    expect(await estimate.execute({ ...request, postcode })).toEqual({ kind: 'invalid-postcode', message: POSTCODE_INVALID });
    expect(shipping.quotes).toEqual([]);
  });

  it.each([
    ['no rates', { kind: 'ok', rates: [] } as RatesResponse, NO_SHIPPING_OPTIONS, 'ok'],
    ['a refusal', { kind: 'not-ok' } as RatesResponse, NO_SHIPPING_OPTIONS, 'not-ok'],
    ['a network error', { kind: 'network-error' } as RatesResponse, SHIPPING_RATES_FAILED, 'network-error'],
    ['a thrown error', failing(), SHIPPING_RATES_FAILED, 'network-error'],
  ])('answers the spec’s message for %s', async (_, answer, message, cause) => {
    const { estimate } = estimator(answer);
    expect(await estimate.execute(request)).toEqual({ kind: 'unavailable', message, cause });
  });

  it.each([
    ['an unknown handle', { handle: 'nope' }],
    ['a SKU of another product', { sku: 'NOT-THIS-ONE' }],
  ])('answers unknown-product for %s', async (_, change) => {
    const { shipping, estimate } = estimator({ kind: 'ok', rates: [] });
    expect(await estimate.execute({ ...request, ...change })).toEqual({ kind: 'unknown-product' });
    expect(shipping.quotes).toEqual([]);
  });

  describe('in open-box mode', () => {
    const units = { [product.productId]: [unit('OB0000011', 849.99), unit('OB0000012', 999)] };

    it('quotes the chosen unit at its open-box price, not the new-stock price', async () => {
      const openBox = new FakeOpenBox(units);
      const { shipping, estimate } = estimator({ kind: 'ok', rates: [{ serviceName: 'Standard', totalPriceCents: 2500 }] }, openBox);
      const outcome = await estimate.execute({ ...request, openBoxUnit: ' ob0000012 ' });
      expect(outcome).toEqual({ kind: 'rates', rates: [{ serviceName: 'Standard', totalPriceCents: 2500 }] });
      expect(openBox.asked).toEqual([product.productId]);
      expect(shipping.quotes).toEqual([{ country: 'AU', postcode: '3000', items: [{ sku: 'FEN-0001', quantity: 1, priceCents: 99900 }] }]);
    });

    it('keeps the cents of a unit price', async () => {
      const { shipping, estimate } = estimator({ kind: 'ok', rates: [{ serviceName: 'Standard', totalPriceCents: 2500 }] }, new FakeOpenBox(units));
      await estimate.execute({ ...request, openBoxUnit: 'OB0000011' });
      expect(shipping.quotes[0]!.items[0]!.priceCents).toBe(84999);
    });

    it('answers unknown-product for a unit the product does not have, without asking for rates', async () => {
      const { shipping, estimate } = estimator({ kind: 'ok', rates: [] }, new FakeOpenBox(units));
      expect(await estimate.execute({ ...request, openBoxUnit: 'OB9999999' })).toEqual({ kind: 'unknown-product' });
      expect(shipping.quotes).toEqual([]);
    });

    it('answers the network message and logs when the open-box lookup fails', async () => {
      const { shipping, log, estimate } = estimator({ kind: 'ok', rates: [] }, new FakeOpenBox(failing()));
      expect(await estimate.execute({ ...request, openBoxUnit: 'OB0000011' })).toEqual({ kind: 'unavailable', message: SHIPPING_RATES_FAILED, cause: 'network-error' });
      expect(shipping.quotes).toEqual([]);
      expect(log.warnings.map((w) => w.message)).toEqual(['open-box lookup for a shipping estimate failed']);
    });

    it('does not look up open-box units without a unit', async () => {
      const openBox = new FakeOpenBox(units);
      const { shipping, estimate } = estimator({ kind: 'ok', rates: [{ serviceName: 'Standard', totalPriceCents: 0 }] }, openBox);
      await estimate.execute(request);
      expect(openBox.asked).toEqual([]);
      expect(shipping.quotes[0]!.items[0]!.priceCents).toBe(129900);
    });
  });
});
