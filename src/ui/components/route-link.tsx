// The menus, footer and product grids render hundreds of site links per page. React Router's <Link>
// resolves its path and builds a click handler per link, which measured about a tenth of a
// collection page's server render. A RouteLink is a plain anchor with its href prefixed once by
// the locale's basename; one click listener on the document (useRouteLinkNavigation, mounted
// in the root layout) sends plain left clicks on them through the router, as <Link> would.
import { createContext, useContext, useEffect, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useHref, useNavigate } from '../router/hooks';
import { isPlainLeftClick, Link } from './link';

const RouteBase = createContext('');

/** Provides the router basename ('' or '/en-au') to every RouteLink below it; computed once. */
export function RouteBaseProvider({ children }: { children: ReactNode }) {
  const base = useHref('/').replace(/\/+$/, '');
  return <RouteBase value={base}>{children}</RouteBase>;
}

/** A fixed basename for a part rendered outside the router (a personal hole, rendered on its own on the server). */
export function RouteBaseValue({ base, children }: { base: string; children: ReactNode }) {
  return <RouteBase value={base}>{children}</RouteBase>;
}

interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path inside the site, without the locale prefix: '/collections/drums?x=1#top'. */
  to: string;
}

export function RouteLink({ to, children, ...anchor }: RouteLinkProps) {
  const base = useContext(RouteBase);
  // Only absolute site paths are prefixed here; anything else keeps the router's own resolution.
  if (!to.startsWith('/') || to.startsWith('//')) {
    return (
      <Link to={to} {...anchor}>
        {children}
      </Link>
    );
  }
  return (
    <a {...anchor} href={hrefOf(base, to)} data-route={to}>
      {children}
    </a>
  );
}

/** The locale prefix ('' or '/en-au') RouteLinks add, for forms and links built by hand. */
export const useRouteBase = (): string => useContext(RouteBase);

export function hrefOf(base: string, to: string): string {
  if (!base) return to;
  return to === '/' ? base : `${base}${to}`;
}

/** Sends plain left clicks on RouteLinks through the router instead of reloading the page. */
export function useRouteLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const to = routeOfClick(event);
      if (to === null) return;
      event.preventDefault();
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      // As <Link>: a link to the page already shown replaces the history entry.
      const here = `${location.pathname}${location.search}${location.hash}`;
      const there = anchor ? `${anchor.pathname}${anchor.search}${anchor.hash}` : '';
      void navigate(to, { replace: here === there });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}

/** The route a click should navigate to, or null when the browser should handle it. */
export function routeOfClick(event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'target'>): string | null {
  if (!isPlainLeftClick(event)) return null;
  const target = event.target as Element | null;
  const anchor = typeof target?.closest === 'function' ? target.closest('a[data-route]') : null;
  if (!anchor) return null;
  const frame = anchor.getAttribute('target');
  if ((frame && frame !== '_self') || anchor.hasAttribute('download')) return null;
  return anchor.getAttribute('data-route');
}
