// The shop's cookie specifications (spec section 3). The Set-Cookie text is written by the server
// (server/http/set-cookie.ts); the analytics platform's own cookies are named by its adapter
// (adapters/shopify/analytics-cookies.ts).

export interface CookieSpec {
  name: string;
  maxAgeSeconds: number;
  path: '/';
  sameSite: 'Lax';
  /** Readable by page scripts when false. */
  httpOnly: boolean;
}

export const DAY_SECONDS = 24 * 60 * 60;

export const CART_CAROUSEL_VISIBLE_COOKIE: CookieSpec = { name: 'cartCarouselVisible', maxAgeSeconds: 30 * DAY_SECONDS, path: '/', sameSite: 'Lax', httpOnly: false };

/** The analytics visitor cookie lasts 360 days, the visit (session) cookie 30 minutes. */
export const ANALYTICS_VISITOR_MAX_AGE_SECONDS = 360 * DAY_SECONDS;
export const ANALYTICS_VISIT_MAX_AGE_SECONDS = 30 * 60;

/** The cartCarouselVisible cookie holds 'true' or 'false'; anything else means visible. */
export function parseCartCarouselVisible(value: string | null | undefined): boolean {
  return value !== 'false';
}
