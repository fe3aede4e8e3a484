// Shipping & Returns on the product page and the postcode estimator (spec sections 5, 8 and 9).
import { FREE_SHIPPING_FROM } from './cart-shipping';
import type { ShippingRate } from './catalogue/product';
import { marketAmount } from './market-amounts';
import type { Result } from './result';

export const RETURNS_WITHIN_DAYS = 30;
export const RETURNS_TEXT = `Returns within ${RETURNS_WITHIN_DAYS} days`;

// The postcode rule and its message for each market's country (the spec's 4 digits in Australia): shipping-destination.ts.
export const NO_SHIPPING_OPTIONS = 'No shipping options available. Please try a different postal code.';
export const SHIPPING_RATES_FAILED = 'Failed to calculate shipping rates. Please try again later.';

export type ProductShipping =
  | { kind: 'free'; label: 'Free Shipping'; showCalculator: false }
  | { kind: 'express'; label: 'Express Post'; showCalculator: false }
  | { kind: 'heavy'; label: 'Express post'; showCalculator: true };

/**
 * Heavy items show Express post with the calculator; else 100 or more ships free, below Express
 * Post: the cart's free-shipping threshold (cart-shipping.ts). `price` is in `currency` (AUD when
 * not said), the 100 that currency's own figure (market-amounts.ts).
 */
export function productShipping(price: number, heavy: boolean, currency = 'AUD'): ProductShipping {
  if (heavy) return { kind: 'heavy', label: 'Express post', showCalculator: true };
  if (price >= marketAmount(FREE_SHIPPING_FROM, currency)) return { kind: 'free', label: 'Free Shipping', showCalculator: false };
  return { kind: 'express', label: 'Express Post', showCalculator: false };
}

export type RatesResponse = { kind: 'ok'; rates: readonly ShippingRate[] } | { kind: 'not-ok' } | { kind: 'network-error' };

/** No rates or a non-ok response ask for another postcode; a network error asks to retry later. */
export function shippingEstimate(response: RatesResponse): Result<ShippingRate[]> {
  if (response.kind === 'network-error') return { ok: false, error: SHIPPING_RATES_FAILED };
  if (response.kind === 'not-ok' || response.rates.length === 0) return { ok: false, error: NO_SHIPPING_OPTIONS };
  return { ok: true, value: [...response.rates].sort((a, b) => a.totalPriceCents - b.totalPriceCents) };
}
