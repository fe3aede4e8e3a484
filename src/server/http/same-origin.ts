// Cross-site form posts are refused (spec: cart and account forms act only for this site's own
// pages). Browsers say where a request comes from in Sec-Fetch-Site, older ones in Origin; a request
// with neither (curl, server-to-server) carries no ambient cookie of a victim and passes, and the
// SameSite=Lax cookies are a second line.
import type { NextFunction, Request, Response } from 'express';
import { sendError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TRUSTED_FETCH_SITES = new Set(['same-origin', 'none']);

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

export function isSameOriginRequest(req: Request): boolean {
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite) return TRUSTED_FETCH_SITES.has(fetchSite);
  const origin = req.get('origin');
  if (!origin) return true;
  return origin !== 'null' && originHost(origin) === req.get('host');
}

export function refuseCrossSite(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method) || isSameOriginRequest(req)) {
    next();
    return;
  }
  sendError(req, res, 403, 'Cross-site form posts are not accepted');
}

const SAME_ORIGIN_BASE = 'http://same-origin.invalid';

/** Whether a path a browser would read as another host: '//host', '/\\host' (browsers read '\\' as '/'). */
const leavesTheSite = (path: string) => /^[/\\][/\\]/.test(path);

/**
 * The one check of every redirect target and 'back' link: a path on this site ('/cart',
 * '/en-au/products/x?obx=1') after normalisation, or null for anything that could leave it. Dot
 * segments are resolved first ('/..//x' is '//x'), then neither the path nor its percent-decoded
 * form may start with two slashes or backslashes ('%2F%2Fx'); schemes ('https:x'), control
 * characters (browsers drop tabs and newlines, so '/\t/x' would be '//x') and backslashes are refused.
 */
export function localPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  if (!value.startsWith('/') || leavesTheSite(value)) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SAME_ORIGIN_BASE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_ORIGIN_BASE || leavesTheSite(url.pathname)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (leavesTheSite(decoded) || /[\u0000-\u001f\u007f]/.test(decoded)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
