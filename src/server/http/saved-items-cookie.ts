// An anonymous browser's saved list, in a cookie the server reads (so the heart's form and the saved
// page work without JavaScript) and the browser's script reads too (the hearts' pressed state and
// the header count on cached pages). Entries are `handle~productId~amount~CURRENCY~savedAtSeconds`
// joined by '|', all cookie-safe characters, then '.' and a MAC of the list under the session
// secret (signed-value.ts): a shopper cannot write a "was" price the server did not see. 20 entries of 100-character
// handles stay under 3 KB. A cookie that does not verify or parse is an empty list.
import type { Response } from 'express';
import { z } from 'zod';
import { MAX_BROWSER_SAVED_ITEMS, SAVED_HANDLE, type SavedItem } from '../../domain/saved-items';
import { signValue, verifiedPayload } from './signed-value';

/** Matches the page cache's personal-cookie rule: a page rendered for its holder is never shared. */
export const SAVED_COOKIE_NAME = 'customer_saved';
export const SAVED_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
const PRODUCT_GID = 'gid://shopify/Product/';

const entry = z.tuple([
  z.string().regex(SAVED_HANDLE),
  z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
  z.string().regex(/^\d{1,9}(\.\d{1,2})?$/),
  z.string().regex(/^[A-Z]{3}$/),
  z.string().regex(/^\d{1,12}$/),
]);

export function encodeSavedItems(items: readonly SavedItem[], secret: string): string {
  const payload = items
    .map((item) => [item.handle, item.productId.replace(PRODUCT_GID, ''), item.savedPrice.amount, item.savedPrice.currencyCode, String(Math.floor(Date.parse(item.savedAt) / 1000))].join('~'))
    .join('|');
  return signValue('saved-items', payload, secret);
}

/** The list a cookie value carries: [] when it is missing, forged or malformed; malformed entries and repeats dropped. */
export function decodeSavedItems(value: unknown, secret: string): SavedItem[] {
  const payload = verifiedPayload('saved-items', value, secret, 4096);
  if (payload === undefined) return [];
  const items: SavedItem[] = [];
  for (const part of payload === '' ? [] : payload.split('|')) {
    const parsed = entry.safeParse(part.split('~'));
    if (!parsed.success || items.some((item) => item.handle === parsed.data[0])) continue;
    const [handle, id, amount, currencyCode, seconds] = parsed.data;
    items.push({ handle, productId: PRODUCT_GID + id, savedPrice: { amount, currencyCode }, savedAt: new Date(Number(seconds) * 1000).toISOString() });
    if (items.length >= MAX_BROWSER_SAVED_ITEMS) break;
  }
  return items;
}

export function setSavedCookie(res: Response, items: readonly SavedItem[], options: { secret: string; secure: boolean }): void {
  if (items.length === 0) {
    clearSavedCookie(res, options);
    return;
  }
  // Readable by the page's script on purpose (the hearts); it holds nothing secret.
  res.cookie(SAVED_COOKIE_NAME, encodeSavedItems(items, options.secret), { httpOnly: false, sameSite: 'lax', secure: options.secure, path: '/', maxAge: SAVED_COOKIE_MAX_AGE_MS, encode: String });
}

export function clearSavedCookie(res: Response, options: { secure: boolean }): void {
  res.clearCookie(SAVED_COOKIE_NAME, { httpOnly: false, sameSite: 'lax', secure: options.secure, path: '/' });
}
