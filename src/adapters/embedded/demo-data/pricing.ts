import type { MarketCurrency, MarketPrice } from './catalogue-types';
import type { Prng } from './prng';
import { AUD_IN } from '../../../domain/market-amounts';

// Shelf prices in integer minor units. Markets other than AUD get their own price lists derived at
// fixed rates (no live FX), rounded the way a retailer would price them.

export const MIN_AUD_PRICE = 500;
export const MAX_AUD_PRICE = 4_299_900;

/** The fixed rates are the domain's (market-amounts.ts), so carrier quotes convert as prices do. */
const RATES: Record<Exclude<MarketCurrency, 'AUD'>, number> = AUD_IN;

export const clampAud = (cents: number) => Math.min(MAX_AUD_PRICE, Math.max(MIN_AUD_PRICE, cents));

/** A believable AUD shelf price near `dollars`: 7.95, 49.99, 249.00, 1,499.00. */
export function shelfPriceAud(dollars: number, prng: Prng): number {
  if (dollars < 100) return Math.floor(dollars) * 100 + prng.pick([0, 95, 99]);
  if (dollars < 1000) return (Math.floor(dollars / 10) * 10 + 9) * 100 + prng.pick([0, 0, 95]);
  return (Math.floor(dollars / 100) * 100 + 99) * 100;
}

/** Monotonic retail rounding of a converted amount, so a higher AUD price never converts lower. */
export function roundForMarket(minor: number, currency: MarketCurrency): number {
  const units = minor / 100;
  if (currency === 'NOK') {
    const step = units < 1000 ? 10 : 100;
    return (Math.ceil(units / step) * step - 1) * 100;
  }
  if (units < 1000) return Math.ceil(units) * 100 - 1;
  return (Math.ceil(units / 10) * 10 - 1) * 100;
}

export function convertFromAud(audCents: number, currency: MarketCurrency): number {
  return currency === 'AUD' ? audCents : roundForMarket(audCents * RATES[currency], currency);
}

/** One market's price list entry; the compare-at price stays above the price after rounding. */
export function marketPrice(audPrice: number, audCompareAt: number | null, currency: MarketCurrency): MarketPrice {
  const price = convertFromAud(audPrice, currency);
  if (audCompareAt === null) return { price, compareAtPrice: null };
  const converted = convertFromAud(audCompareAt, currency);
  return { price, compareAtPrice: converted > price ? converted : price + 100 };
}
