import { describe, expect, it } from 'vitest';
import { LOCALES, localeByKey } from '../../src/domain/locale';
import { formatMoney, minorUnits, money, MoneyError, moneyFromMinorUnits, moneyFromNumber } from '../../src/domain/money';

const au = localeByKey('en-au');
const us = localeByKey('en-us');
const gb = localeByKey('en-gb');

describe('Money data needs a non-empty string amount and currencyCode, otherwise an error', () => {
  it.each([
    { name: 'a decimal amount and a currency make money', amount: '1299.95', currency: 'AUD', expected: { amount: '1299.95', currencyCode: 'AUD' } },
    { name: 'surrounding spaces are trimmed and the currency uppercased', amount: ' 5 ', currency: ' aud ', expected: { amount: '5', currencyCode: 'AUD' } },
    { name: 'a negative amount is still money', amount: '-3.50', currency: 'USD', expected: { amount: '-3.50', currencyCode: 'USD' } },
  ])('$name', ({ amount, currency, expected }) => {
    expect(money(amount, currency)).toEqual(expected);
  });

  it.each([
    { name: 'an empty amount is an error', amount: '', currency: 'AUD', code: 'empty-amount' },
    { name: 'a blank amount is an error', amount: '   ', currency: 'AUD', code: 'empty-amount' },
    { name: 'an empty currencyCode is an error', amount: '10', currency: '', code: 'empty-currency' },
    { name: 'a blank currencyCode is an error', amount: '10', currency: '  ', code: 'empty-currency' },
    { name: 'an amount that is not a number is an error', amount: 'ten', currency: 'AUD', code: 'invalid-amount' },
    { name: 'an amount with a trailing dot is an error', amount: '10.', currency: 'AUD', code: 'invalid-amount' },
    { name: 'an amount with text after the digits is an error', amount: '10abc', currency: 'AUD', code: 'invalid-amount' },
    { name: 'an amount with text before the digits is an error', amount: 'abc10', currency: 'AUD', code: 'invalid-amount' },
  ])('$name', ({ amount, currency, code }) => {
    expect(() => money(amount, currency)).toThrow(MoneyError);
    expect(() => money(amount, currency)).toThrow(expect.objectContaining({ code, name: 'MoneyError', message: expect.stringMatching(/Money/) }));
  });

  it.each([
    { name: 'a non-string amount is an error', amount: 10 as unknown as string, currency: 'AUD' },
    { name: 'a non-string currency is an error', amount: '10', currency: null as unknown as string },
  ])('$name', ({ amount, currency }) => {
    expect(() => money(amount, currency)).toThrow(MoneyError);
  });
});

describe('Prices in demo data are in cents internally; Money keeps {amount, currencyCode}', () => {
  it.each([
    { minor: 129995, amount: '1299.95' },
    { minor: 500, amount: '5.00' },
    { minor: 5, amount: '0.05' },
    { minor: 0, amount: '0.00' },
    { minor: -250, amount: '-2.50' },
  ])('$minor cents are $amount', ({ minor, amount }) => {
    const m = moneyFromMinorUnits(minor, 'AUD');
    expect(m).toEqual({ amount, currencyCode: 'AUD' });
    expect(minorUnits(m)).toBe(minor);
  });

  it.each([1.5, NaN, Number.MAX_SAFE_INTEGER + 2])('%s cents are not an integer and are refused', (minor) => {
    expect(() => moneyFromMinorUnits(minor, 'AUD')).toThrow(expect.objectContaining({ code: 'invalid-minor-units', message: `Minor units must be an integer: ${minor}` }));
  });

  it.each([
    { amount: 19.99, expected: '19.99' },
    { amount: 0.1 + 0.2, expected: '0.30' },
    { amount: 1000, expected: '1000.00' },
  ])('dollars $amount become $expected', ({ amount, expected }) => {
    expect(moneyFromNumber(amount, 'AUD').amount).toBe(expected);
  });

  it.each([Infinity, NaN])('%s dollars are refused', (amount) => {
    expect(() => moneyFromNumber(amount, 'AUD')).toThrow(expect.objectContaining({ code: 'invalid-amount', message: `Money amount is not finite: ${amount}` }));
  });
});

describe('Open-box prices truncated to whole dollars; other prices show 2 decimals when fractional', () => {
  it.each([
    { name: 'a whole price shows no decimals', amount: '1299', openBox: false, expected: '$1,299' },
    { name: 'a whole price written with .00 shows no decimals', amount: '1299.00', openBox: false, expected: '$1,299' },
    { name: 'a fractional price shows 2 decimals', amount: '1299.95', openBox: false, expected: '$1,299.95' },
    { name: 'one cent is fractional', amount: '0.01', openBox: false, expected: '$0.01' },
    { name: 'an open-box price is truncated, not rounded', amount: '1299.95', openBox: true, expected: '$1,299' },
    { name: 'an open-box whole price stays whole', amount: '1299', openBox: true, expected: '$1,299' },
    { name: 'an open-box price under a dollar truncates to zero', amount: '0.99', openBox: true, expected: '$0' },
  ])('$name', ({ amount, openBox, expected }) => {
    expect(formatMoney(money(amount, 'AUD'), au, { openBox })).toBe(expected);
  });

  it('formats per locale: pounds in the UK', () => {
    expect(formatMoney(money('10.5', 'GBP'), gb)).toBe('£10.50');
  });

  it('formats per locale: US dollars in the US', () => {
    expect(formatMoney(money('2500', 'USD'), us)).toBe('$2,500');
  });

  it('every configured locale formats its own currency', () => {
    for (const locale of LOCALES) {
      expect(formatMoney(money('1', locale.currency), locale)).toMatch(/1/);
    }
  });

  it('alwaysDecimals shows a whole amount with 2 decimals, as in $5.00', () => {
    expect(formatMoney(money('5', 'AUD'), au, { alwaysDecimals: true })).toBe('$5.00');
  });
});

describe('Money helper: error when locale cannot be derived', () => {
  it.each([
    { name: 'no locale at all', locale: undefined },
    { name: 'a locale without a language', locale: { language: '', country: 'AU' } },
    { name: 'a locale without a country', locale: { language: 'EN', country: '' } },
    { name: 'a locale tag Intl cannot read', locale: { language: 'e!', country: 'AU' } },
  ])('$name', ({ locale }) => {
    expect(() => formatMoney(money('1', 'AUD'), locale as never)).toThrow(expect.objectContaining({ code: 'locale-underivable', message: expect.stringContaining('locale') }));
  });

  it('an unknown currency code cannot be formatted either', () => {
    expect(() => formatMoney({ amount: '1', currencyCode: 'XXXX' }, au)).toThrow(MoneyError);
  });
});

describe('formatting holds past the formatters kept (a plain map of the 32 the shop needs, never cleared)', () => {
  const no = localeByKey('en-no');
  // The shop's four markets, before and after 40 other currencies have been formatted (beyond the 32 kept).
  const cases = [
    { name: 'dollars with cents', cents: 129995, currency: 'USD', locale: us, expected: '$1,299.95' },
    { name: 'whole Australian dollars', cents: 100000, currency: 'AUD', locale: au, expected: '$1,000' },
    { name: 'pounds with pence', cents: 50999, currency: 'GBP', locale: gb, expected: '£509.99' },
    { name: 'kroner, no-break spaces', cents: 469900, currency: 'NOK', locale: no, expected: '4\u00a0699\u00a0kr' },
  ];
  const OTHER_CURRENCIES = ['AED', 'AFN', 'ALL', 'AMD', 'ANG', 'AOA', 'ARS', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BGN', 'BHD', 'BIF', 'BMD', 'BND', 'BOB', 'BRL', 'BSD', 'BTN', 'BWP', 'BYN', 'BZD', 'CAD', 'CDF', 'CHF', 'CLP', 'CNY', 'COP', 'CRC', 'CUP', 'CVE', 'CZK', 'DJF', 'DKK', 'DOP', 'DZD', 'EGP', 'ERN'];

  it.each(cases)('before: $name', ({ cents, currency, locale, expected }) => {
    expect(formatMoney(moneyFromMinorUnits(cents, currency), locale)).toBe(expected);
  });

  it('formats 40 other currencies, each a formatter of its own', () => {
    expect(OTHER_CURRENCIES.map((currency) => formatMoney(moneyFromMinorUnits(100, currency), us)).filter((text) => text.includes('1'))).toHaveLength(40);
    expect(formatMoney(moneyFromMinorUnits(1050, 'CHF'), us)).toBe('CHF\u00a010.50');
  });

  it.each(cases)('after: $name', ({ cents, currency, locale, expected }) => {
    expect(formatMoney(moneyFromMinorUnits(cents, currency), locale)).toBe(expected);
  });

  it('a currency first met beyond the kept 32 formats the same on each call', () => {
    expect([formatMoney(moneyFromMinorUnits(1050, 'ERN'), us), formatMoney(moneyFromMinorUnits(1050, 'ERN'), us)]).toEqual(['ERN\u00a010.50', 'ERN\u00a010.50']);
  });
});
