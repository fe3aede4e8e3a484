import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { isRouteErrorResponse, RouterContextProvider } from 'react-router';
import { z } from 'zod';
import type { LocaleKey } from '../domain/locale';
import type { Assets } from '../ui/app-context';
import { DATA_PREFIX, REDIRECT_HEADER } from '../ui/client-loaders';
import { PAGE_ROUTES } from '../ui/routes';
import { errorBody, errorHandler, statusTextOf, unmatchedRoute, type ErrorScreenRenderer } from './http/errors';
import { favicon } from './http/favicon';
import { healthRoutes, type ReadinessProbe } from './http/health';
import { browserSavedItemsOf } from './http/saved-items-routes';
import { placedOrdersOf } from './http/placed-orders-cookie';
import { IMMUTABLE_CACHE_CONTROL, pageCaching, PRIVATE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL, rendersSharedShell, surrogateKeysOf } from './http/edge-caching';
import { esiFragmentRoutes } from './http/esi-fragment-routes';
import { LOCALE_KEYS } from '../domain/locale';
import { productRoutes } from './http/product-routes';
import { cartIdOf, cartRoutes } from './http/cart-routes';
import { searchRoutes } from './http/search-routes';
import { compareRoutes } from './http/compare-routes';
import { requestLog, untrustedProxyWarning } from './http/request-log';
import { requestContext } from './http/request-context';
import { requestOriginFor } from './http/request-origin';
import { customerSessionOf } from './http/session';
import { contentImageOrigins, cspNonce, securityHeaders } from './http/security-headers';
import { thirdPartySettings, thirdPartySources } from '../ui/analytics/third-party';
import { urlGuard } from './http/url-guard';
import { localPath } from './http/same-origin';
import { createLocaleRouting, type LocaleRoute } from './ssr/locale-routing';
import { settleDeferred } from './ssr/deferred-stream';
import { renderDocument } from './ssr/render-document';
import { StaticPartCache } from './ssr/static-parts';
import { createRenderSlots } from './ssr/render-slots';
import { isAnonymousShopper, loadPersonalData } from './loaders/personal-loaders';
import { requestServices, type RequestServices, type UseCases } from './ssr/request-services';
import { listingPageSizeOf, requestViewportHints } from './http/viewport-hint';
import { sharedDataRoutes } from './http/shared-data-routes';
import { SharedRootStore } from './ssr/shared-root-store';
import type { RootData } from '../ui/view-models';
import type { RateLimit } from './http/rate-limit';
import { preferredStoreOf, storePreferenceRoutes } from './http/store-preference';
import { collectRoutes } from './http/collect-routes';
import type { SessionCookieOptions } from './http/session';
import { forgetPersonalOnWrite } from './http/personal-writes';
import { PersonalMemo } from './loaders/personal-memo';
import type { AccountStanding } from './loaders/personal-loaders';

export interface AppDependencies {
  useCases: UseCases;
  readiness: readonly ReadinessProbe[];
  logger: Logger;
  assets: Assets;
  /** The stylesheet's text, inlined in every rendered document's head (src/server/inline-styles.ts). */
  inlineStyles?: string | null;
  /** Folder with the built client (dist/public); null in tests that only render HTML. */
  publicDir: string | null;
  defaultLocale: LocaleKey;
  safeEnv: Record<string, string>;
  production: boolean;
  trustProxy?: string | boolean | number;
  /** PUBLIC_SITE_URL and PORT: where absolute URLs point (src/domain/seo.ts siteOrigin). */
  site?: { publicSiteUrl?: string | undefined; port: number };
  /** Routes an adapter contributes (for example the embedded catalogue's product images). */
  mount?: (app: express.Express) => void;
  /** Page renders admitted at once (src/server/ssr/render-slots.ts). */
  renderSlots?: number;
  /** Splice the menus' and footer's kept markup into pages (src/server/ssr/static-parts.ts); on unless false. */
  staticParts?: boolean;
  /** Where catalogue images come from besides this server (the commerce platform's CDN and store domain). */
  catalogueImageOrigins?: readonly string[];
  /** The shipping estimate's per-IP limit (with its shared store when the composition has one). */
  estimateLimit?: RateLimit;
  /** The session cookie's settings (as the composition's session middleware has them). */
  session?: SessionCookieOptions;
  /** How long a signed-in shopper's standing (session alive, saved count) is remembered per process; 0 remembers nothing. */
  standingMemoMs?: number;
}

/** A signed-in shopper's standing is looked up again after this long at most (a write through this process forgets it at once). */
export const STANDING_MEMO_MS = 2_000;

const routeIds = z.enum(['root', ...PAGE_ROUTES.map((r) => r.id)] as [string, ...string[]]);
const ORIGIN = 'http://storefront.local';
/** esbuild's '[name]-[hash]' file names (esbuild.config.mjs): capitals and digits before the extension. */
const CONTENT_HASHED = /-[A-Z0-9]{6,16}\.[a-z0-9]+$/;

export function createApp(deps: AppDependencies): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.trustProxy ?? false);
  app.set('query parser', 'simple');
  // The branded error screens outside the React render link the same stylesheet (src/server/http/errors.ts).
  app.locals.assets = deps.assets;
  const routing = createLocaleRouting(deps.defaultLocale);
  const requestOrigin = requestOriginFor(deps.site ?? { port: 3000 });

  // Signed-in shoppers' standings, remembered for a moment and forgotten by their writes (src/server/http/personal-writes.ts).
  const standings = deps.session ? new PersonalMemo<AccountStanding>({ ttlMs: deps.standingMemoMs ?? STANDING_MEMO_MS }) : undefined;
  const security = { production: deps.production, thirdParty: thirdPartySources(thirdPartySettings(deps.safeEnv)), contentImages: [...contentImageOrigins(deps.safeEnv), ...(deps.catalogueImageOrigins ?? [])] };
  // An ESI fragment's shopper: null without a cart, session, saved list or chosen store (the anonymous parts), else their data.
  const personalOf = (req: Request, res: Response) => {
    const base = typeof req.query.base === 'string' ? req.query.base : '';
    const route = routing(base || '/');
    const session = customerSessionOf(res);
    const shopper = { useCases: deps.useCases, locale: route.locale, cartId: cartIdOf(req), isAuthenticated: session !== null, sessionToken: session?.token ?? null, browserSavedItems: browserSavedItemsOf(res), preferredStore: preferredStoreOf(req), standings };
    return isAnonymousShopper(shopper) ? null : loadPersonalData(shopper);
  };
  app.use(requestLog(deps.logger));
  if (!deps.trustProxy) app.use(untrustedProxyWarning(deps.logger));
  app.use(requestContext);
  app.use(cspNonce, securityHeaders(security));
  app.use(healthRoutes(deps.readiness));
  app.use(compression());
  if (deps.publicDir) {
    // Files named with their content hash ('entry-ABCD1234.js') never change: a year, immutable. Anything
    // else there (the manifest) is revalidated.
    app.use('/assets', express.static(`${deps.publicDir}/assets`, {
      index: false,
      fallthrough: true,
      cacheControl: false,
      setHeaders: (res, file) => res.set('cache-control', CONTENT_HASHED.test(file) ? IMMUTABLE_CACHE_CONTROL : 'no-cache'),
    }));
  }
  app.get(['/favicon.ico', '/favicon.svg'], favicon);
  app.use(urlGuard);
  app.use(cookieParser());
  if (standings && deps.session) app.use(forgetPersonalOnWrite(standings, deps.session));
  deps.mount?.(app);
  app.use(productRoutes(deps.useCases, deps.estimateLimit, deps.defaultLocale));
  app.use(collectRoutes({ useCases: deps.useCases, defaultLocale: deps.defaultLocale, production: deps.production, session: deps.session }));
  app.use(cartRoutes({ useCases: deps.useCases, defaultLocale: deps.defaultLocale, production: deps.production, session: deps.session }));
  app.use(storePreferenceRoutes({ useCases: deps.useCases, production: deps.production }));
  app.use(searchRoutes({ useCases: deps.useCases, defaultLocale: deps.defaultLocale }));
  app.use(compareRoutes({ defaultLocale: deps.defaultLocale, production: deps.production }));
  // The personal parts of shared pages, fetched by the edge per ESI include (src/server/http/esi-fragment-routes.ts).
  app.use(esiFragmentRoutes({ bases: ['', ...LOCALE_KEYS.map((key) => routing(`/${key}`).basename)], personalOf }));

  // A page whose HTML is the shared shell is rendered as for an anonymous shopper: no cart, no
  // session, no saved list (the edge puts the shopper's parts in per response, by ESI).
  const servicesFor = (req: Request, res: Response, route: LocaleRoute, shell = false): RequestServices => ({
    useCases: deps.useCases,
    locale: route.locale,
    locales: route.locales,
    preview: res.locals.preview === true,
    isAuthenticated: !shell && customerSessionOf(res) !== null,
    sessionToken: shell ? null : (customerSessionOf(res)?.token ?? null),
    cartCarouselVisible: req.cookies?.cartCarouselVisible !== 'false',
    listingPageSize: listingPageSizeOf(req),
    cartId: shell ? null : cartIdOf(req),
    browserSavedItems: shell ? [] : browserSavedItemsOf(res),
    // The chosen pick-up store is a hole of the shell too (the product page's pick-up line).
    preferredStore: shell ? null : preferredStoreOf(req),
    placedOrders: shell || !deps.session ? [] : placedOrdersOf(req, deps.session.secret),
    origin: requestOrigin(req),
    now: new Date(),
    safeEnv: deps.safeEnv,
    log: (res as Response & { log?: Logger }).log ?? deps.logger,
  });

  // The shell's shared data documents name instead of carrying it (src/ui/shared-root-data.ts).
  const sharedRoot = new SharedRootStore();
  // The menus', footer's and product cards' markup, kept per shell version and spliced into each page
  // (ssr/static-parts.ts); only in shell renders: a page rendered for its shopper is rendered whole.
  const staticParts = deps.staticParts === false ? undefined : new StaticPartCache();
  app.locals.staticParts = staticParts;
  app.use(
    sharedDataRoutes({
      store: sharedRoot,
      rootDataOf: async (req, res, locale) => {
        const route = routing(`/${locale}`);
        const home = route.basename || '/';
        const services = { ...servicesFor(req, res, route), preview: false, isAuthenticated: false, sessionToken: null, cartId: null, preferredStore: null };
        const requestContext = new RouterContextProvider(new Map([[requestServices, services]]));
        const result = await route.handler.queryRoute(new Request(`${ORIGIN}${home}`, { headers: { accept: 'application/json' } }), { routeId: 'root', requestContext });
        return result instanceof Response || route.locale.key !== locale ? null : (result as RootData);
      },
    }),
  );

  // Error answers to browsers (sendError in http/errors.ts) in the shop's layout: header, navigation
  // and footer around the status's screen, at the catch-all route of the page's own market.
  app.locals.renderErrorScreen = (async (req, res, screen) => {
    const route = routing(req.path);
    const request = new Request(`${ORIGIN}${req.originalUrl}`, { headers: { accept: 'text/html' } });
    // A 5xx screen says something upstream failed: it is drawn as for an anonymous shopper, so it
    // never waits again on the shopper's cart or account (often the very upstream that failed).
    const services = { ...servicesFor(req, res, route, screen.status >= 500), errorScreen: screen };
    await renderDocument({ request, handler: route.handler, basename: route.basename, services, assets: deps.assets, nonce: res.locals.cspNonce as string, sharedRoot, inlineStyles: deps.inlineStyles ?? null }, res);
  }) satisfies ErrorScreenRenderer;

  // Any /api route not answered above: 404 (or 405 with Allow) as JSON, never the 404 page.
  app.use('/api', unmatchedRoute({ anyLocale: false }));

  // Client-side navigations fetch a route's loader data as JSON.
  app.get(`${DATA_PREFIX}/{*path}`, async (req, res, next) => {
    try {
      const routeId = routeIds.safeParse(req.query._route);
      if (!routeId.success) {
        res.status(400).json({ error: { ...errorBody(400, 'Unknown or missing _route').error, status: 400, statusText: 'Bad Request', data: 'Unknown or missing _route' } });
        return;
      }
      const pathname = req.path.slice(DATA_PREFIX.length) || '/';
      const search = new URLSearchParams(req.url.split('?')[1] ?? '');
      search.delete('_route');
      const query = search.toString();
      const route = routing(pathname);
      const request = new Request(`${ORIGIN}${pathname}${query ? `?${query}` : ''}`, { headers: { accept: 'application/json' } });
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
        if (error instanceof Response) {
          const location = error.headers.get('location');
          if (location) res.status(204).set(REDIRECT_HEADER, location).end();
          else res.status(error.status).json({ error: { ...errorBody(error.status, error.statusText || statusTextOf(error.status)).error, status: error.status, statusText: error.statusText, data: null } });
        } else if (isRouteErrorResponse(error)) {
          const message = typeof error.data === 'string' && error.data ? error.data : error.statusText || statusTextOf(error.status);
          res.status(error.status).json({ error: { ...errorBody(error.status, message).error, status: error.status, statusText: error.statusText, data: error.data } });
        } else throw error;
      }
    } catch (error) {
      next(error);
    }
  });

  // Cache-Control and Surrogate-Control for every page, a shared shell for an ESI edge (src/server/http/edge-caching.ts).
  const renderSlots = createRenderSlots(deps.renderSlots);
  // Every page asks for viewport hints (the listing's page size follows them), so a shopper's first page teaches the browser.
  app.get('/{*path}', (_req, res, next) => {
    requestViewportHints(res);
    next();
  });
  app.get('/{*path}', pageCaching(deps.defaultLocale));
  app.get('/{*path}', async (req, res, next) => {
    try {
      const route = routing(req.path);
      // Only to a path on this site: '/\\evil.example/' is rendered (a 404), never sent away.
      const canonical = route.canonicalPath ? localPath(`${route.canonicalPath}${req.originalUrl.slice(req.path.length)}`) : null;
      if (canonical) {
        res.redirect(301, canonical);
        return;
      }
      const request = new Request(`${ORIGIN}${req.originalUrl}`, { headers: { accept: 'text/html' } });
      // A router may have marked the page private already (the cart and checkout pages).
      if (!res.get('cache-control')) res.set('cache-control', PUBLIC_PAGE_CACHE_CONTROL);
      await renderDocument(
        {
          request,
          handler: route.handler,
          basename: route.basename,
          services: servicesFor(req, res, route, rendersSharedShell(res)),
          assets: deps.assets,
          nonce: res.locals.cspNonce as string,
          slots: renderSlots,
          sharedRoot,
          staticParts: rendersSharedShell(res) ? staticParts : undefined,
          inlineStyles: deps.inlineStyles ?? null,
          esiHoles: rendersSharedShell(res),
          surrogateKeys: (loaderData) => surrogateKeysOf(req.path, route.locale.key, loaderData),
        },
        res,
      );
    } catch (error) {
      next(error);
    }
  });

  // Methods no page answers (PUT /, POST to a path that takes no form): 405 with Allow, or 404.
  app.use(unmatchedRoute());
  app.use(errorHandler);
  return app;
}
