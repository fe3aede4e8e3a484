// Discount codes as an operator defines them: a percentage, which means the same in every market,
// or fixed amounts written per currency. A fixed code has no meaning in a currency it names no
// amount for, so WELCOME20 can never take 20 kr off a Norwegian cart. A code may end (it has
// expired after `endsAt`) and may be limited to some markets (by their currencies); either way it
// takes nothing off, and the shopper is told why in the shop's words.
import { CART_MESSAGES } from './cart-messages';

interface DiscountLimits {
  /** ISO instant after which the code has expired; none for a code that never ends. */
  endsAt?: string;
  /** The currencies of the markets the code is valid in; none for every market. */
  markets?: readonly string[];
}

export type Discount = DiscountLimits &
  (
    | { kind: 'percentage'; percent: number }
    | {
        kind: 'fixed';
        /** Per currency code: the amount taken off and the subtotal it needs, both in minor units. */
        amounts: Readonly<Record<string, { off: number; minimumSubtotal: number }>>;
      }
  );

/** Why a code takes nothing off: no such code, past its end, another market's, or nothing in this cart it applies to (yet). */
export type DiscountRefusal = 'unknown' | 'expired' | 'other-market' | 'not-applicable';

/** Why `discount` (null: no such code) takes nothing off a subtotal in `currency` at `now`; null when it applies. */
export function discountRefusal(discount: Discount | null, subtotal: number, currency: string, now: Date): DiscountRefusal | null {
  if (!discount) return 'unknown';
  if (discount.endsAt !== undefined && now.getTime() > Date.parse(discount.endsAt)) return 'expired';
  if (discount.markets && !discount.markets.includes(currency.toUpperCase())) return 'other-market';
  return amountOff(discount, subtotal, currency) > 0 ? null : 'not-applicable';
}

function amountOff(discount: Discount, subtotal: number, currency: string): number {
  if (subtotal <= 0) return 0;
  if (discount.kind === 'percentage') return Math.min(subtotal, Math.round((subtotal * discount.percent) / 100));
  const amount = discount.amounts[currency.toUpperCase()];
  if (!amount || subtotal < amount.minimumSubtotal) return 0;
  return Math.min(amount.off, subtotal);
}

/** What a discount takes off a subtotal in `currency`, never more than the subtotal; 0 when it does not apply (or has expired, or is another market's). */
export function discountMinorUnits(discount: Discount | null, subtotal: number, currency: string, now: Date = new Date()): number {
  if (!discount || discountRefusal(discount, subtotal, currency, now) !== null) return 0;
  return amountOff(discount, subtotal, currency);
}

/** Codes apply one after another, each to what the ones before left. */
export function discountsMinorUnits(discounts: readonly (Discount | null)[], subtotal: number, currency: string, now: Date = new Date()): number {
  return discounts.reduce((sum, discount) => sum + discountMinorUnits(discount, subtotal - sum, currency, now), 0);
}

/** What the shopper reads beside a code that takes nothing off. */
export function discountCodeMessage(code: string, refusal: DiscountRefusal): string {
  switch (refusal) {
    case 'unknown':
      return CART_MESSAGES.discountCodeUnknown.replace('{code}', code);
    case 'expired':
      return CART_MESSAGES.discountCodeExpired;
    case 'other-market':
      return CART_MESSAGES.discountCodeOtherMarket;
    case 'not-applicable':
      return CART_MESSAGES.discountCodeNotApplicable.replace('{code}', code);
  }
}

/** The codes a discount form posts: those the cart holds, and the one the shopper typed (once, whatever its case). */
export function withEnteredCode(codes: readonly string[], entered: string | null | undefined): string[] {
  const typed = entered?.trim() ?? '';
  if (!typed || codes.some((code) => code.trim().toUpperCase() === typed.toUpperCase())) return [...codes];
  return [...codes, typed];
}
