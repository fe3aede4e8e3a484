// The price filter: quick buttons and the min/max range (spec sections 5 and 9). The filter applies
// in the shopper's currency, so the buttons are labelled in it: 'Up to £200' in the United Kingdom.
import type { Locale } from './locale';
import { formatMoney, moneyFromNumber } from './money';
import type { NumericRange } from './search-state';

export const PRICE_RANGE = { min: 0.5, max: 42999 } as const;

export interface PriceButton {
  label: string;
  range: NumericRange;
}

export const PRICE_BUTTONS: readonly PriceButton[] = [
  { label: 'Up to $200', range: { max: 200 } },
  { label: '$200 - $500', range: { min: 200, max: 500 } },
  { label: '$500 - $1000', range: { min: 500, max: 1000 } },
  { label: 'Over $1000', range: { min: 1000 } },
];

/** Dollar markets keep the spec's own words ('$500 - $1000', no thousands separator). */
const SPEC_WORDED_CURRENCIES: ReadonlySet<string> = new Set(['AUD', 'USD']);

type MoneyLocale = Pick<Locale, 'language' | 'country' | 'currency'>;

/** 'Up to £200', '£200 - £500', 'Over £1,000': a price range in the shopper's currency. */
export function priceRangeLabel(range: NumericRange, locale: MoneyLocale): string {
  const money = (n: number) => formatMoney(moneyFromNumber(n, locale.currency), locale);
  if (range.min !== undefined && range.max !== undefined) return `${money(range.min)} - ${money(range.max)}`;
  if (range.min !== undefined) return `Over ${money(range.min)}`;
  return range.max !== undefined ? `Up to ${money(range.max)}` : '';
}

/** The quick buttons labelled for the shopper's locale. */
export function priceButtonsFor(locale: MoneyLocale): readonly PriceButton[] {
  if (SPEC_WORDED_CURRENCIES.has(locale.currency)) return PRICE_BUTTONS;
  return PRICE_BUTTONS.map((button) => ({ ...button, label: priceRangeLabel(button.range, locale) }));
}

/** The button whose range is exactly the refinement, if any. */
export function activePriceButton(range: NumericRange | undefined, buttons: readonly PriceButton[] = PRICE_BUTTONS): PriceButton | null {
  if (!range) return null;
  return buttons.find((b) => b.range.min === range.min && b.range.max === range.max) ?? null;
}

export const RANGE_MIN_ERROR = "You can't provide min value lower than range.";
export const RANGE_MAX_ERROR = "You can't provide max value greater than range.";
export const RANGE_NON_FINITE_ERROR = "You can't provide non finite values to the range connector.";

export interface Bounds {
  min: number;
  max: number;
}

/** On leaving a price field: empty or non-numeric clears it, a number is clamped into the range. */
export function clampPrice(input: string | number, bounds: Bounds = PRICE_RANGE): number | undefined {
  const value = typeof input === 'number' ? input : input.trim() === '' ? NaN : Number(input);
  if (Number.isNaN(value)) return undefined;
  return Math.min(Math.max(value, bounds.min), bounds.max);
}

/**
 * Checks a requested range as the range connector does, with its three errors word for word.
 * A min above the max is swapped rather than refused.
 */
export function validatePriceRange(requested: NumericRange, bounds: Bounds = PRICE_RANGE): { ok: true; value: NumericRange } | { ok: false; error: string } {
  const min = requested.min ?? bounds.min;
  const max = requested.max ?? bounds.max;
  if (!Number.isFinite(min) || !Number.isFinite(max)) return { ok: false, error: RANGE_NON_FINITE_ERROR };
  if (min < bounds.min) return { ok: false, error: RANGE_MIN_ERROR };
  if (max > bounds.max) return { ok: false, error: RANGE_MAX_ERROR };
  const value: NumericRange = min > max ? { min: max, max: min } : { ...requested };
  return { ok: true, value };
}

export interface UrlPriceRange {
  /** The bounds the listing filters on: only those that passed. */
  range: NumericRange;
  /** The spec's messages for the bounds that did not, shown at the price filter. */
  errors: string[];
}

const readBound = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim()));

/**
 * The one rule for a price range read from a URL ('min:max', either side may be empty), as the
 * range connector checks a refinement: a side that is not a finite number, a min below the range
 * ($0.50) or a max above it ($42999) is left out of the filter and its message is shown; a min
 * above the max is swapped. Nothing is clamped, so a URL never turns into a range it did not ask for.
 */
export function priceRangeFromUrl(text: string | null | undefined, bounds: Bounds = PRICE_RANGE): UrlPriceRange {
  if (text === null || text === undefined || text.trim() === '') return { range: {}, errors: [] };
  const parts = text.split(':');
  if (parts.length !== 2) return { range: {}, errors: [RANGE_NON_FINITE_ERROR] };
  let min = readBound(parts[0]!);
  let max = readBound(parts[1]!);
  const errors: string[] = [];
  if ((min !== undefined && !Number.isFinite(min)) || (max !== undefined && !Number.isFinite(max))) {
    errors.push(RANGE_NON_FINITE_ERROR);
    if (min !== undefined && !Number.isFinite(min)) min = undefined;
    if (max !== undefined && !Number.isFinite(max)) max = undefined;
  }
  if (min !== undefined && min < bounds.min) {
    errors.push(RANGE_MIN_ERROR);
    min = undefined;
  }
  if (max !== undefined && max > bounds.max) {
    errors.push(RANGE_MAX_ERROR);
    max = undefined;
  }
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return { range: { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) }, errors };
}

/** A range already parsed into numbers (the use cases' input), under the same rule. */
export function checkedPriceRange(range: NumericRange | undefined, bounds: Bounds = PRICE_RANGE): UrlPriceRange {
  if (!range) return { range: {}, errors: [] };
  return priceRangeFromUrl(`${range.min ?? ''}:${range.max ?? ''}`, bounds);
}

/**
 * Quick buttons that would find products among prices from `stats.min` to `stats.max` (the
 * listing's hits); the active one always stays, so it can be turned off. No hits: none.
 */
export function buttonsWithProducts<B extends { range: NumericRange }>(buttons: readonly B[], stats: { min: number; max: number } | null, active: B | null = null): B[] {
  return buttons.filter((button) => {
    if (button === active) return true;
    if (!stats) return false;
    const { min = -Infinity, max = Infinity } = button.range;
    return stats.max >= min && stats.min <= max;
  });
}
