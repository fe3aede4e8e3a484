// The spec's money figures (free shipping from $100, the $5.00 fee, the payment-option bands of
// section 9) are dollars. AUD and USD keep them as written. GBP and NOK carts and prices are the
// demo price lists' AUD prices at fixed rates (0.52 and 7.05, decisions.md: no live FX), so their
// figures are the same dollars at the same rates: a basket that ships free in Australia ships free
// in Britain too, give or take the price lists' retail rounding. A carrier's quote is not one of
// the spec's figures: it is AUD, and converts at the price lists' rates (AUD_IN), USD included.
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

/**
 * The demo price lists' fixed rates from AUD (decisions.md: no live FX; the embedded price lists
 * are made with them). Unlike SPEC_DOLLAR_IN, USD is not 1 here: a US price is an AUD price at 0.66.
 */
export const AUD_IN: Readonly<Record<CurrencyCode, number>> = { AUD: 1, USD: 0.66, GBP: 0.52, NOK: 7.05 };

const audRate = (currency: string) => AUD_IN[currency.toUpperCase() as CurrencyCode] ?? 1;

/** Minor units of `currency` as AUD minor units at the price lists' rate: the value of goods the carrier's rate tables read. */
export function audMinorUnitsOf(minor: number, currency: string): number {
  return Math.round(minor / audRate(currency));
}

/** AUD minor units, such as a carrier's quote, in `currency`'s minor units at the price lists' rate. */
export function marketMinorUnitsOfAud(audMinor: number, currency: string): number {
  return Math.round(audMinor * audRate(currency));
}
