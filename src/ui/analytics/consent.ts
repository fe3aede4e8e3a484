// The shopper's analytics choice, remembered in this browser (localStorage: no cookie is set to
// remember it). Unknown on the server and before the page mounts; null until the shopper chooses.
import { useCallback, useSyncExternalStore } from 'react';

export type Consent = 'accepted' | 'declined';

const STORAGE_KEY = 'analytics-consent';
/**
 * The analytics platform's visitor and visit cookies (adapters/shopify/analytics-cookies.ts; the ui
 * cannot import adapters, so test/server/http/set-cookie.test.ts holds the two lists equal).
 */
export const ANALYTICS_COOKIE_NAMES = ['_shopify_y', '_shopify_s'] as const;
const CHANGED = 'analytics-consent-change';

export function readConsent(): Consent | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

export function writeConsent(consent: Consent): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, consent);
  } catch {
    // Private browsing may refuse storage: the choice then lasts for this page only.
  }
  if (consent === 'declined') {
    // Whatever was measured before is forgotten with the analytics cookies.
    for (const name of ANALYTICS_COOKIE_NAMES) document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** 'Cookie settings': forgets the choice, so the banner asks again (the analytics cookies stay until declined). */
export function clearConsent(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused: there was nothing remembered.
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** undefined while unknown (server, hydration); null when the shopper has not chosen yet. */
export function useConsent(): [Consent | null | undefined, (consent: Consent) => void] {
  const consent = useSyncExternalStore<Consent | null | undefined>(subscribe, readConsent, () => undefined);
  return [consent, useCallback(writeConsent, [])];
}
