// The shop's React Router hooks: what its components use of React Router's (location, links,
// navigation, loader data, route errors, the outlet), read from React Router's own contexts. The
// server renders with React Router's static provider and the browser with the shop's
// (router-provider.tsx); both fill these contexts, so a component reads the same either way.
// React Router's hooks module and the path utilities it brings are about 6 KiB gzip of the first
// load of every page (issue 18); these are the few the shop needs.
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import type { ErrorResponse, Location, Navigation, NavigateOptions, Params, Path, RouteMatch, To } from 'react-router';
import { DataRouterContext, DataRouterDataContext, DataRouterNavigationContext, LocationContext, NavigationContext, RouteContext } from './contexts';
import { joinPaths, resolveTo } from './paths';

/** The error a route's error boundary caught while rendering (router-provider.tsx). */
export const RouteErrorContext = createContext<unknown>(undefined);

export function useLocation(): Location {
  return useContext(LocationContext).location;
}

/** The pathnames `to` resolves against: the matched routes that add to the path, the last one its own. */
function routePathnames(matches: readonly RouteMatch[]): string[] {
  const contributing = matches.filter((match, index) => index === 0 || (match.route.path && match.route.path.length > 0));
  return contributing.map((match, index) => (index === contributing.length - 1 ? match.pathname : match.pathnameBase));
}

export function useResolvedPath(to: To, { relative }: { relative?: 'route' | 'path' } = {}): Path {
  const { matches } = useContext(RouteContext);
  const { pathname } = useLocation();
  const pathnames = JSON.stringify(routePathnames(matches));
  return useMemo(() => resolveTo(to, JSON.parse(pathnames) as string[], pathname, relative === 'path'), [to, pathnames, pathname, relative]);
}

const withBasename = (basename: string, path: Path): Path =>
  basename === '/' ? path : { ...path, pathname: path.pathname === '/' ? basename : joinPaths([basename, path.pathname]) };

export function useHref(to: To, options: { relative?: 'route' | 'path' } = {}): string {
  const { basename, navigator } = useContext(NavigationContext);
  return navigator.createHref(withBasename(basename, useResolvedPath(to, options)));
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => Promise<void>;

/**
 * Navigates through the data router (relative to the calling route); outside one, through the
 * history. As React Router's, the function stays the same from render to render in a data router,
 * so effects that depend on it do not run again at every navigation.
 */
export function useNavigate(): NavigateFunction {
  const dataRouter = useContext(DataRouterContext);
  const { basename, navigator } = useContext(NavigationContext);
  const { matches } = useContext(RouteContext);
  const { pathname } = useLocation();
  const routeId = matches[matches.length - 1]?.route.id;
  // Where a relative path starts from, resolved only when navigating outside a data router.
  const from = useRef({ matches, pathname });
  // As React Router: navigating while rendering does nothing (it belongs in an effect or a handler).
  const active = useRef(false);
  useLayoutEffect(() => {
    from.current = { matches, pathname };
    active.current = true;
  });
  return useCallback(
    async (to: To | number, options: NavigateOptions = {}) => {
      if (!active.current) return;
      if (dataRouter) {
        await (typeof to === 'number' ? dataRouter.router.navigate(to) : dataRouter.router.navigate(to, { fromRouteId: routeId, ...options }));
        return;
      }
      if (typeof to === 'number') {
        navigator.go(to);
        return;
      }
      const path = withBasename(basename, resolveTo(to, routePathnames(from.current.matches), from.current.pathname, options.relative === 'path'));
      (options.replace ? navigator.replace : navigator.push)(path, options.state, options);
    },
    [dataRouter, basename, navigator, routeId],
  );
}

export function useParams(): Params {
  const { matches } = useContext(RouteContext);
  return matches[matches.length - 1]?.params ?? {};
}

function useRouterData() {
  const data = useContext(DataRouterDataContext);
  if (!data) throw new Error('Loader data is read inside a data router');
  return data;
}

/** The calling route's loader data. */
export function useLoaderData<T = unknown>(): T {
  const data = useRouterData();
  const { matches } = useContext(RouteContext);
  const routeId = matches[matches.length - 1]?.route.id;
  return (routeId === undefined ? undefined : data.loaderData[routeId]) as T;
}

export function useRouteLoaderData<T = unknown>(routeId: string): T | undefined {
  return useRouterData().loaderData[routeId] as T | undefined;
}

/** The navigation under way (`state: 'idle'` when none). */
export function useNavigation(): Omit<Navigation, 'matches' | 'historyAction'> {
  const context = useContext(DataRouterNavigationContext);
  if (!context) throw new Error('The navigation is read inside a data router');
  const { navigation } = context;
  return useMemo(() => {
    const { matches: _matches, historyAction: _historyAction, ...rest } = navigation as Navigation & { matches?: unknown; historyAction?: unknown };
    return rest;
  }, [navigation]);
}

/** In a route's error boundary: the error it shows (thrown while rendering, or by a loader). */
export function useRouteError(): unknown {
  const caught = useContext(RouteErrorContext);
  const data = useContext(DataRouterDataContext);
  const { matches } = useContext(RouteContext);
  if (caught !== undefined) return caught;
  const routeId = matches[matches.length - 1]?.route.id;
  return routeId === undefined ? undefined : data?.errors?.[routeId];
}

/** The matched child route's element, in its parent's layout. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

/** An error response a loader threw (`data(…, { status })`, a `Response`), as React Router recognises one: by shape. */
export function isRouteErrorResponse(error: unknown): error is ErrorResponse {
  const candidate = error as (Partial<ErrorResponse> & { internal?: unknown }) | null | undefined;
  return candidate != null && typeof candidate.status === 'number' && typeof candidate.statusText === 'string' && typeof candidate.internal === 'boolean' && 'data' in candidate;
}
