// Recently viewed (issue 19): the last products this browser viewed, newest first, no duplicates,
// kept in the browser only. Entries are product ids and handles, never prices: the cards are
// fetched when shown, so prices are current and in the page's currency.
import { PRODUCT_HANDLE } from './product-handle';

export interface ViewedProduct {
  /** The product's global id ('gid://shopify/Product/…'). */
  productId: string;
  handle: string;
}

export const RECENTLY_VIEWED_LIMIT = 12;

/** The list with `product` at the top, an earlier view of it dropped, at most `limit` long. */
export function recordView(list: readonly ViewedProduct[], product: ViewedProduct, limit = RECENTLY_VIEWED_LIMIT): ViewedProduct[] {
  return [product, ...list.filter((seen) => seen.handle !== product.handle)].slice(0, Math.max(0, limit));
}

/** What a page shows: the list without the product on screen (null on home), at most `limit`. */
export function recentlyViewedShown(list: readonly ViewedProduct[], currentHandle: string | null, limit = RECENTLY_VIEWED_LIMIT): ViewedProduct[] {
  return list.filter((seen) => seen.handle !== currentHandle).slice(0, Math.max(0, limit));
}

const GID = /^gid:\/\/shopify\/Product\/[A-Za-z0-9-]{1,64}$/;

/** Entries read back from storage that anyone may have edited: well-formed ones only, first occurrence kept. */
export function validViewedProducts(value: unknown, limit = RECENTLY_VIEWED_LIMIT): ViewedProduct[] {
  if (!Array.isArray(value)) return [];
  const list: ViewedProduct[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { productId, handle } = entry as Record<string, unknown>;
    if (typeof productId !== 'string' || typeof handle !== 'string' || !GID.test(productId) || !PRODUCT_HANDLE.test(handle)) continue;
    if (list.some((seen) => seen.handle === handle)) continue;
    list.push({ productId, handle });
    if (list.length >= limit) break;
  }
  return list;
}
