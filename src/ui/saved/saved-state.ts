// The hearts' shared state in the browser, loaded after hydration (never part of a page's first
// JavaScript): which products are on the shopper's list, and the toggle. Pages stay the same for
// every shopper (cacheable): the pressed state is applied here, from the browser's own cookie for
// an anonymous shopper or from /api/saved for a signed-in one.

import { cookieValue } from '../browser-cookie';

type Listener = (handles: ReadonlySet<string>) => void;

let handles: Set<string> = new Set();
let loading: Promise<void> | null = null;
const listeners = new Set<Listener>();

/** The handles a browser's saved cookie lists (its first field per entry); the server checks the rest. */
export function handlesInCookie(cookie: string, name: string): string[] {
  const value = cookieValue(cookie, name);
  const payload = value.slice(0, Math.max(0, value.lastIndexOf('.')));
  return payload === '' ? [] : payload.split('|').map((entry) => entry.split('~')[0] ?? '').filter((handle) => /^[a-z0-9][a-z0-9-]{0,99}$/.test(handle));
}

function publish(next: Iterable<string>) {
  handles = new Set(next);
  for (const listener of listeners) listener(handles);
}

/** Where the list is: the account's (signed in) or the browser's cookie of that name. */
export type SavedSource = { signedIn: true } | { signedIn: false; cookie: string };

async function load(source: SavedSource): Promise<void> {
  if (!source.signedIn) return publish(handlesInCookie(document.cookie, source.cookie));
  try {
    const response = await fetch('/api/saved', { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    if (response.ok) publish(((await response.json()) as { handles?: unknown }).handles as string[]);
  } catch {
    // Unknown: hearts stay unpressed, a press still saves.
  }
}

/** Calls `listener` with the list now and after every change; returns the unsubscribe. */
export function subscribe(source: SavedSource, listener: Listener): () => void {
  listeners.add(listener);
  loading ??= load(source);
  void loading.then(() => listener(handles));
  return () => listeners.delete(listener);
}

export interface ToggleAnswer {
  ok: boolean;
  message: string;
  /** The list's length after the change. */
  count?: number;
}

/** Saves or removes one product; the server's answer is the list from now on. */
export async function toggleSaved(handle: string, save: boolean, prefix: string): Promise<ToggleAnswer> {
  try {
    const response = await fetch(`${prefix}/account/saved`, {
      method: 'POST',
      credentials: 'same-origin',
      // The heart turns at once: a shopper who leaves the page before the answer keeps the change.
      keepalive: true,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ intent: save ? 'save' : 'remove', handle }),
    });
    const body = (await response.json().catch(() => null)) as { ok?: boolean; message?: string; handles?: string[] } | null;
    if (!response.ok || !body?.handles) return { ok: false, message: body?.message ?? 'Something went wrong. Please try again.' };
    publish(body.handles);
    return { ok: true, message: body.message ?? '', count: body.handles.length };
  } catch {
    return { ok: false, message: 'Something went wrong. Please try again.' };
  }
}
