// The demo middleware's rate tables, one per country the markets ship to, all in AUD cents (the
// middleware quotes in the shop's currency; the app converts at the price lists' rates). Postcodes
// map to zones by range (first match wins); some ranges have no delivery service at all
// (large-volume receivers, island territories, places outside the customs area), so the
// estimator's "no options" path is reachable with real-looking postcodes in every country.
import type { ShippingCountry, ShippingDestination } from '../../domain/shipping-destination';

export type ShippingZone = 'local' | 'metro' | 'regional' | 'remote';

interface ZoneRange {
  from: number;
  to: number;
  zone: ShippingZone | null;
}

const AU_RANGES: readonly ZoneRange[] = [
  { from: 0, to: 799, zone: null }, // unassigned and special-purpose
  { from: 1000, to: 1999, zone: null }, // NSW large-volume receivers (PO boxes of big mailers)
  { from: 6798, to: 6799, zone: null }, // Christmas Island, Cocos (Keeling) Islands
  { from: 8000, to: 9999, zone: null }, // VIC and QLD large-volume receivers
  { from: 5000, to: 5199, zone: 'local' }, // Adelaide metro, next to both main stores
  { from: 800, to: 832, zone: 'metro' }, // Darwin
  { from: 2000, to: 2234, zone: 'metro' }, // Sydney
  { from: 2600, to: 2618, zone: 'metro' }, // Canberra
  { from: 2900, to: 2920, zone: 'metro' },
  { from: 3000, to: 3207, zone: 'metro' }, // Melbourne
  { from: 4000, to: 4179, zone: 'metro' }, // Brisbane
  { from: 6000, to: 6199, zone: 'metro' }, // Perth
  { from: 7000, to: 7099, zone: 'metro' }, // Hobart
  { from: 833, to: 999, zone: 'remote' }, // outback NT
  { from: 6200, to: 6999, zone: 'remote' }, // regional WA
  { from: 2235, to: 7999, zone: 'regional' },
];

/** By the ZIP's first three digits. */
const US_RANGES: readonly ZoneRange[] = [
  { from: 0, to: 9, zone: null }, // the IRS's own ZIPs, Puerto Rico and the Virgin Islands
  { from: 90, to: 99, zone: null }, // military post (APO/FPO Europe)
  { from: 340, to: 340, zone: null }, // military post (APO/FPO Americas)
  { from: 962, to: 969, zone: null }, // military post Pacific, Hawaii, Guam
  { from: 995, to: 999, zone: null }, // Alaska
  { from: 0, to: 399, zone: 'metro' }, // the east coast, next to the US warehouse
  { from: 400, to: 799, zone: 'regional' }, // the middle of the country
  { from: 800, to: 999, zone: 'remote' }, // the mountain states and the west coast
];

/** By the postcode's first two digits; Svalbard's 9170–9179 has no carrier. */
const NO_RANGES: readonly ZoneRange[] = [
  { from: 9170, to: 9179, zone: null }, // Svalbard (outside the customs area)
  { from: 0, to: 1299, zone: 'metro' }, // Oslo
  { from: 1300, to: 8999, zone: 'regional' },
  { from: 9000, to: 9999, zone: 'remote' }, // Troms and Finnmark
];

/** UK postcode areas (the letters the postcode starts with). */
const GB_NO_SERVICE = new Set(['GY', 'JE', 'IM']); // Guernsey, Jersey, Isle of Man: outside UK customs
const GB_REMOTE = new Set(['HS', 'ZE', 'KW', 'IV', 'BT']); // Highlands and Islands, Northern Ireland

export interface ZoneRates {
  /** Cents for the first item. */
  standard: number;
  /** Cents; null where Express Post does not go. */
  express: number | null;
  /** Cents for each further item. */
  perExtraItem: number;
  /** Cents per kilogram above the first 5 kg. */
  perKgOver5: number;
}

export const ZONE_RATES: Readonly<Record<ShippingCountry, Partial<Record<ShippingZone, ZoneRates>>>> = {
  AU: {
    local: { standard: 895, express: 1295, perExtraItem: 200, perKgOver5: 60 },
    metro: { standard: 1095, express: 1595, perExtraItem: 300, perKgOver5: 90 },
    regional: { standard: 1395, express: 1995, perExtraItem: 400, perKgOver5: 140 },
    remote: { standard: 2495, express: null, perExtraItem: 600, perKgOver5: 220 },
  },
  US: {
    metro: { standard: 2295, express: 3495, perExtraItem: 500, perKgOver5: 180 },
    regional: { standard: 1995, express: 2995, perExtraItem: 450, perKgOver5: 160 },
    remote: { standard: 2495, express: 3795, perExtraItem: 550, perKgOver5: 200 },
  },
  GB: {
    metro: { standard: 1495, express: 2195, perExtraItem: 350, perKgOver5: 120 },
    remote: { standard: 2995, express: null, perExtraItem: 600, perKgOver5: 250 },
  },
  NO: {
    metro: { standard: 1895, express: 2695, perExtraItem: 400, perKgOver5: 150 },
    regional: { standard: 2295, express: 3295, perExtraItem: 450, perKgOver5: 190 },
    remote: { standard: 3495, express: null, perExtraItem: 700, perKgOver5: 300 },
  },
};

const inRanges = (ranges: readonly ZoneRange[], n: number) => ranges.find((range) => n >= range.from && n <= range.to)?.zone ?? null;

/** The zone of a postcode written as its country writes it, or null where no service delivers (or the text is no postcode there). */
export function zoneOf({ country, postcode }: ShippingDestination): ShippingZone | null {
  switch (country) {
    case 'AU':
      return /^\d{4}$/.test(postcode) ? inRanges(AU_RANGES, Number(postcode)) : null;
    case 'NO':
      return /^\d{4}$/.test(postcode) ? inRanges(NO_RANGES, Number(postcode)) : null;
    case 'US':
      return /^\d{5}(-\d{4})?$/.test(postcode) ? inRanges(US_RANGES, Number(postcode.slice(0, 3))) : null;
    case 'GB': {
      const area = /^([A-Z]{1,2})\d[A-Z\d]? \d[A-Z]{2}$/.exec(postcode)?.[1];
      if (area === undefined || GB_NO_SERVICE.has(area)) return null;
      return GB_REMOTE.has(area) ? 'remote' : 'metro';
    }
  }
}
