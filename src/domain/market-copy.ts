// Editors' copy that depends on the market the shopper is in. Content says '{currency}' where a
// page names the currency prices are charged in, and each market's page reads its own.

const CURRENCY_NAMES: Readonly<Record<string, string>> = { AUD: 'Australian dollars', USD: 'US dollars', GBP: 'British pounds', NOK: 'Norwegian kroner' };

/** 'Australian dollars' for AUD; the code itself for a currency without a name here. */
export function currencyName(currency: string): string {
  return CURRENCY_NAMES[currency] ?? currency;
}

/** Fills the market placeholders of one piece of copy: {currency} (its name) and {currencyCode}. */
export function fillMarketCopy(text: string, market: { currency: string }): string {
  return text.replaceAll('{currency}', currencyName(market.currency)).replaceAll('{currencyCode}', market.currency);
}

type Block = Readonly<Record<string, unknown>>;

/** Rich text (Portable Text blocks) with every span's placeholders filled; other fields untouched. */
export function fillMarketRichText<T extends Block>(blocks: readonly T[], market: { currency: string }): T[] {
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
