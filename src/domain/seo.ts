// Search-engine metadata (spec sections 2, 3 and 5). Invalid values produce warnings, never a block.
import type { SchemaAvailability } from './availability';
import { localeTag, localesFor, type Locale, type LocaleKey } from './locale';

export interface SeoMedia {
  url: string;
  type?: 'image' | 'video';
  width?: number;
  height?: number;
  altText?: string;
}

export interface SeoAlternate {
  language: string;
  url: string;
  default?: boolean;
}

export interface RobotsFlags {
  noIndex?: boolean;
  noFollow?: boolean;
  noArchive?: boolean;
  noSnippet?: boolean;
  noImageIndex?: boolean;
  noTranslate?: boolean;
  maxSnippet?: number;
  maxImagePreview?: 'none' | 'standard' | 'large';
  maxVideoPreview?: number;
}

export interface SeoInput {
  title?: string;
  titleTemplate?: string;
  description?: string;
  url?: string;
  handle?: string;
  media?: SeoMedia[];
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  alternates?: SeoAlternate[];
  robots?: RobotsFlags;
}

export const SEO_ERROR_PREFIX = 'Error in SEO input: ';
export const SEO_TITLE_MAX = 120;
export const SEO_DESCRIPTION_MAX = 155;
export const TITLE_SEPARATOR = ' · ';

type Unchecked = { [K in keyof SeoInput]?: unknown };

/** Warnings for values outside the spec's limits; the page renders regardless. */
export function validateSeo(input: Unchecked): string[] {
  const warnings: string[] = [];
  const warn = (text: string) => warnings.push(SEO_ERROR_PREFIX + text);
  const { title, description, url, handle } = input;
  if (title !== undefined) {
    if (typeof title !== 'string') warn('`title` should be a string');
    else if (title.length > SEO_TITLE_MAX) warn(`\`title\` should not be longer than ${SEO_TITLE_MAX} characters`);
  }
  if (description !== undefined) {
    if (typeof description !== 'string') warn('`description` should be a string');
    else if (description.length > SEO_DESCRIPTION_MAX) warn(`\`description\` should not be longer than ${SEO_DESCRIPTION_MAX} characters`);
  }
  if (url !== undefined && (typeof url !== 'string' || !url.startsWith('http'))) warn('`url` should be a string starting with http');
  if (handle !== undefined && (typeof handle !== 'string' || !handle.startsWith('@'))) warn('`handle` should be a string starting with @');
  return warnings;
}

/** A page's whole title within the spec's limit: longer ones are cut to 119 characters and '…' (the warning is the loader's). */
export function cappedTitle(title: string): string {
  return title.length > SEO_TITLE_MAX ? `${title.slice(0, SEO_TITLE_MAX - 1)}…` : title;
}

/**
 * The page title with the site title appended. A template containing '%s' is filled in
 * ('%s · Site'); any other template is the site title, joined with ' · '.
 */
export function applyTitleTemplate(title: string, template: string | undefined): string {
  const site = template ?? '';
  if (site.includes('%s')) return title ? site.replace('%s', title) : site.replace(`%s${TITLE_SEPARATOR}`, '').replace(`${TITLE_SEPARATOR}%s`, '').replace('%s', '');
  if (!title) return site;
  if (!site || site === title) return title;
  return title + TITLE_SEPARATOR + site;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', copy: '©', reg: '®', trade: '™',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

/** Description as plain text: tags stripped, entities decoded, whitespace collapsed, cut with '...'. */
export function plainTextDescription(htmlOrText: string, maxLength = SEO_DESCRIPTION_MAX): string {
  const text = decodeEntities(htmlOrText.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
  return truncate(text, maxLength);
}

/** Cuts text longer than maxLength so that it, with '...', fits maxLength. */
export function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  return text.slice(0, Math.max(0, maxLength - 3)).trimEnd() + '...';
}

/** One alternate per locale for an unprefixed path; the default locale's is marked default. */
export function localeAlternates(path: string, origin: string, locales: readonly Pick<Locale, 'key' | 'language' | 'country'>[], defaultKey: LocaleKey, query = ''): SeoAlternate[] {
  const base = origin.replace(/\/+$/, '');
  const prefixes = new Map(localesFor(defaultKey).map((l) => [l.key, l.pathPrefix]));
  const clean = sitePath(path);
  return locales.map((locale) => {
    const prefix = prefixes.get(locale.key)!;
    const suffix = prefix && clean === '/' ? '' : clean;
    return { language: localeTag(locale), url: base + prefix + suffix + query, default: locale.key === defaultKey };
  });
}

/**
 * The query a page's canonical address keeps: on /search the term alone (refinements, sort and
 * paging are views of one search); nothing anywhere else.
 */
export function canonicalQuery(path: string, search: string): string {
  if (sitePath(path) !== '/search') return '';
  const term = new URLSearchParams(search).get('search[query]')?.trim() ?? '';
  return term ? `?${new URLSearchParams({ 'search[query]': term })}` : '';
}

/** A path as canonical URLs write it: leading slash, no trailing slash (the home page is '/'). */
export function sitePath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.replace(/\/+$/, '') || '/';
}

/** The canonical URL of an unprefixed path in a market: origin + prefix + path ('/en-au' for its home). */
export function canonicalUrl(origin: string, pathPrefix: string, path: string): string {
  const clean = sitePath(path);
  return origin.replace(/\/+$/, '') + pathPrefix + (pathPrefix && clean === '/' ? '' : clean);
}

/** Route sections whose addresses are lower-case slugs: a request in other case is redirected. */
const SLUG_SECTIONS = new Set(['', 'pages', 'collections', 'products', 'locations', 'showtime-sale', 'search', 'prod']);

/**
 * The one address of a page (301 target): no trailing slash, and the slug sections
 * (pages, collections, products, locations, ...) in lower case. Other paths (cart, checkout,
 * account) keep their case, since tokens and ids there are case-sensitive.
 */
export function normalisedPagePath(path: string): string {
  const clean = sitePath(path);
  const section = clean.split('/')[1] ?? '';
  // Letters only: percent-escapes keep their case, so an encoded slug is not a new address.
  return SLUG_SECTIONS.has(section.toLowerCase()) ? clean.replace(/%[0-9a-f]{2}|[^%]+/gi, (part) => (part.startsWith('%') ? part : part.toLowerCase())) : clean;
}

/**
 * Content pages that are another page under a second address: the spec lists /pages/specials as
 * the Clearance Centre, so it answers but names /pages/clearance-centre as its canonical and stays
 * out of the sitemaps (docs/seo.md).
 */
const CONTENT_PAGE_ALIASES: ReadonlyMap<string, string> = new Map([['specials', 'clearance-centre']]);

/** The slug whose address is canonical for a content page: its own, or the page it duplicates. */
export function canonicalContentSlug(slug: string): string {
  return CONTENT_PAGE_ALIASES.get(slug) ?? slug;
}

/** One shopper's own pages (cart, checkout, account, sign-in): kept out of indexes, links still followed. */
export const PRIVATE_PAGE_ROBOTS: RobotsFlags = Object.freeze({ noIndex: true });

/** The robots meta content: 'index,follow' unless flags say otherwise. */
export function robotsContent(flags: RobotsFlags = {}): string {
  const parts = [flags.noIndex ? 'noindex' : 'index', flags.noFollow ? 'nofollow' : 'follow'];
  if (flags.noArchive) parts.push('noarchive');
  if (flags.noSnippet) parts.push('nosnippet');
  if (flags.noImageIndex) parts.push('noimageindex');
  if (flags.noTranslate) parts.push('notranslate');
  if (flags.maxSnippet !== undefined) parts.push(`max-snippet:${flags.maxSnippet}`);
  if (flags.maxImagePreview !== undefined) parts.push(`max-image-preview:${flags.maxImagePreview}`);
  if (flags.maxVideoPreview !== undefined) parts.push(`max-video-preview:${flags.maxVideoPreview}`);
  return parts.join(',');
}

export interface OfferJsonLdInput {
  price: { amount: string; currencyCode: string };
  /** From the availability rule, per variant. */
  availability: SchemaAvailability;
  url: string;
  /** A variant's own SKU; left out for the product's single offer. */
  sku?: string;
}

export interface ProductJsonLdInput {
  title: string;
  sku: string;
  url: string;
  description?: string;
  brand?: string;
  images?: readonly string[];
  price: { amount: string; currencyCode: string };
  /** From the availability rule: a backorder is BackOrder, not InStock. */
  availability: SchemaAvailability;
  /** One Offer per variant, each at its own URL; without it, one Offer at the product's price. */
  offers?: readonly OfferJsonLdInput[];
}

function offerJsonLd(o: OfferJsonLdInput): Record<string, unknown> {
  return {
    '@type': 'Offer',
    ...(o.sku ? { sku: o.sku } : {}),
    price: o.price.amount,
    priceCurrency: o.price.currencyCode,
    availability: `https://schema.org/${o.availability}`,
    url: o.url,
  };
}

/** schema.org Product with one Offer, or one Offer per variant. */
export function productJsonLd(p: ProductJsonLdInput): Record<string, unknown> {
  const ld: Record<string, unknown> = { '@context': 'https://schema.org', '@type': 'Product', name: p.title, sku: p.sku, url: p.url };
  if (p.description) ld.description = plainTextDescription(p.description, 5000);
  if (p.brand) ld.brand = { '@type': 'Brand', name: p.brand };
  if (p.images && p.images.length > 0) ld.image = [...p.images];
  ld.offers = p.offers && p.offers.length > 0 ? p.offers.map(offerJsonLd) : offerJsonLd({ price: p.price, availability: p.availability, url: p.url });
  return ld;
}

export interface SiteOriginSettings {
  /** PUBLIC_SITE_URL as a bare origin; when set, the only answer. */
  publicSiteUrl?: string | undefined;
  /** The port the shop listens on (PORT). */
  port: number;
}

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(?::(\d{1,5}))?$/i;

/**
 * The scheme and host of every absolute URL the shop writes. The configured public address wins;
 * without one (development, test) a request's Host counts only when it is this machine on the
 * configured port, so a forged Host header never reaches a page, a sitemap or robots.txt.
 */
export function siteOrigin(settings: SiteOriginSettings, request: { host: string | undefined; secure: boolean }): string {
  if (settings.publicSiteUrl) return settings.publicSiteUrl;
  const fallback = `http://localhost${settings.port === 80 ? '' : `:${settings.port}`}`;
  const match = LOCAL_HOST.exec(request.host ?? '');
  if (!match) return fallback;
  const port = match[2] === undefined ? (request.secure ? 443 : 80) : Number(match[2]);
  if (port !== settings.port) return fallback;
  return `${request.secure ? 'https' : 'http'}://${match[1]!.toLowerCase()}${match[2] === undefined ? '' : `:${port}`}`;
}
