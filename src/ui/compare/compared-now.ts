// The handles the browser's `compare` cookie holds, as the toggles read them for their pressed
// state (compare-cookie.ts validates them where the list changes), and the event a change sends.
import { cookieValue } from '../browser-cookie';

export const COMPARE_CHANGED = 'compare:changed';

let cached: { text: string; list: string[] } = { text: '', list: [] };
/** True while `cached` was read from the cookie in this task (every toggle of a page reads at once). */
let readInThisTask = false;

/** The same array while the cookie does not change (a stable snapshot for React). */
export function comparedNow(): string[] {
  if (readInThisTask) return cached.list;
  readInThisTask = true;
  queueMicrotask(() => (readInThisTask = false));
  const text = cookieValue(document.cookie, 'compare');
  if (text !== cached.text) {
    let list: string[] = [];
    try {
      list = text ? decodeURIComponent(text).split(',') : [];
    } catch {
      // Not a list this shop wrote: nothing is chosen.
    }
    cached = { text, list };
  }
  return cached.list;
}

export function onComparedChange(listener: () => void): () => void {
  // The cookie may have changed in this very task (a press writes it, then says so).
  const changed = () => {
    readInThisTask = false;
    listener();
  };
  window.addEventListener(COMPARE_CHANGED, changed);
  // Another tab changed the list: its cookie is ours too, and its storage event says when.
  window.addEventListener('storage', changed);
  return () => {
    window.removeEventListener(COMPARE_CHANGED, changed);
    window.removeEventListener('storage', changed);
  };
}
