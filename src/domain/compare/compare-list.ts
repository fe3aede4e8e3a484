// The products a browser has chosen to compare (issue 19): up to four product handles, kept in the
// `compare` cookie so the server can read them and page scripts can change them.
import type { CookieSpec } from '../cookies';

export const MAX_COMPARED = 4;

/** Readable by page scripts: the browser keeps the list, the server only reads it (and the no-JS form sets it). */
export const COMPARE_COOKIE: CookieSpec = { name: 'compare', maxAgeSeconds: 90 * 24 * 60 * 60, path: '/', sameSite: 'Lax', httpOnly: false };

/** A product handle as the catalogue writes one: lower-case letters, digits and hyphens. */
export const PRODUCT_HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/;

export type CompareOutcome = 'added' | 'removed' | 'full';

/**
 * The handles a cookie or query value names ('a,b,c'): trimmed, lower-cased, anything that is not a
 * handle dropped, duplicates dropped (the first kept), at most `max`.
 */
export function parseHandleList(value: string | null | undefined, max = MAX_COMPARED): string[] {
  const handles: string[] = [];
  for (const part of (value ?? '').split(',')) {
    const handle = part.trim().toLowerCase();
    if (handles.length === max) break;
    if (PRODUCT_HANDLE.test(handle) && !handles.includes(handle)) handles.push(handle);
  }
  return handles;
}

export const serializeHandleList = (handles: readonly string[]): string => handles.join(',');

/** 'Compare' pressed on a product: it leaves the list when in it, joins it when there is room, else the list is full (the shopper is asked to replace one). */
export function toggleCompared(list: readonly string[], handle: string): { list: string[]; outcome: CompareOutcome } {
  if (list.includes(handle)) return { list: list.filter((h) => h !== handle), outcome: 'removed' };
  if (list.length >= MAX_COMPARED) return { list: [...list], outcome: 'full' };
  return { list: [...list, handle], outcome: 'added' };
}

/** The shopper chose which product makes room: the newcomer takes its place (the list keeps its order). */
export function replaceCompared(list: readonly string[], leaving: string, joining: string): string[] {
  if (list.includes(joining)) return list.filter((h) => h !== leaving);
  if (!list.includes(leaving)) return toggleCompared(list, joining).list;
  return list.map((h) => (h === leaving ? joining : h));
}
