import { describe, expect, it } from 'vitest';
import { localeByKey } from '../../src/domain/locale';
import { compactRentalText, paymentOptionLines, rentalOffered, paymentOptions, rentalLookupUrl, rentalTexts } from '../../src/domain/payment-options';

const au = localeByKey('en-au');

describe('Afterpay: 4 payments for $30 to $3000 (price / 4)', () => {
  it.each([
    { price: 29.99, expected: null },
    { price: 30, expected: { instalment: 7.5 } },
    { price: 1299.95, expected: { instalment: 324.99 } },
    { price: 3000, expected: { instalment: 750 } },
    { price: 3000.01, expected: null },
  ])('$price: $expected', ({ price, expected }) => {
    expect(paymentOptions(price)!.afterpay).toEqual(expected);
  });
});

describe('PayPal: $30 to $2000, no fees', () => {
  it.each([
    { price: 29.99, expected: null },
    { price: 30, expected: { noFees: true } },
    { price: 2000, expected: { noFees: true } },
    { price: 2000.01, expected: null },
  ])('$price: $expected', ({ price, expected }) => {
    expect(paymentOptions(price)!.paypal).toEqual(expected);
  });
});

describe('Zip: from $10/week below $500; at $500 or more price / 12 per month over 12 months', () => {
  it.each([
    { price: 1, expected: { kind: 'weekly', fromPerWeek: 10 } },
    { price: 499.99, expected: { kind: 'weekly', fromPerWeek: 10 } },
    { price: 500, expected: { kind: 'monthly', perMonth: 41.67, months: 12 } },
    { price: 1200, expected: { kind: 'monthly', perMonth: 100, months: 12 } },
  ])('$price: $expected', ({ price, expected }) => {
    expect(paymentOptions(price)!.zip).toEqual(expected);
  });
});

describe('Payment options hidden when removePaymentOptions is set (and for disable_payment products)', () => {
  it.each([
    { name: 'removePaymentOptions hides all', flags: { removePaymentOptions: true }, hidden: true },
    { name: 'disable_payment hides all', flags: { disable_payment: true }, hidden: true },
    { name: 'false flags hide nothing', flags: { removePaymentOptions: false, disable_payment: false }, hidden: false },
  ])('$name', ({ flags, hidden }) => {
    expect(paymentOptions(500, flags) === null).toBe(hidden);
  });

  it.each([0, -5, NaN])('a price of %s offers nothing', (price) => {
    expect(paymentOptions(price)).toEqual({ afterpay: null, paypal: null, zip: null });
  });
});

describe("Rental: 'Rent from ${rate}/week', '6 Months Min', 'Apply Now'; compact 'Or rent for ${rate} /wk' or 'Payment options available'", () => {
  it.each([
    { rate: 12.5, headline: 'Rent from $12.50/week' },
    { rate: 15, headline: 'Rent from $15/week' },
  ])('rate $rate: $headline', ({ rate, headline }) => {
    expect(rentalTexts(rate, au)).toEqual({ headline, minimum: '6 Months Min', cta: 'Apply Now' });
  });

  it.each([
    { name: 'a rate gives the compact line', rate: 12.5, expected: 'Or rent for $12.50 /wk' },
    { name: 'no rate falls back', rate: null, expected: 'Payment options available' },
    { name: 'a zero rate falls back', rate: 0, expected: 'Payment options available' },
    { name: 'a non-finite rate falls back', rate: Infinity, expected: 'Payment options available' },
  ])('$name', ({ rate, expected }) => {
    expect(compactRentalText(rate, au)).toBe(expected);
  });
});

describe('Rental is offered only where the rental service operates, Australia (issue 30: one currency per page, docs/markets.md)', () => {
  it.each([
    ['en-au', true, 'Or rent for $54.19 /wk'],
    ['en-us', false, 'Payment options available'],
    ['en-gb', false, 'Payment options available'],
    ['en-no', false, 'Payment options available'],
  ] as const)('%s: offered %s, the card says %s', (key, offered, compact) => {
    expect(rentalOffered(localeByKey(key))).toBe(offered);
    expect(compactRentalText(54.19, localeByKey(key))).toBe(compact);
  });

  it("the Australian product page's headline is in its dollars", () => {
    expect(rentalTexts(54.19, localeByKey('en-au')).headline).toBe('Rent from $54.19/week');
  });
});

describe('Rental-rate lookup skips URLs containing obx=; URLs sent without query or trailing slash', () => {
  it.each([
    { url: 'https://shop.example/products/strat?obx=1', expected: null },
    { url: '/products/strat?x=1&obx=2', expected: null },
    { url: 'https://shop.example/products/strat/', expected: 'https://shop.example/products/strat' },
    { url: 'https://shop.example/products/strat?variant=1', expected: 'https://shop.example/products/strat' },
    { url: 'https://shop.example/products/strat#reviews', expected: 'https://shop.example/products/strat' },
    { url: '/products/strat//', expected: '/products/strat' },
  ])('$url → $expected', ({ url, expected }) => {
    expect(rentalLookupUrl(url)).toBe(expected);
  });
});

describe("the payment-option lines the product page and cards say, in the market's money", () => {
  const paypal = 'Pay in 4 interest-free payments with PayPal, no fees';
  it.each([
    { name: 'under $30: Zip weekly only', price: 20, key: 'en-au', expected: { afterpay: null, paypal: null, zip: 'Own it from $10/week with Zip' } },
    { name: '$30 to $2000: all three', price: 899, key: 'en-au', expected: { afterpay: 'or 4 interest-free payments of $224.75 with Afterpay', paypal, zip: 'Own it for $74.92/month over 12 months with Zip' } },
    { name: 'cents rounded', price: 49.95, key: 'en-au', expected: { afterpay: 'or 4 interest-free payments of $12.49 with Afterpay', paypal, zip: 'Own it from $10/week with Zip' } },
    { name: 'over $3000: Zip monthly over 12 months', price: 3600, key: 'en-au', expected: { afterpay: null, paypal: null, zip: 'Own it for $300/month over 12 months with Zip' } },
    { name: 'pounds: £1040', price: 1040, key: 'en-gb', expected: { afterpay: 'or 4 interest-free payments of £260 with Afterpay', paypal, zip: 'Own it for £86.67/month over 12 months with Zip' } },
    { name: 'pounds: £259 below the £260 monthly band', price: 259, key: 'en-gb', expected: { afterpay: 'or 4 interest-free payments of £64.75 with Afterpay', paypal, zip: 'Own it from £5.20/week with Zip' } },
  ] as const)('$name', ({ price, key, expected }) => {
    const locale = localeByKey(key);
    const options = paymentOptions(price, {}, locale.currency) ?? expect.fail('payment options are on');
    expect(paymentOptionLines(options, locale.currency, locale)).toEqual(expected);
  });
});
