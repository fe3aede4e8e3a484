// The cart tells analytics about added lines with a DOM event, so the two features never import
// each other: dispatch `new CustomEvent(CART_LINES_ADDED_EVENT, { detail })` after a successful add.
import type { AnalyticsProduct } from '../../domain/analytics';

export const CART_LINES_ADDED_EVENT = 'cart:lines-added';

export interface CartLinesAddedDetail {
  cartId: string;
  products: AnalyticsProduct[];
}

export function dispatchCartLinesAdded(detail: CartLinesAddedDetail): void {
  window.dispatchEvent(new CustomEvent<CartLinesAddedDetail>(CART_LINES_ADDED_EVENT, { detail }));
}

export function isCartLinesAddedDetail(value: unknown): value is CartLinesAddedDetail {
  const detail = value as Partial<CartLinesAddedDetail> | null;
  return typeof detail?.cartId === 'string' && Array.isArray(detail.products) && detail.products.length > 0;
}
