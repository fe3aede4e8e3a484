import { data, redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import { promiseFrom, type Settled } from './deferred-data';
import { PAGE_ROUTES, type RouteLoaders } from './routes';

export const DATA_PREFIX = '/_data';
export const REDIRECT_HEADER = 'x-router-redirect';

/** In the browser every loader asks the server for the same data as JSON. */
function fetchRouteData(routeId: string): LoaderFunction {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const query = new URLSearchParams(url.search);
    query.set('_route', routeId);
    const response = await fetch(`${DATA_PREFIX}${url.pathname}?${query}`, {
      signal: request.signal,
      headers: { accept: 'application/json' },
    });
    const location = response.headers.get(REDIRECT_HEADER);
    // The server's location already carries the locale prefix; as an absolute same-origin URL the
    // router strips its basename instead of adding it a second time.
    if (location) throw redirect(new URL(location, url).href);
    const body = (await response.json().catch(() => null)) as unknown;
    if (!response.ok) {
      const routeError = (body as { error?: { data?: unknown; statusText?: string } } | null)?.error;
      throw data(routeError?.data ?? null, { status: response.status, statusText: routeError?.statusText ?? response.statusText });
    }
    return reviveSettled(body);
  };
}

/** Deferred fields arrive settled in the JSON body; pages still receive promises. */
function reviveSettled(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).map(([key, value]) => {
      const settled = (value as { __settled?: Settled } | null)?.__settled;
      return [key, settled ? promiseFrom(settled) : value];
    }),
  );
}

export function clientLoaders(): RouteLoaders {
  const loaders = { root: fetchRouteData('root') } as RouteLoaders;
  for (const route of PAGE_ROUTES) loaders[route.id] = fetchRouteData(route.id);
  loaders['not-found'] = () => {
    throw data('Not Found', { status: 404, statusText: 'Not Found' });
  };
  return loaders;
}
