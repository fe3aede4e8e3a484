import type { Request } from 'express';

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/**
 * The scheme and host the shopper reached us on (proxy headers count when `trust proxy` is set),
 * for absolute URLs in hreflang links and the sitemap. A Host header that is not a host name is
 * not echoed into the page.
 */
export function requestOrigin(req: Request): string {
  const host = req.get('host') ?? '';
  return `${req.protocol === 'https' ? 'https' : 'http'}://${HOST.test(host) ? host.toLowerCase() : 'localhost'}`;
}
