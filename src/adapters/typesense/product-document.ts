// The product document of the search collection, shared by the embedded index, the Typesense
// collection and `npm run search:sync`. It is the spec's search hit (section 3) priced in AUD,
// the other markets' prices beside it, plus the facet and merchandising fields.
import type { ProductAttribute } from '../../domain/catalogue/product-card';

export const MARKET_CURRENCIES = ['AUD', 'USD', 'GBP', 'NOK'] as const;
export type MarketCurrency = (typeof MARKET_CURRENCIES)[number];

/** The home market's prices sit in `price`, `wasprice`, `saveprice`; others in `price_usd` and so on. */
export const HOME_CURRENCY: MarketCurrency = 'AUD';

export type PriceColumn = 'price' | 'wasprice' | 'saveprice';
type OtherMarket = Lowercase<Exclude<MarketCurrency, typeof HOME_CURRENCY>>;
export type PriceFieldName = PriceColumn | `${PriceColumn}_${OtherMarket}`;

/** Prices in decimal units; 0 means none for wasprice and saveprice. */
export type PriceFields = { [K in PriceFieldName]: number };

export function isMarketCurrency(code: string): code is MarketCurrency {
  return (MARKET_CURRENCIES as readonly string[]).includes(code);
}

/** The column holding a price for a market: 'price' for AUD, 'price_usd' for USD. Unknown currencies read AUD. */
export function priceField(column: PriceColumn, currency: string): PriceFieldName {
  return !isMarketCurrency(currency) || currency === HOME_CURRENCY ? column : `${column}_${currency.toLowerCase() as OtherMarket}`;
}

export interface ProductDocument extends PriceFields {
  id: string;
  title: string;
  description: string;
  /** The SKU. */
  sid: string;
  /** Every variant's option values ('Sunburst', 'Left Handed', '10-46'): searched, not faceted. */
  option_values: string[];
  brand: string;
  stock: string;
  in_stock: boolean;
  product_status: string;
  supplier: string;
  colour?: string;
  body_shape?: string;
  orientation?: string;
  'catcodes.lvl0': string;
  'catcodes.lvl1'?: string;
  'catcodes.lvl2'?: string;
  'catcodes.lvl3'?: string;
  'catdesc.lvl0'?: string;
  /** catCodes from the top category down to the leaf: a category listing matches any of them. */
  catCodes: string[];
  show_in_search: boolean;
  show_in_categories: boolean;
  globalSortOverride: number;
  globalSortOrder: number;
  on_sale: boolean;
  /** A sale price in every market: the listed variant's compare-at is above its price (on-sale listings). */
  discounted: boolean;
  new_product: boolean;
  is_openbox: boolean;
  ribbonOverride?: string;
  /** The override's schedule (ISO instants): the card shows it only between them. */
  ribbonStart?: string;
  ribbonEnd?: string;
  staff_pick: boolean;
  url: string;
  image: string[];
  variantId: string;
  attributes?: ProductAttribute[];
  disable_payment: boolean;
}
