// Cart shipping, total and tax (spec section 9).
import { hasHeavyLine, type CartLine } from './cart';
import type { Locale } from './locale';
import { marketMinorUnits } from './market-amounts';
import { formatMoney, minorUnits, moneyFromMinorUnits, type Money } from './money';

/** The spec's figures in dollars; each currency's own amounts come from market-amounts.ts. */
export const FREE_SHIPPING_FROM = 100;
export const FLAT_SHIPPING_FEE = 5;
export const CALCULATED_AT_CHECKOUT = 'Calculated at checkout';

export type CartShipping =
  | { kind: 'none' }
  | { kind: 'calculated'; label: typeof CALCULATED_AT_CHECKOUT }
  | { kind: 'free'; label: 'Free' }
  | { kind: 'flat'; fee: Money; label: string; banner: string };

/** Free-shipping threshold and flat fee in the subtotal's currency, in minor units: $100 and $5.00 in AUD and USD. */
export function cartShippingAmounts(currency: string): { freeFrom: number; flatFee: number } {
  return { freeFrom: marketMinorUnits(FREE_SHIPPING_FROM, currency), flatFee: marketMinorUnits(FLAT_SHIPPING_FEE, currency) };
}

/**
 * Any heavy line makes shipping 'Calculated at checkout'; a subtotal of $100 or more ships free;
 * below, $5.00 and 'Add ${remaining} to get free shipping!'. An empty cart has no shipping line.
 * The amounts are the subtotal currency's (cartShippingAmounts).
 */
export function cartShipping(subtotal: Money, lines: readonly Pick<CartLine, 'merchandise'>[], locale: Pick<Locale, 'language' | 'country'>): CartShipping {
  if (lines.length === 0) return { kind: 'none' };
  if (hasHeavyLine(lines)) return { kind: 'calculated', label: CALCULATED_AT_CHECKOUT };
  const cents = minorUnits(subtotal);
  const { freeFrom, flatFee } = cartShippingAmounts(subtotal.currencyCode);
  if (cents >= freeFrom) return { kind: 'free', label: 'Free' };
  const fee = moneyFromMinorUnits(flatFee, subtotal.currencyCode);
  const remaining = moneyFromMinorUnits(freeFrom - cents, subtotal.currencyCode);
  return {
    kind: 'flat',
    fee,
    label: formatMoney(fee, locale, { alwaysDecimals: true }),
    banner: `Add ${formatMoney(remaining, locale)} to get free shipping!`,
  };
}

/** The displayed total adds the flat fee ($5 in AUD and USD) when it applies. */
export function displayedCartTotal(total: Money, shipping: CartShipping): Money {
  if (shipping.kind !== 'flat') return total;
  return moneyFromMinorUnits(minorUnits(total) + minorUnits(shipping.fee), total.currencyCode);
}

/** 'Inc. ${tax} GST' when tax is known and above zero, else '(GST Included)'. */
export function taxLine(totalTax: Money | null | undefined, locale: Pick<Locale, 'language' | 'country'>): string {
  if (!totalTax || minorUnits(totalTax) <= 0) return '(GST Included)';
  return `Inc. ${formatMoney(totalTax, locale)} GST`;
}
