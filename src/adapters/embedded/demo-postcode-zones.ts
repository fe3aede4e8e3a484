// The demo middleware's Australian rate table. Postcodes map to zones by range (first match
// wins); some ranges have no delivery service at all (large-volume receivers, the Indian Ocean
// territories), so the estimator's "no options" path is reachable with real-looking postcodes.

export type ShippingZone = 'local' | 'metro' | 'regional' | 'remote';

interface ZoneRange {
  from: number;
  to: number;
  zone: ShippingZone | null;
}

const ZONE_RANGES: readonly ZoneRange[] = [
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

export const ZONE_RATES: Record<ShippingZone, ZoneRates> = {
  local: { standard: 895, express: 1295, perExtraItem: 200, perKgOver5: 60 },
  metro: { standard: 1095, express: 1595, perExtraItem: 300, perKgOver5: 90 },
  regional: { standard: 1395, express: 1995, perExtraItem: 400, perKgOver5: 140 },
  remote: { standard: 2495, express: null, perExtraItem: 600, perKgOver5: 220 },
};

/** The zone of a 4-digit postcode, or null where no service delivers (or the text is no postcode). */
export function zoneOf(postcode: string): ShippingZone | null {
  if (!/^\d{4}$/.test(postcode)) return null;
  const n = Number(postcode);
  return ZONE_RANGES.find((range) => n >= range.from && n <= range.to)?.zone ?? null;
}
