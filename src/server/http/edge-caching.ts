// Caching is left to HTTP and to an engine built for it: Varnish with Edge Side Includes
// (deploy/varnish/default.vcl) in front of one or many copies. This module says what a page's
// response may be kept as, and how its personal parts travel:
//
// - A shared page (no preview, not a cart, account, checkout or API path) asked for by an edge that
//   processes ESI (`Surrogate-Capability: …="ESI/1.0"`) is the shell, rendered as for an anonymous
//   shopper whatever cookies came along; its personal parts are `<esi:include src="/_esi/hole?…">`
//   (src/server/http/esi-fragment-routes.ts) and it is public: `Cache-Control` for browsers and
//   CDNs, `Surrogate-Control` for the edge (max-age, stale-while-revalidate, ESI/1.0) and
//   `Surrogate-Key` naming what it shows (products, the market, content), by which a change purges it.
// - Without an ESI edge the page is rendered for its shopper, personal parts inline, and is
//   `private, no-store` when the request carries a shopper's data (cart, session, saved list, chosen
//   store) or is personal throughout; an anonymous one is public as above, without ESI.
import type { NextFunction, Request, Response } from 'express';
import { localeFromPath, type LocaleKey } from '../../domain/locale';
import { CATALOGUE_KEY, CONTENT_KEY } from '../../application/edge/purge-changed-pages';

export const PAGE_FRESH_SECONDS = 60;
export const PAGE_STALE_SECONDS = 300;
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_FRESH_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS}`;
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** A URL whose content never changes (content-hashed assets, catalogue pictures): a year, never revalidated. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** For the edge: how long it keeps a shared page, how long it may serve it stale while refreshing, and that it holds ESI. */
export const ESI_SURROGATE_CONTROL = `max-age=${PAGE_FRESH_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS}, content="ESI/1.0"`;
export const SURROGATE_CONTROL = `max-age=${PAGE_FRESH_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS}`;

/** Cookies that mean the page may show something of this shopper's (preferredStore: click and collect's chosen store). */
const PERSONAL_COOKIE = /^(cart|preferredStore|.*session.*|.*preview.*|customer.*|.*token.*|.*auth.*|__host-.*|__secure-.*)$/i;
/**
 * Personal cookies whose data only the personal parts show: with these, or none, the page is the
 * shared shell. Any other personal cookie (preview, an unknown token) may change the page itself.
 */
const SHELL_COOKIE = /^(cart|customer_session|customer_saved|preferredStore)$/;
/** First path segments (after the locale prefix) whose pages are per shopper. */
const PERSONAL_SECTIONS = new Set(['cart', 'account', 'checkout', 'discount', 'api']);
/** At most this many surrogate keys on one response (Varnish keeps headers under 8 KiB by default). */
export const MAX_SURROGATE_KEYS = 200;

type Cookies = Record<string, unknown>;

/** True when the page may carry something of this shopper's or of an editor's draft. */
export function isPersonalRequest(req: Request, defaultLocale: LocaleKey, cookies: Cookies = req.cookies ?? {}): boolean {
  if (req.res?.locals.preview === true) return true;
  for (const name in cookies) if (PERSONAL_COOKIE.test(name)) return true;
  const section = localeFromPath(req.path, defaultLocale).path.split('/')[1] ?? '';
  return PERSONAL_SECTIONS.has(section.toLowerCase());
}

/** True when the page's HTML is the shared shell: no preview, no personal cookie but the shopper-data ones, not a cart, account or checkout page. */
export function isSharedPage(req: Request, defaultLocale: LocaleKey, cookies: Cookies = req.cookies ?? {}): boolean {
  if (req.res?.locals.preview === true) return false;
  for (const name in cookies) if (PERSONAL_COOKIE.test(name) && !SHELL_COOKIE.test(name)) return false;
  const section = localeFromPath(req.path, defaultLocale).path.split('/')[1] ?? '';
  return !PERSONAL_SECTIONS.has(section.toLowerCase());
}

/** True when the request comes through an edge that resolves ESI includes (RFC-less but common: Edge Architecture 1.0). */
export const edgeProcessesEsi = (req: Request): boolean => /ESI\/1\.0/.test(req.get('surrogate-capability') ?? '');

/** True when this response renders the shared shell with ESI includes: its render must not see the shopper. */
export const rendersSharedShell = (res: Response): boolean => res.locals.sharedShell === true;

/**
 * For GET pages: decides shell with ESI or page for its shopper, and sets Cache-Control (and
 * Surrogate-Control for a shell). A router that marked the page private already keeps that.
 */
export function pageCaching(defaultLocale: LocaleKey) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (isSharedPage(req, defaultLocale) && edgeProcessesEsi(req)) {
      res.locals.sharedShell = true;
      res.set('cache-control', PUBLIC_PAGE_CACHE_CONTROL).set('surrogate-control', ESI_SURROGATE_CONTROL);
    } else if (isPersonalRequest(req, defaultLocale)) {
      res.set('cache-control', PRIVATE_CACHE_CONTROL);
    } else {
      res.set('cache-control', PUBLIC_PAGE_CACHE_CONTROL).set('surrogate-control', SURROGATE_CONTROL);
    }
    next();
  };
}

const PRODUCT_PATH = /^(?:\/[a-z]{2}-[a-z]{2})?\/products\/([^/?#]+)/;
const COLLECTION_PATH = /^(?:\/[a-z]{2}-[a-z]{2})?\/collections\/([^/?#]+)/;
const CONTENT_PATH = /^(?:\/[a-z]{2}-[a-z]{2})?\/(?:pages|blogs|articles|brands)\/([^/?#]+)/;
/** Pages showing one content document that their URL does not name by slug. */
const CONTENT_AT_PATH: readonly [RegExp, string][] = [
  [/^(?:\/[a-z]{2}-[a-z]{2})?\/?$/, 'home'],
  [/^(?:\/[a-z]{2}-[a-z]{2})?\/showtime-sale\/?$/, 'showtime-sale'],
];
const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/(\d+)$/;
const KEY_SAFE = /[^A-Za-z0-9_.:/-]/g;

/** A surrogate key as the VCL's purge accepts it (letters, digits and `_.:/-`). */
export const surrogateKey = (kind: string, name: string): string => `${kind}:${name.replace(KEY_SAFE, '_')}`;

/**
 * What a page shows, as surrogate keys: its market, `content` (the menus, footer and stores every
 * page carries), the product, collection or content document its URL names (`content:home` for the
 * home page), every product (by handle)
 * and variant (by numeric id) its data mentions (a listing's cards, a product's variants), and
 * `catalogue` when it shows any product (purged by a stock change naming no variant).
 */
export function surrogateKeysOf(path: string, locale: string, data: unknown): string[] {
  const keys = new Set<string>([surrogateKey('market', locale), CONTENT_KEY]);
  const product = PRODUCT_PATH.exec(path)?.[1];
  if (product) keys.add(surrogateKey('product', decodeSafely(product)));
  const collection = COLLECTION_PATH.exec(path)?.[1];
  if (collection) keys.add(surrogateKey('collection', decodeSafely(collection)));
  const content = CONTENT_PATH.exec(path)?.[1];
  if (content) keys.add(surrogateKey('content', decodeSafely(content)));
  for (const [at, slug] of CONTENT_AT_PATH) if (at.test(path)) keys.add(surrogateKey('content', slug));
  const seen = new Set<unknown>();
  const walk = (value: unknown, depth: number): void => {
    if (keys.size >= MAX_SURROGATE_KEYS || depth > 12 || value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    for (const [name, field] of Object.entries(value as Record<string, unknown>)) {
      if (typeof field === 'string') {
        if (name === 'href') {
          const handle = PRODUCT_PATH.exec(field)?.[1];
          if (handle) keys.add(surrogateKey('product', decodeSafely(handle)));
        } else {
          const variant = VARIANT_GID.exec(field)?.[1];
          if (variant) keys.add(surrogateKey('variant', variant));
        }
      } else walk(field, depth + 1);
    }
  };
  walk(data, 0);
  if ([...keys].some((key) => key.startsWith('product:') || key.startsWith('variant:'))) keys.add(CATALOGUE_KEY);
  return [...keys].slice(0, MAX_SURROGATE_KEYS);
}

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
