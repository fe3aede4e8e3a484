// The orders this browser placed (or whose email it confirmed), in a signed HttpOnly cookie: the
// confirmation page shows an order's personal details (name, email, address) to this browser only,
// never to anyone else who holds the checkout URL. Signed under the session secret for its own
// purpose (session.ts), so it cannot be written by hand nor passed off as a session.
import type { Request, Response } from 'express';
import { z } from 'zod';
import { signCookieValue, verifyCookieValue, type SessionCookieOptions } from './session';

export const PLACED_ORDERS_COOKIE = 'placed_orders';
/** As long as a shopper may come back to a confirmation from their browser's history. */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** The newest orders are kept; a browser that places more than this loses the oldest ones' details (the account keeps them). */
const MAX_ORDERS = 20;
const PURPOSE = 'placed-orders';

const orderIds = z.array(z.string().regex(/^gid:\/\/shopify\/Order\/[A-Za-z0-9-]{1,64}$/)).max(MAX_ORDERS);

/** The order ids this browser's cookie names; [] when it is missing, forged or malformed. */
export function placedOrdersOf(req: Request, secret: string): string[] {
  const parsed = orderIds.safeParse(verifyCookieValue(PURPOSE, req.cookies?.[PLACED_ORDERS_COOKIE], secret));
  return parsed.success ? parsed.data : [];
}

/** Adds an order to this browser's cookie (HttpOnly, SameSite=Lax, Secure in production). */
export function rememberPlacedOrder(req: Request, res: Response, orderId: string, options: Pick<SessionCookieOptions, 'secret' | 'secure'>): void {
  const orders = [...placedOrdersOf(req, options.secret).filter((id) => id !== orderId), orderId].slice(-MAX_ORDERS);
  res.cookie(PLACED_ORDERS_COOKIE, signCookieValue(PURPOSE, orders, options.secret), {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: '/',
    maxAge: MAX_AGE_MS,
    encode: String,
  });
}
