// The discount codes the embedded store honours, standing in for the discounts an operator sets up
// in the hosted shop. Codes compare case-insensitively.

export type DemoDiscount =
  | { kind: 'percentage'; percent: number }
  | { kind: 'fixed'; minorUnits: number; minimumSubtotalMinorUnits: number };

export const DEMO_DISCOUNT_CODES: Readonly<Record<string, DemoDiscount>> = {
  SHOWTIME10: { kind: 'percentage', percent: 10 },
  WELCOME20: { kind: 'fixed', minorUnits: 20_00, minimumSubtotalMinorUnits: 150_00 },
};

export function demoDiscount(code: string): DemoDiscount | null {
  return DEMO_DISCOUNT_CODES[code.trim().toUpperCase()] ?? null;
}

/** The amount a discount takes off a subtotal, never more than the subtotal; 0 when it does not apply. */
export function discountMinorUnits(discount: DemoDiscount | null, subtotal: number): number {
  if (!discount) return 0;
  if (discount.kind === 'percentage') return Math.round((subtotal * discount.percent) / 100);
  return subtotal >= discount.minimumSubtotalMinorUnits ? Math.min(discount.minorUnits, subtotal) : 0;
}
