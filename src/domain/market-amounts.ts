// The spec's money figures (free shipping from $100, the $5.00 fee, the payment-option bands of
// section 9) are dollars. AUD and USD keep them as written. GBP and NOK carts and prices are the
// demo price lists' AUD prices at fixed rates (0.52 and 7.05, decisions.md: no live FX), so their
// figures are the same dollars at the same rates: a basket that ships free in Australia ships free
// in Britain too, give or take the price lists' retail rounding.
import type { CurrencyCode } from './money';

/** Units of each market's currency that one of the spec's dollars stands for. */
export const SPEC_DOLLAR_IN: Readonly<Record<CurrencyCode, number>> = { AUD: 1, USD: 1, GBP: 0.52, NOK: 7.05 };

/** A spec dollar figure in `currency`, to the cent; a currency without a price list keeps the figure. */
export function marketAmount(specDollars: number, currency: string): number {
  const rate = SPEC_DOLLAR_IN[currency.toUpperCase() as CurrencyCode] ?? 1;
  return Math.round(specDollars * rate * 100) / 100;
}

/** The same, in minor units (cents, pence, øre). */
export function marketMinorUnits(specDollars: number, currency: string): number {
  return Math.round(marketAmount(specDollars, currency) * 100);
}

/** Minor units of `currency` as spec dollars' (AUD) minor units: what the Australian rate table expects. */
export function specMinorUnitsOf(minor: number, currency: string): number {
  const rate = SPEC_DOLLAR_IN[currency.toUpperCase() as CurrencyCode] ?? 1;
  return Math.round(minor / rate);
}

/** Spec dollars' (AUD) minor units, such as a carrier quote, in `currency`'s minor units at its fixed rate. */
export function marketMinorUnitsOf(specMinor: number, currency: string): number {
  const rate = SPEC_DOLLAR_IN[currency.toUpperCase() as CurrencyCode] ?? 1;
  return Math.round(specMinor * rate);
}
