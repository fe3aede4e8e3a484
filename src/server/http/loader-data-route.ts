// Client-side navigations fetch a route's loader data as JSON: GET /__data/<path>?_route=<id>. A
// redirect answers 204 with the location in REDIRECT_HEADER; a thrown response or route error
// answers its status in the shop's error shape.
import type { RequestHandler } from 'express';
import { isRouteErrorResponse, RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { REDIRECT_HEADER } from '../../ui/client-loaders';
import { PAGE_ROUTES } from '../../ui/routes';
import { settleDeferred } from '../ssr/deferred-stream';
import type { LocaleRoute } from '../ssr/locale-routing';
import { requestServices } from '../ssr/request-services';
import { ROUTER_ORIGIN, type ServicesFor } from '../ssr/services-for';
import { errorBody, statusTextOf } from './errors';
import { PRIVATE_CACHE_CONTROL } from './edge-caching';

const routeIds = z.enum(['root', ...PAGE_ROUTES.map((r) => r.id)] as [string, ...string[]]);

function routeErrorJson(error: unknown): { status: number; body: unknown } | null {
  if (error instanceof Response) return { status: error.status, body: { error: { ...errorBody(error.status, error.statusText || statusTextOf(error.status)).error, status: error.status, statusText: error.statusText, data: null } } };
  if (!isRouteErrorResponse(error)) return null;
  const message = typeof error.data === 'string' && error.data ? error.data : error.statusText || statusTextOf(error.status);
  return { status: error.status, body: { error: { ...errorBody(error.status, message).error, status: error.status, statusText: error.statusText, data: error.data } } };
}

/** `prefix` is DATA_PREFIX (ui/client-loaders.ts). */
export function loaderDataRoute(prefix: string, routing: (pathname: string) => LocaleRoute, servicesFor: ServicesFor): RequestHandler {
  return async (req, res, next) => {
    try {
      const routeId = routeIds.safeParse(req.query._route);
      if (!routeId.success) {
        res.status(400).json({ error: { ...errorBody(400, 'Unknown or missing _route').error, status: 400, statusText: 'Bad Request', data: 'Unknown or missing _route' } });
        return;
      }
      const pathname = req.path.slice(prefix.length) || '/';
      const search = new URLSearchParams(req.url.split('?')[1] ?? '');
      search.delete('_route');
      const query = search.toString();
      const route = routing(pathname);
      const request = new Request(`${ROUTER_ORIGIN}${pathname}${query ? `?${query}` : ''}`, { headers: { accept: 'application/json' } });
      const requestContext = new RouterContextProvider(new Map([[requestServices, servicesFor(req, res, route)]]));
      res.set('cache-control', PRIVATE_CACHE_CONTROL).set('vary', 'cookie');
      try {
        const result = await route.handler.queryRoute(request, { routeId: routeId.data, requestContext });
        if (result instanceof Response) {
          const location = result.headers.get('location');
          if (location) res.status(204).set(REDIRECT_HEADER, location).end();
          else res.status(result.status).json(await result.json().catch(() => null));
          return;
        }
        res.json((await settleDeferred(result)) ?? null);
      } catch (error) {
        const location = error instanceof Response ? error.headers.get('location') : null;
        if (location) return void res.status(204).set(REDIRECT_HEADER, location).end();
        const answer = routeErrorJson(error);
        if (!answer) throw error;
        res.status(answer.status).json(answer.body);
      }
    } catch (error) {
      next(error);
    }
  };
}
