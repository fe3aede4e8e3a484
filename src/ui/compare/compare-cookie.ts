// Reading and writing the browser's compare list where it changes (the tray, the compare page): the
// `compare` cookie holds the handles, validated as the server validates them. Every change is
// announced with the window event the toggles listen for.
import { COMPARE_COOKIE, parseHandleList, serializeHandleList } from '../../domain/compare/compare-list';
import { cookieValue } from '../browser-cookie';
import { COMPARE_CHANGED } from './compared-now';

export function comparedHandles(): string[] {
  const text = cookieValue(document.cookie, COMPARE_COOKIE.name);
  try {
    return parseHandleList(decodeURIComponent(text));
  } catch {
    return [];
  }
}

export function writeComparedHandles(list: readonly string[]): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COMPARE_COOKIE.name}=${encodeURIComponent(serializeHandleList(list))}; Max-Age=${COMPARE_COOKIE.maxAgeSeconds}; Path=${COMPARE_COOKIE.path}; SameSite=${COMPARE_COOKIE.sameSite}${secure}`;
  window.dispatchEvent(new Event(COMPARE_CHANGED));
}
