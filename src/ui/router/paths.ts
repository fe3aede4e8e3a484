// Paths as React Router reads and writes them (`createPath`, `parsePath`, `resolveTo`), for the
// shop's own router bindings (hooks.ts): the same results, without React Router's path utilities
// in the first load of every page.
import type { Path, To } from 'react-router';

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  let path = pathname;
  if (search && search !== '?') path += search.startsWith('?') ? search : `?${search}`;
  if (hash && hash !== '#') path += hash.startsWith('#') ? hash : `#${hash}`;
  return path;
}

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

const withoutDoubleSlashes = (path: string) => path.replace(/[\\/]{2,}/g, '/');
const withoutTrailingSlashes = (path: string) => path.replace(/\/+$/, '');
const normalSearch = (search: string) => (!search || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`);
const normalHash = (hash: string) => (!hash || hash === '#' ? '' : hash.startsWith('#') ? hash : `#${hash}`);

export const joinPaths = (paths: readonly string[]): string => withoutDoubleSlashes(paths.join('/'));

function resolvePathname(relative: string, from: string): string {
  const segments = withoutTrailingSlashes(from).split('/');
  for (const segment of relative.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') segments.push(segment);
  }
  return segments.length > 1 ? segments.join('/') : '/';
}

function resolvePath(to: Partial<Path>, from: string): Path {
  const { search = '', hash = '' } = to;
  let pathname = from;
  if (to.pathname) {
    const toPathname = withoutDoubleSlashes(to.pathname);
    pathname = /^[\\/]/.test(toPathname) ? resolvePathname(toPathname.slice(1), '/') : resolvePathname(toPathname, from);
  }
  return { pathname, search: normalSearch(search), hash: normalHash(hash) };
}

/**
 * Where `to` leads from a route: `routePathnames` are the pathnames of the matched routes that add
 * to the path (the last one the route's own), as React Router resolves links ('..' climbs a route;
 * with `pathRelative`, a path segment).
 */
export function resolveTo(toArg: To, routePathnames: readonly string[], locationPathname: string, pathRelative = false): Path {
  const to: Partial<Path> = typeof toArg === 'string' ? parsePath(toArg) : { ...toArg };
  const isEmptyPath = toArg === '' || to.pathname === '';
  const toPathname = isEmptyPath ? '/' : to.pathname;
  let from: string;
  if (toPathname == null) from = locationPathname;
  else {
    let routeIndex = routePathnames.length - 1;
    if (!pathRelative && toPathname.startsWith('..')) {
      const segments = toPathname.split('/');
      while (segments[0] === '..') {
        segments.shift();
        routeIndex -= 1;
      }
      to.pathname = segments.join('/');
    }
    from = routeIndex >= 0 ? (routePathnames[routeIndex] as string) : '/';
  }
  const path = resolvePath(to, from);
  const explicitTrailingSlash = !!toPathname && toPathname !== '/' && toPathname.endsWith('/');
  const currentTrailingSlash = (isEmptyPath || toPathname === '.') && locationPathname.endsWith('/');
  if (!path.pathname.endsWith('/') && (explicitTrailingSlash || currentTrailingSlash)) path.pathname += '/';
  return path;
}

/** The pathname without the router's basename; null when it is not under it. */
export function stripBasename(pathname: string, basename: string): string | null {
  if (basename === '/') return pathname;
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return null;
  const start = basename.endsWith('/') ? basename.length - 1 : basename.length;
  const next = pathname.charAt(start);
  if (next && next !== '/') return null;
  return pathname.slice(start) || '/';
}
