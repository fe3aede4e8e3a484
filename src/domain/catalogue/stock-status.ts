// The stock statuses the catalogue's metafield and search documents carry (spec section 3).

export type StockStatus = 'In Stock' | 'Accepting Orders' | '7 Day Dispatch';

export const STOCK_STATUSES: readonly StockStatus[] = ['In Stock', 'Accepting Orders', '7 Day Dispatch'];

export function toStockStatus(value: unknown): StockStatus | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  return STOCK_STATUSES.find((s) => s.toLowerCase() === wanted) ?? null;
}
