// The shopper's session cookie: the account system's session token and its expiry, signed with
// under config.session.secret (signed-value.ts) so it cannot be forged or extended. HttpOnly, SameSite=Lax,
// Secure in production. A page rendered for a signed-in shopper is never cached publicly.
import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import type { CustomerSession } from '../../application/accounts/customer';
import { signValue, verifiedPayload, type SigningPurpose } from './signed-value';

export const SESSION_COOKIE_NAME = 'customer_session';
export const PRIVATE_CACHE = 'private, no-store';

export interface SessionCookieOptions {
  secret: string;
  secure: boolean;
  clock?: () => number;
}

const payloadSchema = z.object({ t: z.string().min(1).max(4096), e: z.number().int() });

/** A JSON value as a cookie value signed under the session secret for one purpose: base64url payload '.' MAC. */
export function signCookieValue(purpose: SigningPurpose, value: unknown, secret: string): string {
  return signValue(purpose, Buffer.from(JSON.stringify(value)).toString('base64url'), secret);
}

/** The JSON a signed cookie value carries, or undefined when it is missing, forged or malformed. */
export function verifyCookieValue(purpose: SigningPurpose, value: unknown, secret: string): unknown {
  const payload = verifiedPayload(purpose, value, secret, 8192);
  if (!payload) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

export function signSession(session: CustomerSession, secret: string): string {
  return signCookieValue('customer-session', { t: session.token, e: session.expiresAt }, secret);
}

/** The session a cookie value carries, or null when it is missing, forged, malformed or expired. */
export function readSession(value: unknown, secret: string, now: number): CustomerSession | null {
  const decoded = verifyCookieValue('customer-session', value, secret);
  if (decoded === undefined) return null;
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

/**
 * Reads the session cookie once per request; a cookie that no longer verifies is removed. Mounted
 * early (src/server/app.ts) so every later middleware takes the session from `customerSessionOf`;
 * mounted again (a router of its own), it leaves the session read as it is.
 */
export function sessionCookie(options: SessionCookieOptions) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (res.locals.customerSession !== undefined) return next();
    const raw: unknown = req.cookies?.[SESSION_COOKIE_NAME];
    const session = raw === undefined ? null : readSession(raw, options.secret, (options.clock ?? Date.now)());
    if (raw !== undefined && !session) clearSessionCookie(res, options);
    res.locals.customerSession = session;
    if (session) res.set('cache-control', PRIVATE_CACHE);
    next();
  };
}
