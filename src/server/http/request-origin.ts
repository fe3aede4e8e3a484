import type { Request } from 'express';
import { siteOrigin, type SiteOriginSettings } from '../../domain/seo';

/**
 * The origin for absolute URLs (hreflang, canonical, og:url, sitemaps, JSON-LD): PUBLIC_SITE_URL,
 * or (without it) the request's own origin when that is this machine on the configured port.
 */
export function requestOriginFor(settings: SiteOriginSettings): (req: Request) => string {
  return (req) => siteOrigin(settings, { host: req.get('host'), secure: req.protocol === 'https' });
}
