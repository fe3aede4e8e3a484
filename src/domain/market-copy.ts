// Editors' copy that depends on the market the shopper is in. Content says '{currency}' where a
// page names the currency prices are charged in, and each market's page reads its own; the spec's
// money figures (section 9) are placeholders too ('{freeShippingFrom}', '{flatShipping}', …), filled
// from the market's amounts (market-amounts.ts), so '/en-gb/pages/delivery-info' says £52 as its
// header and its cart do. A '$' figure written into content would be the US site's on every market.
import { FLAT_SHIPPING_FEE, FREE_SHIPPING_FROM } from './cart-shipping';
import type { Locale } from './locale';
import { marketMinorUnits } from './market-amounts';
import { formatMoney, moneyFromMinorUnits, type CurrencyCode } from './money';
import { AFTERPAY, PAYPAL, ZIP } from './payment-options';

/** The spec's figures (section 9) in its dollars, by the placeholder content writes for each. */
export const MARKET_FIGURES: Readonly<Record<string, { dollars: number; alwaysDecimals?: boolean }>> = {
  freeShippingFrom: { dollars: FREE_SHIPPING_FROM },
  flatShipping: { dollars: FLAT_SHIPPING_FEE, alwaysDecimals: true },
  afterpayFrom: { dollars: AFTERPAY.min },
  afterpayTo: { dollars: AFTERPAY.max },
  paypalFrom: { dollars: PAYPAL.min },
  paypalTo: { dollars: PAYPAL.max },
  zipWeeklyFrom: { dollars: ZIP.weeklyFrom },
  zipMonthlyFrom: { dollars: ZIP.monthlyFrom },
};

type Market = Pick<Locale, 'currency'> & Partial<Pick<Locale, 'language' | 'country'>>;

function figure(name: string, market: Market): string | null {
  const known = MARKET_FIGURES[name];
  if (!known || !market.language || !market.country) return null;
  const currency = market.currency as CurrencyCode;
  return formatMoney(moneyFromMinorUnits(marketMinorUnits(known.dollars, currency), currency), { language: market.language, country: market.country }, { alwaysDecimals: known.alwaysDecimals ?? false });
}

const CURRENCY_NAMES: Readonly<Record<string, string>> = { AUD: 'Australian dollars', USD: 'US dollars', GBP: 'British pounds', NOK: 'Norwegian kroner' };

/** 'Australian dollars' for AUD; the code itself for a currency without a name here. */
export function currencyName(currency: string): string {
  return CURRENCY_NAMES[currency] ?? currency;
}

/** Fills the market placeholders of one piece of copy: {currency} (its name), {currencyCode} and the spec's figures ({freeShippingFrom}, …). */
export function fillMarketCopy(text: string, market: Market): string {
  return text
    .replaceAll('{currency}', currencyName(market.currency))
    .replaceAll('{currencyCode}', market.currency)
    .replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => figure(name, market) ?? whole);
}

type Block = Readonly<Record<string, unknown>>;

/** Rich text (Portable Text blocks) with every span's placeholders filled; other fields untouched. */
export function fillMarketRichText<T extends Block>(blocks: readonly T[], market: Market): T[] {
  return blocks.map((block) => {
    const children = block.children;
    if (!Array.isArray(children)) return block;
    return {
      ...block,
      children: children.map((child: unknown) => {
        const span = child as Block;
        return span && typeof span.text === 'string' && span.text.includes('{') ? { ...span, text: fillMarketCopy(span.text, market) } : span;
      }),
    };
  });
}
