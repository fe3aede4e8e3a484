// The response status of the page on screen when a route answered with an error (a thrown 404 or
// 403): a page view must be typed by it, not by its path (a missing product is a '404', not a
// 'product'). Read from the data router's state because the tracker sits in the root layout, above
// the route error boundary where useRouteError would see the error; the context is exported by
// react-router for exactly this kind of integration, under the UNSAFE_ prefix.
import { useContext } from 'react';
import { DataRouterDataContext } from '../router/contexts';
import { isRouteErrorResponse } from '../router/hooks';

/** The status of the first route error that carries one; undefined when no route failed. */
export function routeErrorStatus(errors: Readonly<Record<string, unknown>> | null | undefined): number | undefined {
  for (const error of Object.values(errors ?? {})) {
    if (isRouteErrorResponse(error)) return error.status;
  }
  return undefined;
}

export function useRouteErrorStatus(): number | undefined {
  return routeErrorStatus(useContext(DataRouterDataContext)?.errors);
}
