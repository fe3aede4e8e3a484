import { useEffect, useRef } from 'react';
import { useLocation } from '../router/hooks';

/**
 * Scrolls to the top on every path change (query-only changes keep the position). The first
 * render is no path change: the browser has already placed a fresh page (at its #hash, or where
 * a reload left it), and hydrating must not jump it back to the top.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current !== null && shown.current !== pathname) window.scrollTo(0, 0);
    shown.current = pathname;
  }, [pathname]);
  return null;
}
