// Whether a variant can be bought and what every page says about it: the one rule behind the product
// page's stock text and button, the card, buy now, every cart action in both cart stores and the
// JSON-LD offer.
//
// The reading (README, "Availability"): online stock of 1 or more is In Stock. Without online stock
// the stock-status metafield decides: 'Accepting Orders' and '7 Day Dispatch' are backorders the shop
// takes (the instrument is on its way from the supplier), so they can be bought; anything else,
// including a stale 'In Stock', is Out of Stock and cannot be bought. A platform that says the
// variant is not for sale (Shopify's availableForSale false) wins over everything.
import { toStockStatus, type StockStatus } from './catalogue/stock-status';

export const OUT_OF_STOCK = 'Out of Stock';

/** What a page shows for a variant's online availability. */
export type AvailabilityLabel = StockStatus | typeof OUT_OF_STOCK;

export type SchemaAvailability = 'InStock' | 'BackOrder' | 'OutOfStock';

export interface Availability {
  label: AvailabilityLabel;
  buyable: boolean;
  /** schema.org ItemAvailability, for the JSON-LD offer. */
  schema: SchemaAvailability;
}

export interface AvailabilityFacts {
  /** Online stock; null or absent when the platform does not say. */
  onlineQuantity?: number | null;
  /** The stock-status metafield (or the status text a search document carries). */
  stockStatus?: string | null;
  /** The commerce platform's own verdict, where the adapter has one. */
  availableForSale?: boolean | null;
}

const IN_STOCK: Availability = { label: 'In Stock', buyable: true, schema: 'InStock' };
const OUT: Availability = { label: OUT_OF_STOCK, buyable: false, schema: 'OutOfStock' };
const backorder = (label: StockStatus): Availability => ({ label, buyable: true, schema: 'BackOrder' });

/** The statuses that take orders without stock. */
export const BACKORDER_STATUSES: readonly StockStatus[] = ['Accepting Orders', '7 Day Dispatch'];

const isBackorder = (status: StockStatus | null): status is StockStatus => status !== null && BACKORDER_STATUSES.includes(status);

export function variantAvailability({ onlineQuantity, stockStatus, availableForSale }: AvailabilityFacts): Availability {
  if (availableForSale === false) return OUT;
  const status = toStockStatus(stockStatus);
  if (typeof onlineQuantity === 'number') {
    if (onlineQuantity >= 1) return IN_STOCK;
    return isBackorder(status) ? backorder(status) : OUT;
  }
  // Stock unknown: the platform's yes, worded by the metafield; else the status text alone.
  if (isBackorder(status)) return backorder(status);
  if (availableForSale === true || status === 'In Stock') return IN_STOCK;
  return OUT;
}

/** A status text as a card or document carries it ('Out of Stock' included), read by the same rule. */
export function availabilityOfStatusText(text: string | null | undefined): Availability {
  return variantAvailability({ stockStatus: text });
}
