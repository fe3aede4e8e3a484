import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import type { Logger } from 'pino';
import type { LocaleKey } from '../domain/locale';
import type { Assets } from '../ui/app-context';
import { DATA_PREFIX } from '../ui/client-loaders';
import { errorHandler, unmatchedRoute } from './http/errors';
import { favicon } from './http/favicon';
import { healthRoutes, type ReadinessProbe } from './http/health';
import { loaderDataRoute } from './http/loader-data-route';
import { anonymousRootData, errorScreenRenderer, pageRenderRoute } from './http/page-render-routes';
import { personalOfFragment, shopperKeysOfFragment } from './http/fragment-shopper';
import { styleguideRoutes } from './http/styleguide';
import { pageCaching } from './http/edge-caching';
import { esiFragmentRoutes } from './http/esi-fragment-routes';
import { LOCALE_KEYS } from '../domain/locale';
import { productRoutes } from './http/product-routes';
import { cartRoutes } from './http/cart-routes';
import { searchRoutes } from './http/search-routes';
import { compareRoutes } from './http/compare-routes';
import { requestLog, untrustedProxyWarning } from './http/request-log';
import { requestContext } from './http/request-context';
import { contentImageOrigins, scriptHashSource, securityHeaders } from './http/security-headers';
import { staticAssets } from './http/static-assets';
import type { InlineStylesFor } from './inline-styles';
import { thirdPartySettings, thirdPartySources } from '../ui/analytics/third-party';
import { urlGuard } from './http/url-guard';
import { createLocaleRouting } from './ssr/locale-routing';
import { StaticPartCache } from './ssr/static-parts';
import { fixedInlineScripts } from './ssr/render-document';
import { createRenderSlots } from './ssr/render-slots';
import type { UseCases } from './ssr/request-services';
import { servicesForRequests } from './ssr/services-for';
import { requestViewportHints } from './http/viewport-hint';
import { sharedDataRoutes } from './http/shared-data-routes';
import { SharedRootStore } from './ssr/shared-root-store';
import type { RateLimit } from './http/rate-limit';
import { storePreferenceRoutes } from './http/store-preference';
import { collectRoutes } from './http/collect-routes';
import { sessionCookie, type SessionCookieOptions } from './http/session';
import { forgetPersonalOnWrite } from './http/personal-writes';
import { PersonalMemo } from './loaders/personal-memo';
import type { AccountStanding } from './loaders/personal-loaders';

export interface AppDependencies {
  useCases: UseCases;
  readiness: readonly ReadinessProbe[];
  logger: Logger;
  assets: Assets;
  /**
   * The CSS inlined in every rendered document's head: the stylesheet's text, or by the page's path
   * its first screen's cut of it (src/server/inline-styles.ts).
   */
  inlineStyles?: string | InlineStylesFor | null;
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

export function createApp(deps: AppDependencies): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.trustProxy ?? false);
  app.set('query parser', 'simple');
  // The branded error screens outside the React render link the same stylesheet (src/server/http/errors.ts).
  app.locals.assets = deps.assets;
  const routing = createLocaleRouting(deps.defaultLocale);
  const servicesFor = servicesForRequests(deps);

  // Signed-in shoppers' standings, remembered for a moment and forgotten by their writes (src/server/http/personal-writes.ts).
  const standings = deps.session ? new PersonalMemo<AccountStanding>({ ttlMs: deps.standingMemoMs ?? STANDING_MEMO_MS }) : undefined;
  const security = { production: deps.production, thirdParty: thirdPartySources(thirdPartySettings(deps.safeEnv)), contentImages: [...contentImageOrigins(deps.safeEnv), ...(deps.catalogueImageOrigins ?? [])], scriptHashes: fixedInlineScripts(deps.assets).map(scriptHashSource) };
  app.use(requestLog(deps.logger));
  if (!deps.trustProxy) app.use(untrustedProxyWarning(deps.logger));
  app.use(requestContext);
  app.use(securityHeaders(security));
  app.use(healthRoutes(deps.readiness));
  app.use(compression());
  if (deps.publicDir) app.use('/assets', staticAssets(deps.publicDir));
  app.get(['/favicon.ico', '/favicon.svg'], favicon);
  app.use(styleguideRoutes(deps.assets.styles));
  app.use(urlGuard);
  app.use(cookieParser());
  // The session cookie, verified once here for every later middleware and route (customerSessionOf).
  if (deps.session) app.use(sessionCookie(deps.session));
  if (standings) app.use(forgetPersonalOnWrite(standings));
  deps.mount?.(app);
  app.use(productRoutes(deps.useCases, deps.estimateLimit, deps.defaultLocale));
  app.use(collectRoutes({ useCases: deps.useCases, defaultLocale: deps.defaultLocale, production: deps.production, session: deps.session }));
  app.use(cartRoutes({ useCases: deps.useCases, defaultLocale: deps.defaultLocale, production: deps.production, session: deps.session }));
  app.use(storePreferenceRoutes({ useCases: deps.useCases, production: deps.production }));
  app.use(searchRoutes({ useCases: deps.useCases, defaultLocale: deps.defaultLocale }));
  app.use(compareRoutes({ defaultLocale: deps.defaultLocale, production: deps.production }));
  // The personal parts of shared pages, fetched by the edge per ESI include (src/server/http/esi-fragment-routes.ts).
  app.use(esiFragmentRoutes({ bases: ['', ...LOCALE_KEYS.map((key) => routing(`/${key}`).basename)], personalOf: personalOfFragment(deps.useCases, routing, standings), shopperKeysOf: shopperKeysOfFragment }));

  // The shell's shared data documents name instead of carrying it (src/ui/shared-root-data.ts).
  const sharedRoot = new SharedRootStore();
  const renders = { routing, servicesFor, assets: deps.assets, sharedRoot, inlineStyles: deps.inlineStyles ?? null };
  // The menus', footer's and product cards' markup, kept per shell version and spliced into each page
  // (ssr/static-parts.ts); only in shell renders: a page rendered for its shopper is rendered whole.
  const staticParts = deps.staticParts === false ? undefined : new StaticPartCache();
  app.locals.staticParts = staticParts;
  app.use(sharedDataRoutes({ store: sharedRoot, rootDataOf: anonymousRootData(routing, servicesFor) }));
  app.locals.renderErrorScreen = errorScreenRenderer(renders);

  // Any /api route not answered above: 404 (or 405 with Allow) as JSON, never the 404 page.
  app.use('/api', unmatchedRoute({ anyLocale: false }));
  app.get(`${DATA_PREFIX}/{*path}`, loaderDataRoute(DATA_PREFIX, routing, servicesFor));

  // Every page asks for viewport hints (the listing's page size follows them), so a shopper's first page teaches the browser.
  app.get('/{*path}', (_req, res, next) => {
    requestViewportHints(res);
    next();
  });
  // Cache-Control and Surrogate-Control for every page, a shared shell for an ESI edge (src/server/http/edge-caching.ts).
  app.get('/{*path}', pageCaching(deps.defaultLocale));
  app.get('/{*path}', pageRenderRoute({ ...renders, slots: createRenderSlots(deps.renderSlots), staticParts }));

  // Methods no page answers (PUT /, POST to a path that takes no form): 405 with Allow, or 404.
  app.use(unmatchedRoute());
  app.use(errorHandler);
  return app;
}
