// Cart shipping, total and tax (spec section 9), and the figures an order freezes.
//
// Readings (README, 'Money per market'): free shipping is judged on the goods after discounts
// (the cart's total before shipping), as most shops do, so a code that takes a $104.99 cart to
// $94.49 brings the $5.00 fee back; GST wording is Australian and shows only for AUD, and
// 'Inc. $x GST' counts the GST inside the shipping fee too (one eleventh of a GST-inclusive fee).
import { chargedLines, hasHeavyLine, type CartCost, type CartLine } from './cart';
import type { Locale } from './locale';
import { marketMinorUnits } from './market-amounts';
import { formatMoney, minorUnits, moneyFromMinorUnits, type Money } from './money';

/** The spec's figures in dollars; each currency's own amounts come from market-amounts.ts. */
export const FREE_SHIPPING_FROM = 100;
export const FLAT_SHIPPING_FEE = 5;
export const CALCULATED_AT_CHECKOUT = 'Calculated at checkout';
export const GST_INCLUDED = '(GST Included)';
/** The only currency whose prices carry Australian GST. */
export const GST_CURRENCY = 'AUD';

export type CartShipping =
  | { kind: 'none' }
  | { kind: 'calculated'; label: typeof CALCULATED_AT_CHECKOUT }
  | { kind: 'free'; label: 'Free' }
  | { kind: 'flat'; fee: Money; label: string; banner: string };

/** Free-shipping threshold and flat fee in the subtotal's currency, in minor units: $100 and $5.00 in AUD and USD. */
export function cartShippingAmounts(currency: string): { freeFrom: number; flatFee: number } {
  return { freeFrom: marketMinorUnits(FREE_SHIPPING_FROM, currency), flatFee: marketMinorUnits(FLAT_SHIPPING_FEE, currency) };
}

/** What free shipping is judged on: the goods after discounts, before shipping (the cart's total). */
export function shippingBasis(cost: Pick<CartCost, 'totalAmount'>): Money {
  return cost.totalAmount;
}

/**
 * Any heavy line makes shipping 'Calculated at checkout'; goods after discounts (`basis`, see
 * shippingBasis) of $100 or more ship free; below, $5.00 and 'Add ${remaining} to get free
 * shipping!'. An empty cart has no shipping line. The amounts are the basis currency's
 * (cartShippingAmounts).
 */
export function cartShipping(basis: Money, lines: readonly Pick<CartLine, 'merchandise' | 'changes'>[], locale: Pick<Locale, 'language' | 'country'>): CartShipping {
  if (chargedLines(lines).length === 0) return { kind: 'none' };
  if (hasHeavyLine(lines)) return { kind: 'calculated', label: CALCULATED_AT_CHECKOUT };
  const cents = minorUnits(basis);
  const { freeFrom, flatFee } = cartShippingAmounts(basis.currencyCode);
  if (cents >= freeFrom) return { kind: 'free', label: 'Free' };
  const fee = moneyFromMinorUnits(flatFee, basis.currencyCode);
  const remaining = moneyFromMinorUnits(freeFrom - cents, basis.currencyCode);
  return {
    kind: 'flat',
    fee,
    label: formatMoney(fee, locale, { alwaysDecimals: true }),
    banner: `Add ${formatMoney(remaining, locale)} to get free shipping!`,
  };
}

/** The shipping fee a cart's rule charges: the flat fee, zero when free, null while it must be quoted. */
export function ruleShippingFee(shipping: CartShipping, currency: string): Money | null {
  if (shipping.kind === 'flat') return shipping.fee;
  if (shipping.kind === 'free' || shipping.kind === 'none') return moneyFromMinorUnits(0, currency);
  return null;
}

/** The displayed total adds the flat fee ($5 in AUD and USD) when it applies. */
export function displayedCartTotal(total: Money, shipping: CartShipping): Money {
  if (shipping.kind !== 'flat') return total;
  return moneyFromMinorUnits(minorUnits(total) + minorUnits(shipping.fee), total.currencyCode);
}

/** GST inside a GST-inclusive Australian amount: one eleventh, to the cent. */
export function gstIncludedIn(amountMinor: number): number {
  return Math.round(amountMinor / 11);
}

/**
 * The GST an AUD order carries: the goods' GST (the cart's tax, else one eleventh of the goods after
 * discounts) plus the GST inside the shipping fee. Null for any other currency: no GST to show.
 */
export function orderGst(cost: Pick<CartCost, 'totalAmount' | 'totalTaxAmount'>, shippingFee: Money | null): Money | null {
  const currency = cost.totalAmount.currencyCode;
  if (currency !== GST_CURRENCY) return null;
  const goods = cost.totalTaxAmount && cost.totalTaxAmount.currencyCode === currency ? minorUnits(cost.totalTaxAmount) : gstIncludedIn(minorUnits(cost.totalAmount));
  const shipping = shippingFee ? gstIncludedIn(minorUnits(shippingFee)) : 0;
  return moneyFromMinorUnits(goods + shipping, currency);
}

/**
 * 'Inc. ${tax} GST' when tax is known and above zero, else '(GST Included)'; only for AUD amounts
 * (null otherwise: GBP, NOK and USD prices say nothing of GST).
 */
export function taxLine(totalTax: Money | null | undefined, currency: string, locale: Pick<Locale, 'language' | 'country'>): string | null {
  if (currency.toUpperCase() !== GST_CURRENCY) return null;
  if (!totalTax || minorUnits(totalTax) <= 0) return GST_INCLUDED;
  return `Inc. ${formatMoney(totalTax, locale)} GST`;
}

/** The cart's tax line: its GST plus the GST in the flat fee when one applies. */
export function cartTaxLine(cost: CartCost, shipping: CartShipping, locale: Pick<Locale, 'language' | 'country'>): string | null {
  const currency = cost.totalAmount.currencyCode;
  if (currency !== GST_CURRENCY) return null;
  return taxLine(orderGst(cost, shipping.kind === 'flat' ? shipping.fee : null), currency, locale);
}

/** The money an order freezes; total = subtotal − discount + shipping, all in one currency. */
export interface OrderFigures {
  subtotal: Money;
  discount: Money | null;
  shipping: Money;
  tax: Money | null;
  total: Money;
}

/** The order's figures from the cart's cost and the shipping fee charged (rule or quote), in the cart's currency. */
export function orderFigures(cost: CartCost, shippingFee: Money): OrderFigures {
  const currency = cost.subtotalAmount.currencyCode;
  if (cost.totalAmount.currencyCode !== currency || shippingFee.currencyCode !== currency) throw new Error(`An order is in one currency: ${currency}, ${cost.totalAmount.currencyCode}, ${shippingFee.currencyCode}`);
  const subtotal = minorUnits(cost.subtotalAmount);
  const discount = Math.max(0, subtotal - minorUnits(cost.totalAmount));
  const shipping = minorUnits(shippingFee);
  return {
    subtotal: cost.subtotalAmount,
    discount: discount > 0 ? moneyFromMinorUnits(discount, currency) : null,
    shipping: shippingFee,
    tax: orderGst(cost, shippingFee),
    total: moneyFromMinorUnits(subtotal - discount + shipping, currency),
  };
}

/** The free-shipping threshold as the market shows it: '$100', '£52', '705 kr'. */
export function freeShippingThresholdText(locale: Pick<Locale, 'language' | 'country' | 'currency'>): string {
  return formatMoney(moneyFromMinorUnits(cartShippingAmounts(locale.currency).freeFrom, locale.currency), locale);
}

/**
 * Editors write promotions with the spec's '$100' ('Free shipping on orders over $100*'); each market
 * promises its own threshold, the one its cart applies, so '$100' becomes '£52' on the British site.
 */
export function withMarketThreshold(text: string, locale: Pick<Locale, 'language' | 'country' | 'currency'>): string {
  return text.replace(/\$100(?![\d.,])/g, () => freeShippingThresholdText(locale));
}
