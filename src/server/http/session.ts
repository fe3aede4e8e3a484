// The shopper's session cookie: the account system's session token and its expiry, signed with
// HMAC-SHA256 under config.session.secret so it cannot be forged or extended. HttpOnly, SameSite=Lax,
// Secure in production. A page rendered for a signed-in shopper is never cached publicly.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import type { CustomerSession } from '../../application/accounts/customer';

export const SESSION_COOKIE_NAME = 'customer_session';
export const PRIVATE_CACHE = 'private, no-store';

export interface SessionCookieOptions {
  secret: string;
  secure: boolean;
  clock?: () => number;
}

const payloadSchema = z.object({ t: z.string().min(1).max(4096), e: z.number().int() });

const signature = (payload: string, secret: string) => createHmac('sha256', secret).update(`customer-session.${payload}`).digest('base64url');

export function signSession(session: CustomerSession, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ t: session.token, e: session.expiresAt })).toString('base64url');
  return `${payload}.${signature(payload, secret)}`;
}

/** The session a cookie value carries, or null when it is missing, forged, malformed or expired. */
export function readSession(value: unknown, secret: string, now: number): CustomerSession | null {
  if (typeof value !== 'string' || value.length > 8192) return null;
  const [payload, mac, extra] = value.split('.');
  if (!payload || !mac || extra !== undefined) return null;
  const expected = Buffer.from(signature(payload, secret));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success || parsed.data.e <= now) return null;
  return { token: parsed.data.t, expiresAt: parsed.data.e };
}

export function setSessionCookie(res: Response, session: CustomerSession, options: SessionCookieOptions): void {
  const now = (options.clock ?? Date.now)();
  res.cookie(SESSION_COOKIE_NAME, signSession(session, options.secret), {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: '/',
    maxAge: Math.max(0, session.expiresAt - now),
    encode: String,
  });
  res.locals.customerSession = session;
}

export function clearSessionCookie(res: Response, options: Pick<SessionCookieOptions, 'secure'>): void {
  res.clearCookie(SESSION_COOKIE_NAME, { httpOnly: true, sameSite: 'lax', secure: options.secure, path: '/' });
  res.locals.customerSession = null;
}

/** The signed-in shopper's session for this request (set by `sessionCookie`), or null. */
export function customerSessionOf(res: Response): CustomerSession | null {
  return (res.locals.customerSession as CustomerSession | null | undefined) ?? null;
}

/** Reads the session cookie once per request; a cookie that no longer verifies is removed. */
export function sessionCookie(options: SessionCookieOptions) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const raw: unknown = req.cookies?.[SESSION_COOKIE_NAME];
    const session = raw === undefined ? null : readSession(raw, options.secret, (options.clock ?? Date.now)());
    if (raw !== undefined && !session) clearSessionCookie(res, options);
    res.locals.customerSession = session;
    if (session) res.set('cache-control', PRIVATE_CACHE);
    next();
  };
}
