// Who a request's cookies name, read in front of the middleware chain exactly as the chain reads them
// (cookie-parser, then the session cookie's middleware, then the saved list's; the chosen store is
// read from req.cookies by the holes' loaders as in the chain), for a cached page
// answered there (src/server/http/cached-page-front.ts). When the chain would do anything but read
// them (a session cookie that no longer verifies is removed with a Set-Cookie; cookie-parser turns a
// 'j:' value into JSON), the answer is null and the request goes through the chain unchanged.
import type { Request, Response } from 'express';
import type { CustomerSession } from '../../application/accounts/customer';
import type { SavedItem } from '../../domain/saved-items';
import { CART_ID_COOKIE } from './cart-routes';
import { PREFERRED_STORE_COOKIE } from './store-preference';
import { decodeSavedItems, SAVED_COOKIE_NAME } from './saved-items-cookie';
import { readSession, SESSION_COOKIE_NAME, type SessionCookieOptions } from './session';

export interface ShopperCookies {
  cartId: string | null;
  session: CustomerSession | null;
  savedItems: SavedItem[];
}

const READ_HERE = [CART_ID_COOKIE.name, SESSION_COOKIE_NAME, SAVED_COOKIE_NAME, PREFERRED_STORE_COOKIE.name];
const MAX_VERIFIED = 10_000;

/**
 * Session cookie values whose signature verified, with what they carry: a signed value verifies for
 * as long as the secret is the same, so a shopper's next pages skip the HMAC. Expiry is checked on
 * every request all the same. A value that does not verify is never kept.
 */
const verifiedSessions = new WeakMap<SessionCookieOptions, Map<string, CustomerSession>>();

function sessionOf(raw: string, options: SessionCookieOptions): CustomerSession | null {
  const now = (options.clock ?? Date.now)();
  let verified = verifiedSessions.get(options);
  if (!verified) verifiedSessions.set(options, (verified = new Map()));
  const known = verified.get(raw);
  if (known) return known.expiresAt > now ? known : null;
  const session = readSession(raw, options.secret, now);
  if (session) {
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    verified.set(raw, session);
  }
  return session;
}

/** The shopper the cookies name, or null when only the chain may answer this request. */
export function shopperCookies(cookies: Record<string, string>, options: SessionCookieOptions): ShopperCookies | null {
  for (const name of READ_HERE) if (cookies[name]?.startsWith('j:')) return null;
  const raw = cookies[SESSION_COOKIE_NAME];
  const session = raw === undefined ? null : sessionOf(raw, options);
  if (raw !== undefined && !session) return null;
  const cart = cookies[CART_ID_COOKIE.name];
  return { cartId: cart ? cart : null, session, savedItems: decodeSavedItems(cookies[SAVED_COOKIE_NAME], options.secret) };
}

/** Puts the shopper where the chain's middleware would have (req.cookies, the session, the saved list), for the holes' loaders. */
export function adoptShopper(req: Request, res: Response, cookies: Record<string, string>, shopper: ShopperCookies): void {
  req.cookies = cookies;
  res.locals.customerSession = shopper.session;
  res.locals.browserSavedItems = shopper.savedItems;
}
