// Cookie specifications (spec section 3) and their Set-Cookie text.

export interface CookieSpec {
  name: string;
  maxAgeSeconds: number;
  path: '/';
  sameSite: 'Lax';
  /** Readable by page scripts when false. */
  httpOnly: boolean;
}

const DAY = 24 * 60 * 60;

export const CART_CAROUSEL_VISIBLE_COOKIE: CookieSpec = { name: 'cartCarouselVisible', maxAgeSeconds: 30 * DAY, path: '/', sameSite: 'Lax', httpOnly: false };
export const VISITOR_COOKIE: CookieSpec = { name: '_shopify_y', maxAgeSeconds: 360 * DAY, path: '/', sameSite: 'Lax', httpOnly: false };
export const SESSION_COOKIE: CookieSpec = { name: '_shopify_s', maxAgeSeconds: 30 * 60, path: '/', sameSite: 'Lax', httpOnly: false };

/** 'name=value; Max-Age=…; Path=/; SameSite=Lax' (+ HttpOnly, Secure when asked). */
export function serializeCookie(spec: CookieSpec, value: string, options: { secure?: boolean } = {}): string {
  const parts = [`${spec.name}=${encodeURIComponent(value)}`, `Max-Age=${spec.maxAgeSeconds}`, `Path=${spec.path}`, `SameSite=${spec.sameSite}`];
  if (spec.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The cartCarouselVisible cookie holds 'true' or 'false'; anything else means visible. */
export function parseCartCarouselVisible(value: string | null | undefined): boolean {
  return value !== 'false';
}
