// The browser's recently viewed list in local storage: read leniently (anyone may have edited it),
// written back whole. Small on purpose: the product page records its view as soon as it hydrates,
// before the row's own code arrives (a shopper who leaves at once has still viewed it).
import { recordView, validViewedProducts, type ViewedProduct } from '../../domain/recently-viewed';

export const RECENTLY_VIEWED_KEY = 'recently-viewed';

export function storedViews(): ViewedProduct[] {
  try {
    return validViewedProducts(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

export function storeViews(list: readonly ViewedProduct[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(RECENTLY_VIEWED_KEY);
    else localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
  } catch {
    // Storage full or refused (private mode): the row simply stays empty.
  }
}

/** Puts the product on screen at the top of the list; answers the list. */
export function recordViewed(product: ViewedProduct): ViewedProduct[] {
  const list = recordView(storedViews(), product);
  storeViews(list);
  return list;
}
