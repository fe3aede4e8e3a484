import { describe, expect, it } from 'vitest';
import { cartShipping, cartShippingAmounts } from '../../src/domain/cart-shipping';
import { localeByKey } from '../../src/domain/locale';
import { audMinorUnitsOf, marketAmount, marketMinorUnitsOfAud } from '../../src/domain/market-amounts';
import { money } from '../../src/domain/money';
import { paymentBands, paymentOptions } from '../../src/domain/payment-options';
import { productShipping } from '../../src/domain/product-shipping';

// AUD and USD keep the spec's dollars; GBP and NOK are those dollars at the demo price lists' rates
// (src/adapters/embedded/demo-data/pricing.ts: GBP 0.52, NOK 7.05).
const line = { merchandise: { id: 'v', title: 'SKU', selectedOptions: [], product: { id: 'gid://shopify/Product/1', handle: 'h', title: 't', isHeavy: false } } };

describe('spec dollars per currency', () => {
  it.each([
    { currency: 'AUD', dollars: 100, expected: 100 },
    { currency: 'USD', dollars: 100, expected: 100 },
    { currency: 'GBP', dollars: 100, expected: 52 },
    { currency: 'NOK', dollars: 100, expected: 705 },
    { currency: 'GBP', dollars: 5, expected: 2.6 },
    { currency: 'NOK', dollars: 5, expected: 35.25 },
    { currency: 'nok', dollars: 30, expected: 211.5 },
    { currency: 'EUR', dollars: 100, expected: 100 },
  ])('$dollars spec dollars are $expected $currency', ({ currency, dollars, expected }) => {
    expect(marketAmount(dollars, currency)).toBe(expected);
  });
});

describe('Free shipping from $100, else $5.00, in each currency', () => {
  it.each([
    { currency: 'AUD', freeFrom: 100_00, flatFee: 5_00 },
    { currency: 'USD', freeFrom: 100_00, flatFee: 5_00 },
    { currency: 'GBP', freeFrom: 52_00, flatFee: 2_60 },
    { currency: 'NOK', freeFrom: 705_00, flatFee: 35_25 },
  ])('$currency: free from $freeFrom, flat fee $flatFee (minor units)', ({ currency, freeFrom, flatFee }) => {
    expect(cartShippingAmounts(currency)).toEqual({ freeFrom, flatFee });
  });

  it.each([
    { key: 'en-us', currency: 'USD', subtotal: '99.99', expected: { kind: 'flat', fee: { amount: '5.00', currencyCode: 'USD' }, label: '$5.00', banner: 'Add $0.01 to get free shipping!' } },
    { key: 'en-us', currency: 'USD', subtotal: '100.00', expected: { kind: 'free', label: 'Free' } },
    { key: 'en-gb', currency: 'GBP', subtotal: '51.99', expected: { kind: 'flat', fee: { amount: '2.60', currencyCode: 'GBP' }, label: '£2.60', banner: 'Add £0.01 to get free shipping!' } },
    { key: 'en-gb', currency: 'GBP', subtotal: '52.00', expected: { kind: 'free', label: 'Free' } },
    { key: 'en-gb', currency: 'GBP', subtotal: '100.00', expected: { kind: 'free', label: 'Free' } },
    { key: 'en-no', currency: 'NOK', subtotal: '100.00', expected: { kind: 'flat', fee: { amount: '35.25', currencyCode: 'NOK' }, label: '35,25\u00a0kr', banner: 'Add 605\u00a0kr to get free shipping!' } },
    { key: 'en-no', currency: 'NOK', subtotal: '704.99', expected: { kind: 'flat', fee: { amount: '35.25', currencyCode: 'NOK' }, label: '35,25\u00a0kr', banner: 'Add 0,01\u00a0kr to get free shipping!' } },
    { key: 'en-no', currency: 'NOK', subtotal: '705.00', expected: { kind: 'free', label: 'Free' } },
  ] as const)('$currency $subtotal: $expected.kind', ({ key, currency, subtotal, expected }) => {
    expect(cartShipping(money(subtotal, currency), [line], localeByKey(key))).toEqual(expected);
  });
});

describe('Product shipping label: 100 or more ships free, in each currency', () => {
  it.each([
    { currency: 'USD', price: 99.99, label: 'Express Post' },
    { currency: 'USD', price: 100, label: 'Free Shipping' },
    { currency: 'GBP', price: 51.99, label: 'Express Post' },
    { currency: 'GBP', price: 52, label: 'Free Shipping' },
    { currency: 'NOK', price: 704.99, label: 'Express Post' },
    { currency: 'NOK', price: 705, label: 'Free Shipping' },
  ])('$currency $price: $label', ({ currency, price, label }) => {
    expect(productShipping(price, false, currency).label).toBe(label);
  });
});

describe('Payment-option bands in each currency', () => {
  it.each([
    { currency: 'AUD', bands: { afterpay: { min: 30, max: 3000 }, paypal: { min: 30, max: 2000 }, zip: { monthlyFrom: 500, weeklyFrom: 10 } } },
    { currency: 'USD', bands: { afterpay: { min: 30, max: 3000 }, paypal: { min: 30, max: 2000 }, zip: { monthlyFrom: 500, weeklyFrom: 10 } } },
    { currency: 'GBP', bands: { afterpay: { min: 15.6, max: 1560 }, paypal: { min: 15.6, max: 1040 }, zip: { monthlyFrom: 260, weeklyFrom: 5.2 } } },
    { currency: 'NOK', bands: { afterpay: { min: 211.5, max: 21150 }, paypal: { min: 211.5, max: 14100 }, zip: { monthlyFrom: 3525, weeklyFrom: 70.5 } } },
  ])('$currency', ({ currency, bands }) => {
    expect(paymentBands(currency)).toEqual(bands);
  });

  it.each([
    { currency: 'GBP', price: 15.59, afterpay: null, paypal: null, zip: { kind: 'weekly', fromPerWeek: 5.2 } },
    { currency: 'GBP', price: 15.6, afterpay: { instalment: 3.9 }, paypal: { noFees: true }, zip: { kind: 'weekly', fromPerWeek: 5.2 } },
    { currency: 'GBP', price: 259.99, afterpay: { instalment: 65 }, paypal: { noFees: true }, zip: { kind: 'weekly', fromPerWeek: 5.2 } },
    { currency: 'GBP', price: 260, afterpay: { instalment: 65 }, paypal: { noFees: true }, zip: { kind: 'monthly', perMonth: 21.67, months: 12 } },
    { currency: 'GBP', price: 1040.01, afterpay: { instalment: 260 }, paypal: null, zip: { kind: 'monthly', perMonth: 86.67, months: 12 } },
    { currency: 'GBP', price: 1560.01, afterpay: null, paypal: null, zip: { kind: 'monthly', perMonth: 130, months: 12 } },
    { currency: 'NOK', price: 211.49, afterpay: null, paypal: null, zip: { kind: 'weekly', fromPerWeek: 70.5 } },
    { currency: 'NOK', price: 3525, afterpay: { instalment: 881.25 }, paypal: { noFees: true }, zip: { kind: 'monthly', perMonth: 293.75, months: 12 } },
    { currency: 'NOK', price: 14100.01, afterpay: { instalment: 3525 }, paypal: null, zip: { kind: 'monthly', perMonth: 1175, months: 12 } },
    { currency: 'NOK', price: 21150.01, afterpay: null, paypal: null, zip: { kind: 'monthly', perMonth: 1762.5, months: 12 } },
    { currency: 'USD', price: 29.99, afterpay: null, paypal: null, zip: { kind: 'weekly', fromPerWeek: 10 } },
    { currency: 'USD', price: 2000.01, afterpay: { instalment: 500 }, paypal: null, zip: { kind: 'monthly', perMonth: 166.67, months: 12 } },
  ])('$currency $price', ({ currency, price, ...expected }) => {
    expect(paymentOptions(price, {}, currency)).toEqual(expected);
  });
});

describe("a carrier's AUD quote in each market, at the price lists' rates (USD 0.66, GBP 0.52, NOK 7.05)", () => {
  it.each([
    { currency: 'AUD', aud: 75555, expected: 75555 },
    { currency: 'USD', aud: 75555, expected: 49866 },
    { currency: 'USD', aud: 38265, expected: 25255 },
    { currency: 'GBP', aud: 50335, expected: 26174 },
    { currency: 'NOK', aud: 62945, expected: 443762 },
  ])('$aud AUD cents are $expected $currency minor units', ({ currency, aud, expected }) => {
    expect(marketMinorUnitsOfAud(aud, currency)).toBe(expected);
  });

  it.each([
    { currency: 'USD', minor: 2837900, expected: 4299848 },
    { currency: 'GBP', minor: 5200, expected: 10000 },
    { currency: 'AUD', minor: 10000, expected: 10000 },
  ])('$minor $currency minor units are worth $expected AUD cents to the carrier', ({ currency, minor, expected }) => {
    expect(audMinorUnitsOf(minor, currency)).toBe(expected);
  });
});
