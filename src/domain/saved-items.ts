// Saved items (issue 19): the products a shopper keeps for later, newest first, one entry per
// product, with the price the product had when it was saved (in the currency of the page it was
// saved from), so the list can say when the price has dropped since.
import { formatMoney, minorUnits, type Money } from './money';
import type { Locale } from './locale';
import type { Result } from './result';
import { PRODUCT_HANDLE } from './product-handle';

export { handleOfProductHref } from './product-handle';

export interface SavedItem {
  /** The product's global id ('gid://shopify/Product/…'): cards are fetched by it. */
  productId: string;
  handle: string;
  /** The price shown when it was saved, in the currency of that page's market. */
  savedPrice: Money;
  /** ISO instant. */
  savedAt: string;
}

/** An account keeps up to 50 products: a long research list, still one page of cards. */
export const MAX_SAVED_ITEMS = 50;
/**
 * A browser keeps up to 20 (the list travels in a cookie the server reads, so forms work without
 * JavaScript, and a cookie holds about 4 KB: 20 entries of the longest handles stay under it).
 */
export const MAX_BROWSER_SAVED_ITEMS = 20;
/** The handles a saved list accepts. */
export const SAVED_HANDLE = PRODUCT_HANDLE;

export const SAVED_MESSAGES = {
  saved: 'Saved to your list.',
  removed: 'Removed from your saved items.',
  fullAccount: `Your saved list is full (${MAX_SAVED_ITEMS} products). Remove one to save another.`,
  fullBrowser: `This browser keeps up to ${MAX_BROWSER_SAVED_ITEMS} saved products. Log in or create an account to save up to ${MAX_SAVED_ITEMS}.`,
  unknownProduct: 'This product is no longer available.',
  unavailable: 'Your saved items cannot be reached right now. Please try again shortly.',
  empty: 'You have not saved any products yet. Press the heart on a product to keep it here.',
} as const;

export type SaveRefusal = 'full';

const newestFirst = (a: SavedItem, b: SavedItem) => b.savedAt.localeCompare(a.savedAt) || a.handle.localeCompare(b.handle);

/** The list with `item` added at the top; saving a product already on the list keeps the first save (and its price). */
export function withSavedItem(list: readonly SavedItem[], item: SavedItem, max: number): Result<SavedItem[], SaveRefusal> {
  if (list.some((saved) => saved.handle === item.handle)) return { ok: true, value: [...list] };
  if (list.length >= max) return { ok: false, error: 'full' };
  return { ok: true, value: [item, ...list] };
}

export function withoutSavedItem(list: readonly SavedItem[], handle: string): SavedItem[] {
  return list.filter((saved) => saved.handle !== handle);
}

/**
 * A browser's list merged into an account's at log-in or registration: one entry per product,
 * the earlier save winning (its price is the one the shopper saw first), newest first, and past
 * `max` the oldest saves go.
 */
export function mergeSavedItems(account: readonly SavedItem[], browser: readonly SavedItem[], max: number): SavedItem[] {
  const byHandle = new Map<string, SavedItem>();
  for (const item of [...account, ...browser]) {
    const known = byHandle.get(item.handle);
    if (!known || item.savedAt < known.savedAt) byHandle.set(item.handle, item);
  }
  return [...byHandle.values()].sort(newestFirst).slice(0, Math.max(0, max));
}

/**
 * 'Now $x, was $y when you saved it' when the current price is lower than the saved one in the same
 * currency; null otherwise (no drop, a rise, or a list saved in another market's currency).
 */
export function priceDropText(saved: Money, current: Money, locale: Pick<Locale, 'language' | 'country'>): string | null {
  if (saved.currencyCode !== current.currencyCode) return null;
  if (minorUnits(current) >= minorUnits(saved)) return null;
  return `Now ${formatMoney(current, locale)}, was ${formatMoney(saved, locale)} when you saved it`;
}
