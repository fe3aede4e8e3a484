// Everything of issue 8 that speaks HTTP, mounted once: the session cookie (read on every request,
// before the pages render, so the header knows My Account from Login), the account forms, the
// newsletter opt-in and the analytics beacon.
import { Router } from 'express';
import type { LocaleKey } from '../../domain/locale';
import type { UseCases } from '../ssr/request-services';
import { accountRoutes, type AccountRoutesOptions } from './account-routes';
import { analyticsRoutes } from './analytics-routes';
import { newsletterRoutes } from './newsletter-routes';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limit';
import { sessionCookie, type SessionCookieOptions } from './session';

export type ShopperUseCases = Pick<UseCases, 'subscribeNewsletter' | 'registerCustomer' | 'logIn' | 'logOut' | 'loadAccount' | 'recordAnalytics'>;

export interface ShopperRoutesOptions {
  useCases: ShopperUseCases;
  session: SessionCookieOptions;
  defaultLocale: LocaleKey;
  /** The shop id analytics payloads carry. */
  analyticsShopId: string;
  limits?: RateLimits;
  /** Runs after a log-in or registration signs the shopper in (the saved list's merge). */
  afterSignIn?: AccountRoutesOptions['afterSignIn'];
}

export function shopperRoutes({ useCases, session, defaultLocale, analyticsShopId, limits = DEFAULT_RATE_LIMITS, afterSignIn }: ShopperRoutesOptions): Router {
  const router = Router();
  router.use(sessionCookie(session));
  router.use(accountRoutes({ useCases, defaultLocale, session, limits, ...(afterSignIn ? { afterSignIn } : {}) }));
  router.use(newsletterRoutes({ useCases, limit: limits.newsletter }));
  router.use(analyticsRoutes({ useCases, shopId: analyticsShopId, defaultLocale, secure: session.secure, limit: limits.analytics }));
  return router;
}
