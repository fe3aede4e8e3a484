// A link to a page of the shop, navigating through the router on a plain left click: React Router's
// <Link> for what the shop uses of it (to, replace, state, preventScrollReset, reloadDocument).
// Importing React Router's own brings its whole DOM module into the first load of every page (its
// components' displayName assignments keep NavLink, Form and ScrollRestoration) and, for prefetching
// in framework mode, that mode's document components: about 5 KiB gzip (issue 18).
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import type { To } from 'react-router';
import { useHref, useLocation, useNavigate, useResolvedPath } from '../router/hooks';
import { createPath } from '../router/paths';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replaces the history entry; by default only a link to the page already shown does. */
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  /** A full page load instead of a client-side navigation. */
  reloadDocument?: boolean;
}

/** A plain left click nothing has handled yet: one the shop may navigate client-side (no new tab or window). */
export function isPlainLeftClick(event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/** A URL with a scheme ('https:', 'mailto:') or protocol-relative: not a route of the shop. */
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function Link({ to: given, replace, state, preventScrollReset, reloadDocument, onClick, target, children, ...anchor }: LinkProps) {
  // A path already in the page's market ('/en-gb/products/x', as the cart's JSON gives it) is not prefixed twice.
  const base = useHref('/');
  const to = typeof given === 'string' && base !== '/' && (given === base || given.startsWith(`${base}/`) || given.startsWith(`${base}?`)) ? given.slice(base.length) || '/' : given;
  const external = typeof to === 'string' && EXTERNAL.test(to);
  const href = useHref(external ? '/' : to);
  const navigate = useNavigate();
  const location = useLocation();
  const path = useResolvedPath(external ? '/' : to);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (external || reloadDocument || !isPlainLeftClick(event)) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    void navigate(to, { replace: replace ?? createPath(location) === createPath(path), state, preventScrollReset });
  };
  return (
    <a {...anchor} href={external ? (to as string) : href} target={target} onClick={click}>
      {children}
    </a>
  );
}
