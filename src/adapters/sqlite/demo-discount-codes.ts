// The discount codes the embedded store honours, standing in for the discounts an operator sets up
// in the hosted shop. Codes compare case-insensitively. Fixed amounts are written per currency, as
// an operator would price them for each market (README, 'Money per market'). SPRING15 has ended and
// AUSSIE10 is for the Australian market only, so the shopper's messages for both can be seen
// (docs/discount-codes.md).
import type { Discount } from '../../domain/discount';

export const DEMO_DISCOUNT_CODES: Readonly<Record<string, Discount>> = {
  SHOWTIME10: { kind: 'percentage', percent: 10 },
  WELCOME20: {
    kind: 'fixed',
    amounts: {
      AUD: { off: 20_00, minimumSubtotal: 150_00 },
      USD: { off: 20_00, minimumSubtotal: 150_00 },
      GBP: { off: 10_00, minimumSubtotal: 80_00 },
      NOK: { off: 140_00, minimumSubtotal: 1_050_00 },
    },
  },
};


/** Codes that never take anything off, each for its own reason. */
export const DEMO_LIMITED_CODES: Readonly<Record<string, Discount>> = {
  SPRING15: { kind: 'percentage', percent: 15, endsAt: '2025-11-30T13:00:00Z' },
  AUSSIE10: { kind: 'percentage', percent: 10, markets: ['AUD'] },
};

export function demoDiscount(code: string): Discount | null {
  const key = code.trim().toUpperCase();
  return DEMO_DISCOUNT_CODES[key] ?? DEMO_LIMITED_CODES[key] ?? null;
}
