// Online stock display and in-store availability (spec section 4).
import type { InventoryLevel } from './catalogue/product';

export const ONLINE_LOCATION = 'ONLINE';

// 'Quantity 1 or more shows In Stock; otherwise the metafield status decides' is part of the
// availability rule (availability.ts), which also says what can be bought.

export type StockCount = { kind: 'one-left'; text: 'Only one left' } | { kind: 'count'; text: string } | { kind: 'many'; text: '5+' };

export const STOCK_COUNT_MANY_FROM = 5;

/**
 * 'Only one left' at 1; the count below 5; '5+' above 5. The spec is silent on exactly 5: '5+'
 * reads "5 or more", so 5 shows '5+' too. Nothing for 0 or less.
 */
export function stockCount(quantity: number): StockCount | null {
  if (quantity < 1) return null;
  if (quantity === 1) return { kind: 'one-left', text: 'Only one left' };
  if (quantity < STOCK_COUNT_MANY_FROM) return { kind: 'count', text: String(quantity) };
  return { kind: 'many', text: '5+' };
}

/** The count as the product page and the comparison say it: 'Only one left', '3 available online', '5+ available online'. */
export function stockCountLine(count: StockCount): string {
  return count.kind === 'one-left' ? count.text : `${count.text} available online`;
}

/** Online stock is the ONLINE location's quantity. */
export function onlineQuantity(levels: readonly InventoryLevel[]): number {
  return levels.filter((l) => l.locationId === ONLINE_LOCATION).reduce((sum, l) => sum + Math.max(0, l.quantity), 0);
}

export interface StoreWarehouse {
  /** The warehouse (location) id, e.g. '51'. */
  warehouseCode: string;
  key: string;
  name: string;
}

/** The two main stores of in-store availability. */
export const MAIN_STORES: readonly StoreWarehouse[] = [
  { warehouseCode: '51', key: 'forestville', name: 'Forestville' },
  { warehouseCode: '52', key: 'city', name: 'City' },
];

const quantityAt = (levels: readonly InventoryLevel[], code: string) =>
  levels.filter((l) => l.locationId === code).reduce((sum, l) => sum + l.quantity, 0);

/** The stores holding stock, in the order of the store list. */
export function storesWithStock(levels: readonly InventoryLevel[], stores: readonly StoreWarehouse[] = MAIN_STORES): StoreWarehouse[] {
  return stores.filter((s) => quantityAt(levels, s.warehouseCode) > 0);
}

/** The stores with a demo unit on the floor. */
export function storesWithDemo(levels: readonly InventoryLevel[], stores: readonly StoreWarehouse[] = MAIN_STORES): StoreWarehouse[] {
  return stores.filter((s) => levels.some((l) => l.locationId === s.warehouseCode && l.hasDemo));
}

export type InStoreAvailability = 'all' | 'city' | 'forestville' | 'none';

/** The spec's four states over warehouses 51 (Forestville) and 52 (City). */
export function inStoreAvailability(levels: readonly InventoryLevel[]): InStoreAvailability {
  const keys = storesWithStock(levels, MAIN_STORES).map((s) => s.key);
  if (keys.length === MAIN_STORES.length) return 'all';
  return (keys[0] as 'city' | 'forestville' | undefined) ?? 'none';
}
