// Where each market ships (issue 29, docs/markets.md): one country per market, with that
// country's postcode rule, its shopper message for a wrong postcode and its address form. The
// Australian rule and message are the spec's (section 5, the estimator); the others are the
// countries' own postcode formats.
import type { LocaleKey } from './locale';
import type { Result } from './result';

export type ShippingCountry = 'US' | 'AU' | 'GB' | 'NO';

/** What the carrier quotes for: the country and its postcode as that country writes it. */
export interface ShippingDestination {
  country: ShippingCountry;
  postcode: string;
}

export interface RegionChoice {
  code: string;
  name: string;
}

/** The country's address form: its words for the fields and which region, if any, it asks. */
export interface CountryAddressForm {
  country: ShippingCountry;
  countryName: string;
  cityLabel: string;
  postcodeLabel: string;
  /** The heavy cart's quote form: 'Delivery postcode', 'Delivery ZIP code'. */
  deliveryPostcodeLabel: string;
  /** Digits only: the phone's number pad; else the full keyboard. */
  numericPostcode: boolean;
  postcodeMaxLength: number;
  /** The browser's first check (an HTML pattern, anchored); null where case and spacing vary (the server normalises). */
  postcodePattern: string | null;
  postcodeInvalid: string;
  /** A required choice from a list (a state), optional free text (a county), or nothing. */
  region: { kind: 'choice'; label: string; required: string; choices: readonly RegionChoice[] } | { kind: 'text'; label: string } | null;
}

const AU_STATES: readonly RegionChoice[] = [
  { code: 'ACT', name: 'Australian Capital Territory' },
  { code: 'NSW', name: 'New South Wales' },
  { code: 'NT', name: 'Northern Territory' },
  { code: 'QLD', name: 'Queensland' },
  { code: 'SA', name: 'South Australia' },
  { code: 'TAS', name: 'Tasmania' },
  { code: 'VIC', name: 'Victoria' },
  { code: 'WA', name: 'Western Australia' },
];

const US_STATE_NAMES =
  'AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|DE Delaware|DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|IA Iowa|KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota|MS Mississippi|MO Missouri|MT Montana|NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|NC North Carolina|ND North Dakota|OH Ohio|OK Oklahoma|OR Oregon|PA Pennsylvania|RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|UT Utah|VT Vermont|VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming';
const US_STATES: readonly RegionChoice[] = US_STATE_NAMES.split('|').map((entry) => ({ code: entry.slice(0, 2), name: entry.slice(3) }));

/** The spec's message for a wrong Australian postcode (section 5, the estimator: exactly 4 digits). */
export const POSTCODE_INVALID = 'Please enter a valid 4-digit postal code.';

export const POSTCODE_MESSAGES: Readonly<Record<ShippingCountry, string>> = {
  AU: POSTCODE_INVALID,
  US: 'Please enter a valid ZIP code: 5 digits, or ZIP+4 such as 10001-1234.',
  GB: 'Please enter a valid UK postcode, such as SW1A 1AA.',
  NO: 'Please enter a valid 4-digit Norwegian postcode.',
};

export const ADDRESS_FORMS: Readonly<Record<ShippingCountry, CountryAddressForm>> = {
  US: { country: 'US', countryName: 'United States', cityLabel: 'City', postcodeLabel: 'ZIP code', deliveryPostcodeLabel: 'Delivery ZIP code', numericPostcode: false, postcodeMaxLength: 10, postcodePattern: '\\d{5}(-\\d{4})?', postcodeInvalid: POSTCODE_MESSAGES.US, region: { kind: 'choice', label: 'State', required: 'Please choose your state.', choices: US_STATES } },
  AU: { country: 'AU', countryName: 'Australia', cityLabel: 'City or suburb', postcodeLabel: 'Postcode', deliveryPostcodeLabel: 'Delivery postcode', numericPostcode: true, postcodeMaxLength: 4, postcodePattern: '\\d{4}', postcodeInvalid: POSTCODE_MESSAGES.AU, region: { kind: 'choice', label: 'State or territory', required: 'Please choose your state or territory.', choices: AU_STATES } },
  GB: { country: 'GB', countryName: 'United Kingdom', cityLabel: 'Town or city', postcodeLabel: 'Postcode', deliveryPostcodeLabel: 'Delivery postcode', numericPostcode: false, postcodeMaxLength: 8, postcodePattern: null, postcodeInvalid: POSTCODE_MESSAGES.GB, region: { kind: 'text', label: 'County (optional)' } },
  NO: { country: 'NO', countryName: 'Norway', cityLabel: 'City', postcodeLabel: 'Postcode', deliveryPostcodeLabel: 'Delivery postcode', numericPostcode: true, postcodeMaxLength: 4, postcodePattern: '\\d{4}', postcodeInvalid: POSTCODE_MESSAGES.NO, region: null },
};

/** Each market ships to its own country. */
const MARKET_COUNTRY: Readonly<Record<LocaleKey, ShippingCountry>> = { 'en-us': 'US', 'en-au': 'AU', 'en-gb': 'GB', 'en-no': 'NO' };

export function shippingCountryOf(market: { key: LocaleKey }): ShippingCountry {
  return MARKET_COUNTRY[market.key];
}

export function addressFormOf(market: { key: LocaleKey }): CountryAddressForm {
  return ADDRESS_FORMS[shippingCountryOf(market)];
}

// A UK postcode: outward code (area letters, district digit, optional letter or digit), then the
// inward code (a digit and two letters, never C I K M O V); GIR 0AA is Girobank's own.
const GB_POSTCODE = /^(?:[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?\d[ABD-HJLNP-UW-Z]{2}|GIR0AA)$/;

/** The postcode as the country writes it ('SW1A 1AA', '10001-1234', '0150'), or null when it is none. */
function normalisedPostcode(country: ShippingCountry, input: string): string | null {
  const text = input.trim();
  switch (country) {
    case 'AU':
    case 'NO':
      return /^\d{4}$/.test(text) ? text : null;
    case 'US':
      return /^\d{5}(?:-\d{4})?$/.test(text) ? text : null;
    case 'GB': {
      const compact = text.toUpperCase().replace(/\s+/g, '');
      return GB_POSTCODE.test(compact) ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : null;
    }
  }
}

/** The country's postcode rule: the normalised postcode, or the country's message. */
export function validatePostcodeFor(country: ShippingCountry, input: string): Result<string> {
  const postcode = normalisedPostcode(country, input);
  return postcode === null ? { ok: false, error: POSTCODE_MESSAGES[country] } : { ok: true, value: postcode };
}

/** A region the form allows: a listed state's code (any case), free text for a county, nothing where none is asked. */
export function validateRegionFor(country: ShippingCountry, input: string | undefined): Result<string | null> {
  const region = ADDRESS_FORMS[country].region;
  const text = (input ?? '').trim();
  if (region === null) return { ok: true, value: null };
  if (region.kind === 'text') return { ok: true, value: text === '' ? null : text };
  const chosen = region.choices.find((choice) => choice.code === text.toUpperCase());
  return chosen ? { ok: true, value: chosen.code } : { ok: false, error: region.required };
}

/** The town line as the country writes it: 'New York NY 10001', 'Adelaide SA 5000', 'London, SW1A 1AA', '0150 Oslo'. */
export function townLine(address: { city: string; region?: string; postcode: string; countryCode?: ShippingCountry }): string {
  const { city, region, postcode } = address;
  switch (address.countryCode) {
    case 'GB':
      return [city, region, postcode].filter(Boolean).join(', ');
    case 'NO':
      return `${postcode} ${city}`;
    default:
      return [city, region, postcode].filter(Boolean).join(' ');
  }
}
