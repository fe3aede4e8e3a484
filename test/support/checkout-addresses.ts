// A delivery address each market's checkout accepts (issue 29, docs/markets.md): the default (US)
// site asks a state and a ZIP code, /en-au a state and 4 digits, /en-gb a UK postcode, /en-no 4
// digits. Tests that place orders post one of these beside the email.
import type { LocaleKey } from '../../src/domain/locale';

export const CHECKOUT_ADDRESSES: Readonly<Record<LocaleKey, Readonly<Record<string, string>>>> = {
  'en-us': { name: 'Sam Player', address1: '350 Fifth Avenue', city: 'New York', region: 'NY', postcode: '10001' },
  'en-au': { name: 'Sam Player', address1: '1 Rundle Mall', city: 'Adelaide', region: 'SA', postcode: '5000' },
  'en-gb': { name: 'Sam Player', address1: '10 Downing Street', city: 'London', postcode: 'SW1A 1AA' },
  'en-no': { name: 'Sam Player', address1: 'Karl Johans gate 1', city: 'Oslo', postcode: '0150' },
};

/** The address for a path prefix: '' is the default (US) site. */
export const checkoutAddressFor = (prefix: string): Readonly<Record<string, string>> => CHECKOUT_ADDRESSES[(prefix.replace('/', '') || 'en-us') as LocaleKey];
