import type { DemoRibbon, ProductStatus, StockStatus } from './catalogue-types';
import type { Prng } from './prng';

// How a product is presented: warranty, stock status, scheduled ribbons, videos, sort boosts.

/** Both sides of the 6-month warranty-badge threshold, in each of the written forms. */
export const WARRANTY_DURATIONS = ['30 Days', '90 Days', '3 Months', '6 Months', '181 Days', '1 Year', '2 Years', '3 Years', '5 Years', '10 Years', 'Lifetime'] as const;
const WARRANTY_WEIGHTS = [2, 4, 4, 6, 2, 40, 20, 8, 8, 3, 3];

function weighted<T>(items: readonly T[], weights: readonly number[], prng: Prng): T {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let roll = prng.next() * total;
  for (let index = 0; index < items.length; index += 1) {
    roll -= weights[index] ?? 0;
    if (roll < 0) return items[index] as T;
  }
  return items[items.length - 1] as T;
}

export const warrantyDuration = (prng: Prng): string => weighted(WARRANTY_DURATIONS, WARRANTY_WEIGHTS, prng);

/** The stock-status metafield mostly agrees with online stock; when it does not, stock decides on screen. */
export function stockStatus(onlineQuantity: number, prng: Prng): StockStatus {
  if (onlineQuantity > 0 && prng.chance(0.9)) return 'In Stock';
  return weighted<StockStatus>(['Accepting Orders', '7 Day Dispatch', 'In Stock'], [5, 4, 1], prng);
}

export const productStatus = (prng: Prng): ProductStatus => weighted<ProductStatus>(['active', 'draft', 'archived'], [96, 2.5, 1.5], prng);

/**
 * The date the demo schedules are written around: ribbons end before it (past), span it (current)
 * or start after it (future). Current windows run to mid-2027 so the demo stays believable a while.
 */
export const DEMO_REFERENCE_DATE = '2026-11-15T00:00:00.000Z';

const RIBBON_LABELS = ['Special Offer', 'Special Offer', 'Special Offer', 'Sale', 'New'];
const SPECIAL_OFFERS = ['Free gig bag valued at $99', 'Bonus set of strings and a strap', 'Free delivery Australia-wide', 'Bonus 2-year extended warranty', 'Free stand and headphones included', '$100 gift card with purchase', 'Free setup by our workshop'];

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString();
const plusDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString();

export function scheduledRibbon(prng: Prng): DemoRibbon {
  const timing = prng.pick(['past', 'current', 'current', 'future'] as const);
  const ribbonStart =
    timing === 'past' ? utc(2025, prng.int(1, 10), prng.int(1, 28))
    : timing === 'current' ? utc(2026, prng.int(6, 10), prng.int(1, 28))
    : utc(2027, prng.int(8, 12), prng.int(1, 28));
  const ribbonEnd = timing === 'current' ? utc(2027, prng.int(1, 6), prng.int(1, 28)) : plusDays(ribbonStart, prng.int(14, 90));
  return {
    ribbonFlagOverride: prng.pick(RIBBON_LABELS),
    ribbonStart,
    ribbonEnd,
    specialOffer: prng.pick(SPECIAL_OFFERS),
  };
}

const VIDEO_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Most products have no video; a few have six, one more than the product page shows. */
export function videoUrls(prng: Prng): string[] {
  const count = weighted([0, 1, 2, 3, 5, 6], [55, 20, 10, 7, 4, 4], prng);
  return Array.from({ length: count }, () => {
    let id = '';
    for (let index = 0; index < 11; index += 1) id += VIDEO_ID_CHARS[prng.int(0, VIDEO_ID_CHARS.length - 1)];
    return `https://www.youtube.com/embed/${id}`;
  });
}

export const globalSortOverride = (prng: Prng): number => (prng.chance(0.03) ? prng.pick([10, 25, 50, 100]) : 0);
