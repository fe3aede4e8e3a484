// robots.txt, and sitemap.xml: an index of one sitemap per market, each listing the home page,
// content pages, /showtime-sale, stores, collections and products under that market's path prefix,
// every URL with its hreflang alternates. Absolute URLs come from the site origin (PUBLIC_SITE_URL).
import escapeHtml from 'escape-html';
import { Router, type Request, type Response } from 'express';
import { localesFor, localeTag, type Locale, type LocaleKey } from '../../domain/locale';
import { canonicalUrl } from '../../domain/seo';
import type { LoadSitemap, SitemapPaths } from '../../application/catalogue/load-sitemap';
import { sendError } from './errors';

/** The catalogue changes slowly; the sitemap is rebuilt at most this often. */
export const SITEMAP_TTL_MS = 10 * 60 * 1000;

export interface SeoRouteOptions {
  loadSitemap: Pick<LoadSitemap, 'execute'>;
  defaultLocale: LocaleKey;
  /** The origin of absolute URLs (src/server/http/request-origin.ts), never the raw Host header. */
  origin: (req: Request) => string;
  now?: () => number;
}

/** The sitemaps' text and attributes, escaped as HTML (its five escapes, &#39; included, are XML's too). */
const xmlEscape = (text: string) => escapeHtml(text);

/** A site path under a market's prefix: '/en-au' + '/pages/about-us'; the home page is the bare prefix. */
export function localizedPath(locale: Pick<Locale, 'pathPrefix'>, path: string): string {
  return locale.pathPrefix && path === '/' ? locale.pathPrefix : `${locale.pathPrefix}${path}`;
}

export function sitemapIndexXml(origin: string, locales: readonly Locale[]): string {
  const entries = locales.map((locale) => `<sitemap><loc>${xmlEscape(`${origin}/sitemaps/${locale.key}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`;
}

/** One market's sitemap: each URL with its alternates in every market and x-default (the default market's). */
export function sitemapXml(origin: string, locale: Locale, locales: readonly Locale[], paths: SitemapPaths): string {
  const all = [...paths.pages, ...paths.stores, ...paths.collections, ...paths.products];
  const defaultLocale = locales.find((candidate) => candidate.pathPrefix === '') ?? locale;
  const link = (hreflang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(href)}"/>`;
  const entries = all.map((path) => {
    const alternates = locales.map((market) => link(localeTag(market), canonicalUrl(origin, market.pathPrefix, path)));
    const fallback = link('x-default', canonicalUrl(origin, defaultLocale.pathPrefix, path));
    return `<url><loc>${xmlEscape(canonicalUrl(origin, locale.pathPrefix, path))}</loc>${alternates.join('')}${fallback}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join('')}</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Disallow: /api/', 'Disallow: /_data/', 'Disallow: /cart', 'Disallow: /account', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export function seoRoutes({ loadSitemap, defaultLocale, origin: requestOrigin, now = Date.now }: SeoRouteOptions): Router {
  const router = Router();
  const locales = localesFor(defaultLocale);
  const home = locales.find((locale) => locale.key === defaultLocale)!;
  let cached: { at: number; paths: Promise<SitemapPaths> } | null = null;
  const sitemapPaths = () => {
    if (!cached || now() - cached.at > SITEMAP_TTL_MS) {
      const paths = loadSitemap.execute(home);
      cached = { at: now(), paths };
      paths.catch(() => (cached = null));
    }
    return cached.paths;
  };
  const sendXml = (res: Response, xml: string) => res.type('application/xml').set('cache-control', 'public, max-age=3600').send(xml);

  router.get('/robots.txt', (req, res) => {
    res.type('text/plain').set('cache-control', 'public, max-age=3600').send(robotsTxt(requestOrigin(req)));
  });
  router.get('/sitemap.xml', (req, res) => sendXml(res, sitemapIndexXml(requestOrigin(req), locales)));
  router.get('/sitemaps/:file', async (req, res, next) => {
    const key = /^([a-z]{2}-[a-z]{2})\.xml$/.exec(req.params.file)?.[1];
    const locale = locales.find((candidate) => candidate.key === key);
    if (!locale) {
      sendError(req, res, 404);
      return;
    }
    try {
      sendXml(res, sitemapXml(requestOrigin(req), locale, locales, await sitemapPaths()));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
