// The browser's compare list (issue 19), read and written in the page: the `compare` cookie holds
// the handles (the server reads the same cookie), local storage the titles and pictures the tray
// shows. Every change is announced with one window event, so toggles and the tray stay in step.
import { COMPARE_COOKIE, parseHandleList, serializeHandleList } from '../../domain/compare/compare-list';

export const COMPARE_CHANGED = 'compare:changed';

let cached: { text: string; list: string[] } = { text: '', list: [] };

function cookieText(): string {
  const prefix = `${COMPARE_COOKIE.name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (!found) return '';
  try {
    return decodeURIComponent(found.slice(prefix.length));
  } catch {
    return '';
  }
}

/** The handles chosen, the same array while the cookie does not change (a stable snapshot for React). */
export function comparedHandles(): string[] {
  const text = cookieText();
  if (text !== cached.text) cached = { text, list: parseHandleList(text) };
  return cached.list;
}

export function writeComparedHandles(list: readonly string[]): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COMPARE_COOKIE.name}=${encodeURIComponent(serializeHandleList(list))}; Max-Age=${COMPARE_COOKIE.maxAgeSeconds}; Path=${COMPARE_COOKIE.path}; SameSite=${COMPARE_COOKIE.sameSite}${secure}`;
  window.dispatchEvent(new Event(COMPARE_CHANGED));
}

export function onComparedChange(listener: () => void): () => void {
  window.addEventListener(COMPARE_CHANGED, listener);
  // Another tab changed the list: its cookie is ours too, and its storage event says when.
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(COMPARE_CHANGED, listener);
    window.removeEventListener('storage', listener);
  };
}
