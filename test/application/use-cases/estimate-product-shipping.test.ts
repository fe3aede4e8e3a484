import { describe, expect, it } from 'vitest';
import { EstimateProductShipping } from '../../../src/application/use-cases/estimate-product-shipping';
import { localeByKey } from '../../../src/domain/locale';
import { NO_SHIPPING_OPTIONS, POSTCODE_INVALID, SHIPPING_RATES_FAILED, type RatesResponse } from '../../../src/domain/product-shipping';
import { aProduct, failing, FakeCatalog, FakeShippingRates, RecordingEventLog } from './product-fakes';

const AU = localeByKey('en-au');
const product = aProduct({
  variants: [
    { id: 'gid://shopify/ProductVariant/11', sku: 'FEN-0001', title: 'Black', price: { amount: '1299.00', currencyCode: 'AUD' }, selectedOptions: [], availableForSale: true },
    { id: 'gid://shopify/ProductVariant/12', sku: 'FEN-0002', title: 'Red', price: { amount: '1349.50', currencyCode: 'AUD' }, selectedOptions: [], availableForSale: true },
  ],
});

function estimator(answer: RatesResponse | (() => Promise<never>)) {
  const shipping = new FakeShippingRates(answer);
  const log = new RecordingEventLog();
  return { shipping, log, estimate: new EstimateProductShipping(new FakeCatalog([product]), shipping, log) };
}

const request = { handle: product.handle, quantity: 1, postcode: '3000', locale: AU };

describe('EstimateProductShipping', () => {
  it('quotes the variant at its catalogue price in cents and lists the rates cheapest first', async () => {
    const { shipping, estimate } = estimator({ kind: 'ok', rates: [{ serviceName: 'Express', totalPriceCents: 1595 }, { serviceName: 'Standard', totalPriceCents: 0 }] });
    const outcome = await estimate.execute({ ...request, sku: 'fen-0002', quantity: 2, postcode: ' 3000 ' });
    expect(outcome).toEqual({ kind: 'rates', rates: [{ serviceName: 'Standard', totalPriceCents: 0 }, { serviceName: 'Express', totalPriceCents: 1595 }] });
    expect(shipping.quotes).toEqual([{ postcode: '3000', items: [{ sku: 'FEN-0002', quantity: 2, priceCents: 134950 }] }]);
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
});
