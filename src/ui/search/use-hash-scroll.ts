import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The spec's delay before a URL hash scrolls to its element once results have loaded. */
export const HASH_SCROLL_DELAY_MS = 100;

/** A URL hash scrolls smoothly to its element once the results it belongs to are on screen. */
export function useHashScroll(resultsKey: unknown): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    const timer = window.setTimeout(() => {
      const id = decodeURIComponent(hash.slice(1));
      document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash, resultsKey]);
}
