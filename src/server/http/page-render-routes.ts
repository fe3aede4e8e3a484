// The pages themselves: each GET rendered by its locale's router (ssr/render-document.tsx), the
// branded error screens in the shop's layout, and the root data an anonymous shopper gets (what the
// shared data documents hold).
import type { Request, Response, RequestHandler } from 'express';
import { RouterContextProvider } from 'react-router';
import type { LocaleKey } from '../../domain/locale';
import type { Assets } from '../../ui/app-context';
import type { RootData } from '../../ui/view-models';
import type { LocaleRoute } from '../ssr/locale-routing';
import { renderDocument } from '../ssr/render-document';
import type { createRenderSlots } from '../ssr/render-slots';
import { requestServices } from '../ssr/request-services';
import { ROUTER_ORIGIN, type ServicesFor } from '../ssr/services-for';
import type { SharedRootStore } from '../ssr/shared-root-store';
import type { StaticPartCache } from '../ssr/static-parts';
import type { ErrorScreenRenderer } from './errors';
import { PUBLIC_PAGE_CACHE_CONTROL, rendersSharedShell, surrogateKeysOf } from './edge-caching';
import { localPath } from './same-origin';
import type { InlineStylesFor } from '../inline-styles';
import { allowStreamedScripts } from './security-headers';

export interface PageRenderOptions {
  routing: (pathname: string) => LocaleRoute;
  servicesFor: ServicesFor;
  assets: Assets;
  sharedRoot: SharedRootStore;
  /** The stylesheet's text, or a page's first-screen cut of it by path (src/server/inline-styles.ts). */
  inlineStyles: string | InlineStylesFor | null;
}

const inlineStylesOf = (inlineStyles: PageRenderOptions['inlineStyles'], pathname: string): string | null => (typeof inlineStyles === 'function' ? inlineStyles(pathname) : inlineStyles);

/** Every page: a canonical redirect, or the page rendered (the shared shell, with ESI includes for the shopper's parts, when an edge can assemble it). */
export function pageRenderRoute(options: PageRenderOptions & { slots: ReturnType<typeof createRenderSlots>; staticParts: StaticPartCache | undefined }): RequestHandler {
  const { routing, servicesFor, assets, sharedRoot, inlineStyles, slots, staticParts } = options;
  return async (req, res, next) => {
    try {
      const route = routing(req.path);
      // Only to a path on this site: '/\\evil.example/' is rendered (a 404), never sent away.
      const canonical = route.canonicalPath ? localPath(`${route.canonicalPath}${req.originalUrl.slice(req.path.length)}`) : null;
      if (canonical) {
        res.redirect(301, canonical);
        return;
      }
      const request = new Request(`${ROUTER_ORIGIN}${req.originalUrl}`, { headers: { accept: 'text/html' } });
      // A router may have marked the page private already (the cart and checkout pages).
      if (!res.get('cache-control')) res.set('cache-control', PUBLIC_PAGE_CACHE_CONTROL);
      const shell = rendersSharedShell(res);
      await renderDocument(
        {
          request,
          handler: route.handler,
          basename: route.basename,
          services: servicesFor(req, res, route, shell),
          assets,
          nonce: streamNonce(res),
          slots,
          sharedRoot,
          staticParts: shell ? staticParts : undefined,
          inlineStyles: inlineStylesOf(inlineStyles, req.path),
          esiHoles: shell,
          surrogateKeys: (loaderData) => surrogateKeysOf(req.path, route.locale.key, loaderData),
        },
        res,
      );
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Error answers to browsers (sendError in http/errors.ts) in the shop's layout: header, navigation
 * and footer around the status's screen, at the catch-all route of the page's own market.
 */
export function errorScreenRenderer({ routing, servicesFor, assets, sharedRoot, inlineStyles }: PageRenderOptions): ErrorScreenRenderer {
  return async (req, res, screen) => {
    const route = routing(req.path);
    const request = new Request(`${ROUTER_ORIGIN}${req.originalUrl}`, { headers: { accept: 'text/html' } });
    // A 5xx screen says something upstream failed: it is drawn as for an anonymous shopper, so it
    // never waits again on the shopper's cart or account (often the very upstream that failed).
    const services = { ...servicesFor(req, res, route, screen.status >= 500), errorScreen: screen };
    await renderDocument({ request, handler: route.handler, basename: route.basename, services, assets, nonce: streamNonce(res), sharedRoot, inlineStyles: inlineStylesOf(inlineStyles, req.path) }, res);
  };
}

/**
 * A nonce for the scripts React streams into a private page; none for a page a cache may share (an
 * edge would hand its nonce to every visitor): that page is sent complete (ssr/render-document.tsx).
 */
function streamNonce(res: Response): string | undefined {
  return String(res.get('cache-control') ?? '').startsWith('public') ? undefined : allowStreamedScripts(res);
}

/** The locale's root data as an anonymous shopper outside preview gets it (the shared data documents); null when it cannot be loaded. */
export function anonymousRootData(routing: (pathname: string) => LocaleRoute, servicesFor: ServicesFor) {
  return async (req: Request, res: Response, locale: LocaleKey): Promise<RootData | null> => {
    const route = routing(`/${locale}`);
    const home = route.basename || '/';
    const services = { ...servicesFor(req, res, route), preview: false, isAuthenticated: false, sessionToken: null, cartId: null, preferredStore: null };
    const requestContext = new RouterContextProvider(new Map([[requestServices, services]]));
    const result = await route.handler.queryRoute(new Request(`${ROUTER_ORIGIN}${home}`, { headers: { accept: 'application/json' } }), { routeId: 'root', requestContext });
    return result instanceof Response || route.locale.key !== locale ? null : (result as RootData);
  };
}
