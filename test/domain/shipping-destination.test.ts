import { describe, expect, it } from 'vitest';
import { localeByKey, type LocaleKey } from '../../src/domain/locale';
import { addressFormOf, shippingCountryOf, townLine, validatePostcodeFor, validateRegionFor, type ShippingCountry } from '../../src/domain/shipping-destination';

const AU = 'Please enter a valid 4-digit postal code.';
const US = 'Please enter a valid ZIP code: 5 digits, or ZIP+4 such as 10001-1234.';
const GB = 'Please enter a valid UK postcode, such as SW1A 1AA.';
const NO = 'Please enter a valid 4-digit Norwegian postcode.';

describe('each market ships to its own country', () => {
  it.each([
    ['en-us', 'US', 'United States'],
    ['en-au', 'AU', 'Australia'],
    ['en-gb', 'GB', 'United Kingdom'],
    ['en-no', 'NO', 'Norway'],
  ] as const)('%s ships to %s (%s)', (key: LocaleKey, country, name) => {
    expect(shippingCountryOf(localeByKey(key))).toBe(country);
    expect(addressFormOf(localeByKey(key)).countryName).toBe(name);
  });
});

describe("each country's postcode rule, both sides", () => {
  it.each([
    // Australia: the spec's 4 digits.
    ['AU', '5000', '5000'], ['AU', ' 2000 ', '2000'], ['AU', '0800', '0800'],
    // United States: 5 digits or ZIP+4.
    ['US', '10001', '10001'], ['US', '10001-1234', '10001-1234'], ['US', ' 90210 ', '90210'],
    // United Kingdom: normalised to upper case with one space.
    ['GB', 'SW1A 1AA', 'SW1A 1AA'], ['GB', 'M1 1AE', 'M1 1AE'], ['GB', 'sw1a1aa', 'SW1A 1AA'], ['GB', ' ec1a  1bb ', 'EC1A 1BB'], ['GB', 'W1A 0AX', 'W1A 0AX'], ['GB', 'B33 8TH', 'B33 8TH'], ['GB', 'CR2 6XH', 'CR2 6XH'], ['GB', 'DN55 1PT', 'DN55 1PT'], ['GB', 'GIR 0AA', 'GIR 0AA'],
    // Norway: 4 digits.
    ['NO', '0150', '0150'], ['NO', '9170', '9170'],
  ] as const)('%s accepts %j as %j', (country: ShippingCountry, input, value) => {
    expect(validatePostcodeFor(country, input)).toEqual({ ok: true, value });
  });

  it.each([
    ['AU', '500', AU], ['AU', '50000', AU], ['AU', 'abcd', AU], ['AU', '', AU], ['AU', 'SW1A 1AA', AU],
    ['US', '1000', US], ['US', '100011', US], ['US', '10001-123', US], ['US', '10001-12345', US], ['US', '10001 1234', US], ['US', 'ABCDE', US], ['US', '', US],
    ['GB', '2000', GB], ['GB', 'SW1A', GB], ['GB', 'SW1A 1A', GB], ['GB', 'SW1A 1AAA', GB], ['GB', 'Q1 1AA', GB], ['GB', 'SW1A 1CA', GB], ['GB', '1AA SW1', GB], ['GB', '', GB],
    ['NO', '150', NO], ['NO', '01500', NO], ['NO', 'N-0150', NO], ['NO', 'SW1A 1AA', NO], ['NO', '', NO],
  ] as const)('%s refuses %j: %s', (country: ShippingCountry, input, error) => {
    expect(validatePostcodeFor(country, input)).toEqual({ ok: false, error });
  });
});

describe('the region each country asks', () => {
  it.each([
    ['US', 'NY', { ok: true, value: 'NY' }],
    ['US', ' ca ', { ok: true, value: 'CA' }],
    ['US', 'DC', { ok: true, value: 'DC' }],
    ['US', 'XX', { ok: false, error: 'Please choose your state.' }],
    ['US', '', { ok: false, error: 'Please choose your state.' }],
    ['US', undefined, { ok: false, error: 'Please choose your state.' }],
    ['AU', 'SA', { ok: true, value: 'SA' }],
    ['AU', 'ACT', { ok: true, value: 'ACT' }],
    ['AU', 'NY', { ok: false, error: 'Please choose your state or territory.' }],
    ['AU', undefined, { ok: false, error: 'Please choose your state or territory.' }],
    ['GB', 'Greater London', { ok: true, value: 'Greater London' }],
    ['GB', '', { ok: true, value: null }],
    ['GB', undefined, { ok: true, value: null }],
    ['NO', 'Oslo', { ok: true, value: null }],
  ] as const)('%s, %j: %j', (country: ShippingCountry, input, expected) => {
    expect(validateRegionFor(country, input)).toEqual(expected);
  });
});

describe('the town line of an address, as each country writes it', () => {
  it.each([
    [{ city: 'New York', region: 'NY', postcode: '10001', countryCode: 'US' }, 'New York NY 10001'],
    [{ city: 'Adelaide', region: 'SA', postcode: '5000', countryCode: 'AU' }, 'Adelaide SA 5000'],
    [{ city: 'Adelaide', postcode: '5000' }, 'Adelaide 5000'],
    [{ city: 'London', region: 'Greater London', postcode: 'SW1A 1AA', countryCode: 'GB' }, 'London, Greater London, SW1A 1AA'],
    [{ city: 'Manchester', postcode: 'M1 1AE', countryCode: 'GB' }, 'Manchester, M1 1AE'],
    [{ city: 'Oslo', postcode: '0150', countryCode: 'NO' }, '0150 Oslo'],
  ] as const)('%j: %s', (address, expected) => {
    expect(townLine(address)).toBe(expected);
  });
});
