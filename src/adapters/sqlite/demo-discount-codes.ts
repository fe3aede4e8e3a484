// The discount codes the embedded store honours, standing in for the discounts an operator sets up
// in the hosted shop. Codes compare case-insensitively. Fixed amounts are written per currency, as
// an operator would price them for each market (README, 'Money per market').
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

export function demoDiscount(code: string): Discount | null {
  return DEMO_DISCOUNT_CODES[code.trim().toUpperCase()] ?? null;
}
