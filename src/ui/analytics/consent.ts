// The shopper's analytics choice, remembered in this browser (localStorage: no cookie is set to
// remember it). Unknown on the server and before the page mounts; null until the shopper chooses.
import { useCallback, useSyncExternalStore } from 'react';
import { useRootData } from '../use-root-data';

export type Consent = 'accepted' | 'declined';

const STORAGE_KEY = 'analytics-consent';

/**
 * The analytics platform's visitor and visit cookies, as the server names them in the page's safe
 * settings (server/safe-env.ts, from adapters/shopify/analytics-cookies.ts: stated there only).
 */
export function analyticsCookieNames(safeEnv: Readonly<Record<string, string | undefined>> | undefined): string[] {
  return (safeEnv?.analyticsCookieNames ?? '').split(' ').filter(Boolean);
}
const CHANGED = 'analytics-consent-change';

export function readConsent(): Consent | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the choice; a Decline also forgets the analytics cookies named (see analyticsCookieNames). */
export function writeConsent(consent: Consent, cookieNames: readonly string[] = []): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, consent);
  } catch {
    // Private browsing may refuse storage: the choice then lasts for this page only.
  }
  if (consent === 'declined') {
    // Whatever was measured before is forgotten with the analytics cookies.
    for (const name of cookieNames) document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
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
  const names = useRootData()?.safeEnv.analyticsCookieNames;
  return [consent, useCallback((choice: Consent) => writeConsent(choice, analyticsCookieNames({ analyticsCookieNames: names })), [names])];
}
