import { useEffect } from 'react';
import { useLocation } from '../router/hooks';
import { HASH_SCROLL_DELAY_MS } from '../../domain/timing';

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
