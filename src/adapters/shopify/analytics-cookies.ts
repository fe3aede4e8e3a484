// Shopify analytics' own cookies (spec section 3): the visitor token (_shopify_y) and the visit
// token (_shopify_s), whose values go into Shopify's payload as uniqToken and visitToken.
import { ANALYTICS_VISIT_MAX_AGE_SECONDS, ANALYTICS_VISITOR_MAX_AGE_SECONDS, type CookieSpec } from '../../domain/cookies';

export const VISITOR_COOKIE: CookieSpec = { name: '_shopify_y', maxAgeSeconds: ANALYTICS_VISITOR_MAX_AGE_SECONDS, path: '/', sameSite: 'Lax', httpOnly: false };
export const SESSION_COOKIE: CookieSpec = { name: '_shopify_s', maxAgeSeconds: ANALYTICS_VISIT_MAX_AGE_SECONDS, path: '/', sameSite: 'Lax', httpOnly: false };
