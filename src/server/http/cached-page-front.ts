// Pages the page cache holds are answered here, first in the chain: a cache hit costs a lookup, the
// response's headers and one socket write, not the walk through every router, the request logger's
// per-request child logger, cookie parsing and compression (src/server/app.ts).
//
// Only what the page cache would answer anyway is answered: a GET whose page is the shared shell (no
// personal cookie but the cart's, the session's and the saved list's), for a URL the cache holds fresh
// (or stale while another request refreshes it). A URL the cache holds was rendered with 200 through
// the whole chain, so no earlier route answers it. Every hit keeps what a rendered page's response
// has: a fresh CSP nonce in the body and the header, the security headers, the request id,
// Cache-Control, Vary and Accept-CH, and the access log line.
//
// A shopper with a cart, a session or a saved list (issue 18) is answered here too, with their own
// holes, `private, no-store`: their cookies are read as the chain's middleware reads them
// (src/server/http/shopper-cookies.ts: the session's signature and expiry; the account system is asked
// by the holes' loaders, so a session ended by logging out reads 'Login'). Whatever the chain would do
// beyond reading them (remove a session cookie that no longer verifies) sends the request through it.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { PageCache } from './page-cache';
import { loggedUrl } from './request-log';
import { requestContext } from './request-context';
import { requestId } from './request-id';
import { newNonce, type SecurityHeaderSet } from './security-headers';
import type { SessionCookieOptions } from './session';
import { adoptShopper, shopperCookies } from './shopper-cookies';
import { requestViewportHints } from './viewport-hint';

export interface CachedPageFrontOptions {
  cache: PageCache;
  securityHeaders: SecurityHeaderSet;
  logger: Logger;
  /** The session cookie's settings; without them only anonymous shoppers are answered here. */
  session?: SessionCookieOptions | null;
}

/**
 * The Cookie header's names and values (the first of a repeated name, as cookie-parser keeps). Only
 * the names (personal or not) and the carousel cookie's value matter to the cache.
 */
export function cookiesOf(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null) as Record<string, string>;
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1) continue;
    const name = pair.slice(0, eq).trim();
    if (!name || name in cookies) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length > 1) value = value.slice(1, -1);
    try {
      cookies[name] = value.includes('%') ? decodeURIComponent(value) : value;
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

export function cachedPageFront({ cache, securityHeaders, logger, session = null }: CachedPageFrontOptions): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || !cache.enabled) return next();
    const cookies = cookiesOf(req.headers.cookie);
    const copy = cache.lookup(req, cookies);
    if (!copy) return next();
    if (copy.personal) {
      const shopper = session ? shopperCookies(cookies, session) : null;
      if (!shopper) return next();
      adoptShopper(req, res, cookies, shopper);
    }
    const started = performance.now();
    const id = requestId(req, res);
    const nonce = newNonce();
    securityHeaders.apply(res, nonce);
    requestViewportHints(res);
    // The access line pino-http writes for every other request, in the same shape.
    if (logger.isLevelEnabled('info')) {
      const url = req.originalUrl;
      res.once('finish', () => {
        logger.info({ req: { id, method: 'GET', url: loggedUrl(url) }, reqId: id, res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - started) }, 'request completed');
      });
    }
    if (!copy.personal) return cache.answer(copy, req, res, nonce);
    // The holes' loaders log (cart store, account system) under this request's id, as in the chain.
    (req as Request & { id?: unknown }).id = id;
    requestContext(req, res, () => cache.answer(copy, req, res, nonce));
  };
}
