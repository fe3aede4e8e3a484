// Search-engine metadata (spec sections 2, 3 and 5). Invalid values produce warnings, never a block.
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
export function localeAlternates(path: string, origin: string, locales: readonly Pick<Locale, 'key' | 'language' | 'country'>[], defaultKey: LocaleKey): SeoAlternate[] {
  const base = origin.replace(/\/+$/, '');
  const prefixes = new Map(localesFor(defaultKey).map((l) => [l.key, l.pathPrefix]));
  const clean = path.startsWith('/') ? path : `/${path}`;
  return locales.map((locale) => {
    const prefix = prefixes.get(locale.key)!;
    const suffix = prefix && clean === '/' ? '' : clean;
    return { language: localeTag(locale), url: base + prefix + suffix, default: locale.key === defaultKey };
  });
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
  inStock: boolean;
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
  inStock: boolean;
  /** One Offer per variant, each at its own URL; without it, one Offer at the product's price. */
  offers?: readonly OfferJsonLdInput[];
}

function offerJsonLd(o: OfferJsonLdInput): Record<string, unknown> {
  return {
    '@type': 'Offer',
    ...(o.sku ? { sku: o.sku } : {}),
    price: o.price.amount,
    priceCurrency: o.price.currencyCode,
    availability: o.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    url: o.url,
  };
}

/** schema.org Product with one Offer, or one Offer per variant. */
export function productJsonLd(p: ProductJsonLdInput): Record<string, unknown> {
  const ld: Record<string, unknown> = { '@context': 'https://schema.org', '@type': 'Product', name: p.title, sku: p.sku, url: p.url };
  if (p.description) ld.description = plainTextDescription(p.description, 5000);
  if (p.brand) ld.brand = { '@type': 'Brand', name: p.brand };
  if (p.images && p.images.length > 0) ld.image = [...p.images];
  ld.offers = p.offers && p.offers.length > 0 ? p.offers.map(offerJsonLd) : offerJsonLd({ price: p.price, inStock: p.inStock, url: p.url });
  return ld;
}
