// What a page's loaders get for one request (ssr/request-services.ts), read from the request: the
// shopper's cart, session, saved list, chosen store and placed orders. A page whose HTML is the
// shared shell (`shell`) is rendered as for an anonymous shopper: no cart, no session, no saved list
// (the edge puts the shopper's parts in per response, by ESI: http/esi-fragment-routes.ts).
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { cartIdOf } from '../http/cart-routes';
import { placedOrdersOf } from '../http/placed-orders-cookie';
import { requestOriginFor } from '../http/request-origin';
import { browserSavedItemsOf } from '../http/saved-items-routes';
import { customerSessionOf, type SessionCookieOptions } from '../http/session';
import { preferredStoreOf } from '../http/store-preference';
import { listingPageSizeOf } from '../http/viewport-hint';
import type { LocaleRoute } from './locale-routing';
import type { RequestServices, UseCases } from './request-services';

export type ServicesFor = (req: Request, res: Response, route: LocaleRoute, shell?: boolean) => RequestServices;

/** Where a page's router is asked: its requests never leave the process, so any origin does. */
export const ROUTER_ORIGIN = 'http://storefront.local';

export interface ServicesForDependencies {
  useCases: UseCases;
  safeEnv: Record<string, string>;
  logger: Logger;
  session?: SessionCookieOptions | undefined;
  /** PUBLIC_SITE_URL and PORT: where absolute URLs point (src/domain/seo.ts siteOrigin). */
  site?: { publicSiteUrl?: string | undefined; port: number } | undefined;
}

export function servicesForRequests(deps: ServicesForDependencies): ServicesFor {
  const requestOrigin = requestOriginFor(deps.site ?? { port: 3000 });
  return (req, res, route, shell = false) => ({
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
}
