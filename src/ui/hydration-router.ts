// The router the page hydrates with, before React Router's browser router (its navigation state
// machine, history and fetchers: about 17 KiB gzip) has loaded. It holds the state the server
// rendered, which never changes: everything it is asked to do (navigate, fetch, revalidate) waits
// for the browser router, which it then hands over to. The browser router loads when the browser
// is idle after hydration, or at the first navigation, whichever comes first.
import { createElement } from 'react';
import type { DataRouter, HydrationState, Params, RouteObject, To } from 'react-router';
import { createPath } from './router/paths';

type RouterState = DataRouter['state'];
type Route = RouteObject & { id: string; children?: Route[] };

const IDLE_NAVIGATION = {
  state: 'idle',
  location: undefined,
  matches: undefined,
  historyAction: undefined,
  formMethod: undefined,
  formAction: undefined,
  formEncType: undefined,
  formData: undefined,
  json: undefined,
  text: undefined,
} as const;
const IDLE_BLOCKER = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined } as const;
const IDLE_FETCHER = { state: 'idle', data: undefined, formMethod: undefined, formAction: undefined, formEncType: undefined, text: undefined, formData: undefined, json: undefined } as const;

/** As React Router's data routes: ids given, Component and ErrorBoundary made elements. */
function toDataRoutes(routes: readonly RouteObject[], manifest: Record<string, Route>): Route[] {
  return routes.map((route) => {
    const { Component, ErrorBoundary, children, ...rest } = route as RouteObject & { children?: RouteObject[] };
    const data = {
      ...rest,
      id: route.id as string,
      ...(Component ? { element: createElement(Component), Component: undefined } : {}),
      ...(ErrorBoundary ? { errorElement: createElement(ErrorBoundary), ErrorBoundary: undefined } : {}),
    } as Route;
    if (children) data.children = toDataRoutes(children, manifest);
    manifest[data.id] = data;
    return data;
  });
}

/** Route errors in React Router's wire format (render-document.tsx) back into errors. */
function deserializeErrors(errors: HydrationState['errors']): RouterState['errors'] {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [routeId, value] of Object.entries(errors)) {
    const error = value as { __type?: string; status?: number; statusText?: string; data?: unknown; internal?: boolean; message?: string };
    out[routeId] =
      error?.__type === 'RouteErrorResponse'
        ? // An error response as React Router's hooks and isRouteErrorResponse recognise one: by shape.
          { status: error.status ?? 500, statusText: error.statusText ?? '', data: error.data, internal: error.internal === true }
        : error?.__type === 'Error'
          ? new Error(error.message)
          : value;
  }
  return out;
}

/** A route the server matched for the page (render-document.tsx), by id. */
export interface MatchedRoute {
  id: string;
  params: Params;
  pathname: string;
  pathnameBase: string;
}

export interface HydrationRouterOptions {
  basename: string;
  hydrationData: HydrationState;
  /** The routes the server matched: the page matches none itself (React Router's matcher stays in the browser router's chunk). */
  matches: readonly MatchedRoute[];
  /** Loads and creates the browser router (from the same routes and hydration data). */
  upgrade: () => Promise<DataRouter>;
}

export function createHydrationRouter(routes: readonly RouteObject[], { basename, hydrationData, matches, upgrade }: HydrationRouterOptions): DataRouter {
  const manifest: Record<string, Route> = {};
  const dataRoutes = toDataRoutes(routes, manifest);
  const historyState = window.history.state as { usr?: unknown; key?: string } | null;
  const { pathname, search, hash } = window.location;
  const location = { pathname, search, hash, state: historyState?.usr ?? null, key: historyState?.key ?? 'default' };
  const state = {
    historyAction: 'POP',
    location,
    matches: matches.flatMap(({ id, ...match }) => (manifest[id] ? [{ ...match, route: manifest[id] }] : [])),
    initialized: true,
    renderFallback: false,
    navigation: IDLE_NAVIGATION,
    restoreScrollPosition: false,
    preventScrollReset: false,
    revalidation: 'idle',
    loaderData: hydrationData.loaderData ?? {},
    actionData: hydrationData.actionData ?? null,
    errors: deserializeErrors(hydrationData.errors),
    fetchers: new Map(),
    blockers: new Map(),
  } as unknown as RouterState;
  const later =
    <Args extends unknown[]>(call: (router: DataRouter, ...args: Args) => unknown) =>
    (...args: Args) =>
      upgrade().then((router) => call(router, ...args));
  const createURL = (to: To) => new URL(typeof to === 'string' ? to : createPath(to), window.location.origin);
  const router = {
    basename: basename || '/',
    future: {},
    state,
    routes: dataRoutes,
    manifest,
    window,
    initialize: () => router,
    subscribe: () => () => undefined,
    enableScrollRestoration: () => () => undefined,
    navigate: later((real, ...args: Parameters<DataRouter['navigate']>) => (real.navigate as (...a: unknown[]) => unknown)(...args)),
    fetch: later((real, ...args: Parameters<DataRouter['fetch']>) => real.fetch(...args)),
    revalidate: later((real) => real.revalidate()),
    createHref: (to: To) => (typeof to === 'string' ? to : createPath(to)),
    createURL,
    encodeLocation: (to: To) => {
      const url = createURL(to);
      return { pathname: url.pathname, search: url.search, hash: url.hash };
    },
    getFetcher: () => IDLE_FETCHER,
    resetFetcher: () => undefined,
    deleteFetcher: () => undefined,
    dispose: () => undefined,
    getBlocker: () => IDLE_BLOCKER,
    deleteBlocker: () => undefined,
    patchRoutes: later((real, ...args: Parameters<DataRouter['patchRoutes']>) => real.patchRoutes(...args)),
    _internalFetchControllers: new Map(),
    _internalSetRoutes: () => undefined,
    _internalSetStateDoNotUseOrYouWillBreakYourApp: () => undefined,
  };
  return router as unknown as DataRouter;
}
