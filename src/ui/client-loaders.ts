import { data, redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
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
    if (location) throw redirect(location);
    const body = (await response.json().catch(() => null)) as unknown;
    if (!response.ok) {
      const routeError = (body as { error?: { data?: unknown; statusText?: string } } | null)?.error;
      throw data(routeError?.data ?? null, { status: response.status, statusText: routeError?.statusText ?? response.statusText });
    }
    return body;
  };
}

export function clientLoaders(): RouteLoaders {
  const loaders = { root: fetchRouteData('root') } as RouteLoaders;
  for (const route of PAGE_ROUTES) loaders[route.id] = fetchRouteData(route.id);
  loaders['not-found'] = () => {
    throw data('Not Found', { status: 404, statusText: 'Not Found' });
  };
  return loaders;
}
