// The titles and pictures of chosen products, kept in local storage (the cookie holds handles only).
import type { CompareItem } from './compare-item';

const ITEMS_KEY = 'compare:items';

function stored(): Record<string, CompareItem> {
  try {
    const parsed = JSON.parse(localStorage.getItem(ITEMS_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, CompareItem>) : {};
  } catch {
    return {};
  }
}

/** Keeps the items of the handles still chosen, plus the new ones. */
export function rememberItems(items: readonly CompareItem[], keep: readonly string[]): void {
  const all = stored();
  for (const item of items) all[item.handle] = item;
  const kept = Object.fromEntries(Object.entries(all).filter(([handle]) => keep.includes(handle)));
  try {
    localStorage.setItem(ITEMS_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the tray asks the server for titles instead.
  }
}

export function storedItem(handle: string): CompareItem | null {
  const item = stored()[handle];
  return item && typeof item.title === 'string' && typeof item.href === 'string' ? item : null;
}
