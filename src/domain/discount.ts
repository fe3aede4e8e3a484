// Discount codes as an operator defines them: a percentage, which means the same in every market,
// or fixed amounts written per currency. A fixed code has no meaning in a currency it names no
// amount for, so WELCOME20 can never take 20 kr off a Norwegian cart.

export type Discount =
  | { kind: 'percentage'; percent: number }
  | {
      kind: 'fixed';
      /** Per currency code: the amount taken off and the subtotal it needs, both in minor units. */
      amounts: Readonly<Record<string, { off: number; minimumSubtotal: number }>>;
    };

/** What a discount takes off a subtotal in `currency`, never more than the subtotal; 0 when it does not apply. */
export function discountMinorUnits(discount: Discount | null, subtotal: number, currency: string): number {
  if (!discount || subtotal <= 0) return 0;
  if (discount.kind === 'percentage') return Math.min(subtotal, Math.round((subtotal * discount.percent) / 100));
  const amount = discount.amounts[currency.toUpperCase()];
  if (!amount || subtotal < amount.minimumSubtotal) return 0;
  return Math.min(amount.off, subtotal);
}

/** Codes apply one after another, each to what the ones before left. */
export function discountsMinorUnits(discounts: readonly (Discount | null)[], subtotal: number, currency: string): number {
  return discounts.reduce((sum, discount) => sum + discountMinorUnits(discount, subtotal - sum, currency), 0);
}
