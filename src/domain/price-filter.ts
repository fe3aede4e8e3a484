// The price filter: quick buttons and the min/max range (spec sections 5 and 9).
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

/** The button whose range is exactly the refinement, if any. */
export function activePriceButton(range: NumericRange | undefined): PriceButton | null {
  if (!range) return null;
  return PRICE_BUTTONS.find((b) => b.range.min === range.min && b.range.max === range.max) ?? null;
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
