import { describe, expect, it } from 'vitest';
import { productShipping, RETURNS_TEXT, shippingEstimate } from '../../src/domain/product-shipping';
import { validatePostcodeFor } from '../../src/domain/shipping-destination';

describe('Product shipping label: price of 100 or more gives free shipping, otherwise Express Post; heavy items show Express post with a calculator. Returns within 30 days', () => {
  it.each([
    { name: 'price 100 ships free', price: 100, heavy: false, expected: { kind: 'free', label: 'Free Shipping', showCalculator: false } },
    { name: 'price 99.99 goes Express Post', price: 99.99, heavy: false, expected: { kind: 'express', label: 'Express Post', showCalculator: false } },
    { name: 'a heavy item shows Express post with the calculator', price: 2000, heavy: true, expected: { kind: 'heavy', label: 'Express post', showCalculator: true } },
    { name: 'a cheap heavy item shows the calculator too', price: 10, heavy: true, expected: { kind: 'heavy', label: 'Express post', showCalculator: true } },
  ])('$name', ({ price, heavy, expected }) => {
    expect(productShipping(price, heavy)).toEqual(expected);
  });

  it('returns within 30 days', () => {
    expect(RETURNS_TEXT).toBe('Returns within 30 days');
  });
});

describe("An Australian shipping postcode must be exactly 4 characters; otherwise 'Please enter a valid 4-digit postal code.'", () => {
  const invalid = { ok: false, error: 'Please enter a valid 4-digit postal code.' };
  it.each([
    { name: '4 digits are valid', input: '5000', expected: { ok: true, value: '5000' } },
    { name: 'surrounding spaces are ignored', input: ' 2000 ', expected: { ok: true, value: '2000' } },
    { name: '3 digits are invalid', input: '500', expected: invalid },
    { name: '5 digits are invalid', input: '50000', expected: invalid },
    { name: '4 letters are invalid', input: 'abcd', expected: invalid },
    { name: 'empty is invalid', input: '', expected: invalid },
  ])('$name', ({ input, expected }) => {
    expect(validatePostcodeFor('AU', input)).toEqual(expected);
  });
});

describe("Shipping: 'No shipping options available. Please try a different postal code.' when no rates or response not ok; 'Failed to calculate shipping rates. Please try again later.' on network error", () => {
  const none = 'No shipping options available. Please try a different postal code.';
  it.each([
    { name: 'no rates', response: { kind: 'ok', rates: [] }, expected: { ok: false, error: none } },
    { name: 'a response that is not ok', response: { kind: 'not-ok' }, expected: { ok: false, error: none } },
    { name: 'a network error', response: { kind: 'network-error' }, expected: { ok: false, error: 'Failed to calculate shipping rates. Please try again later.' } },
    {
      name: 'rates are listed cheapest first',
      response: { kind: 'ok', rates: [{ serviceName: 'Express', totalPriceCents: 1500 }, { serviceName: 'Standard', totalPriceCents: 900 }] },
      expected: { ok: true, value: [{ serviceName: 'Standard', totalPriceCents: 900 }, { serviceName: 'Express', totalPriceCents: 1500 }] },
    },
  ] as const)('$name', ({ response, expected }) => {
    expect(shippingEstimate(response)).toEqual(expected);
  });
});
