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
