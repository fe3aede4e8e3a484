// Anonymous pages are the same for every shopper, so they are rendered once and served from memory
// (a small LRU) and may be kept by a CDN: `public, s-maxage=60, stale-while-revalidate=300`.
// Anything personal never touches the cache and is marked `private, no-store`: a request carrying a
// cart, session, customer or preview cookie, preview mode, and the cart, account and checkout paths.
//
// Stale-while-revalidate in memory: past s-maxage an entry is still served for the
// stale-while-revalidate window while ONE request renders a fresh copy; if that render fails, the
// stale copy keeps being served until the window closes.
//
// CSP: each response has its own script nonce. A cached body is stored with the nonce it was
// rendered with and served with that nonce swapped for the current response's, so the page's own
// scripts run under the new Content-Security-Policy header.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { localeFromPath, type LocaleKey } from '../../domain/locale';
import { listingPageSizeOf, VIEWPORT_VARY } from './viewport-hint';
import { gzipSegments, splicedGzip, type SplicedGzip } from './spliced-gzip';

export const PAGE_FRESH_SECONDS = 60;
export const PAGE_STALE_SECONDS = 300;
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_FRESH_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS}`;
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** A URL whose content never changes (content-hashed assets, catalogue pictures): a year, never revalidated. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Cookies that mean the page may show something of this shopper's (preferredStore: click and collect's chosen store). */
const PERSONAL_COOKIE = /^(cart|preferredStore|.*session.*|.*preview.*|customer.*|.*token.*|.*auth.*|__host-.*|__secure-.*)$/i;
/** First path segments (after the locale prefix) whose pages are per shopper. */
const PERSONAL_SECTIONS = new Set(['cart', 'account', 'checkout', 'discount', 'api']);
/** Bigger pages are served but not kept. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

export interface PageCacheOptions {
  /** Serve repeated anonymous pages from memory; the Cache-Control policy applies either way. */
  enabled: boolean;
  defaultLocale: LocaleKey;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

interface Entry {
  contentType: string;
  /** The body split at every occurrence of the nonce it was rendered with. */
  parts: Buffer[];
  bytes: number;
  storedAt: number;
  refreshing: boolean;
  /** The same body gzipped once (filled in shortly after storing), served to clients that accept gzip. */
  gzip: SplicedGzip | null;
}

type Cookies = Record<string, unknown>;

/** A page `PageCache.lookup` found for a request. */
export interface CachedCopy {
  readonly key: string;
  readonly entry: Entry;
  readonly age: number;
  readonly stale: boolean;
}

/** Whether the request's Accept-Encoding takes gzip (not refused with q=0). */
const acceptsGzip = (req: Request): boolean => {
  const header = req.headers['accept-encoding'];
  return typeof header === 'string' && /(^|,)\s*(gzip|\*)\s*(,|$|;\s*q=(?!0(\.0*)?\s*(,|$)))/i.test(header);
};

/** True when the page may carry something of this shopper's or of an editor's draft. */
export function isPersonalRequest(req: Request, defaultLocale: LocaleKey, cookies: Cookies = req.cookies ?? {}): boolean {
  if (req.res?.locals.preview === true) return true;
  for (const name in cookies) if (PERSONAL_COOKIE.test(name)) return true;
  const section = localeFromPath(req.path, defaultLocale).path.split('/')[1] ?? '';
  return PERSONAL_SECTIONS.has(section.toLowerCase());
}

/** What the rendered HTML depends on: host (absolute links), URL, page size by viewport hint, carousel cookie. */
function cacheKey(req: Request, cookies: Cookies = req.cookies ?? {}): string {
  const pageSize = listingPageSizeOf(req);
  const carousel = cookies.cartCarouselVisible === 'false' ? 'hidden' : 'shown';
  return `${req.protocol}://${req.get('host') ?? ''}${req.originalUrl}\u0000${pageSize}\u0000${carousel}`;
}

function splitAt(body: Buffer, marker: string): Buffer[] {
  if (!marker) return [body];
  const needle = Buffer.from(marker);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** The body's pieces with the marker between them, as buffers to write one after another (never copied into one). */
function interleave(parts: readonly Buffer[], marker: string): Buffer[] {
  if (parts.length === 1) return [parts[0]!];
  const glue = Buffer.from(marker);
  const out: Buffer[] = [parts[0]!];
  for (let i = 1; i < parts.length; i++) out.push(glue, parts[i]!);
  return out;
}

/** Writes the buffers as one response body of known length: one writev to the socket, no copy. */
function writeAll(res: Response, buffers: readonly Buffer[]): void {
  let length = 0;
  for (const buffer of buffers) length += buffer.length;
  res.setHeader('content-length', length);
  res.cork();
  for (let i = 0; i < buffers.length - 1; i++) res.write(buffers[i]);
  res.end(buffers[buffers.length - 1]);
  res.uncork();
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.maxEntries = options.maxEntries ?? 1_000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get enabled(): boolean {
    return this.options.enabled;
  }

  /**
   * For the fast path in front of the middleware chain (src/server/http/cached-page-front.ts): the
   * copy to answer a GET with when the cache holds a fresh one (or a stale one another request is
   * already refreshing) for an anonymous shopper; null when the request must go through the chain.
   */
  lookup(req: Request, cookies: Cookies): CachedCopy | null {
    if (!this.options.enabled || req.method !== 'GET') return null;
    if (isPersonalRequest(req, this.options.defaultLocale, cookies)) return null;
    const key = cacheKey(req, cookies);
    const entry = this.entries.get(key);
    if (!entry) return null;
    const age = (this.now() - entry.storedAt) / 1000;
    const stale = age >= PAGE_FRESH_SECONDS;
    if (age >= PAGE_FRESH_SECONDS + PAGE_STALE_SECONDS || (stale && !entry.refreshing)) return null;
    // Until the gzipped copy is ready, the chain's compression middleware compresses this one.
    if (!entry.gzip && acceptsGzip(req)) return null;
    return { key, entry, age, stale };
  }

  /** Answers with a copy `lookup` found, carrying `nonce` (the one in the response's CSP header). */
  answer(copy: CachedCopy, req: Request, res: Response, nonce: string): void {
    res.setHeader('cache-control', PUBLIC_PAGE_CACHE_CONTROL);
    this.serve(copy.key, copy.entry, copy.age, copy.stale, req, res, nonce);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** Express middleware for GET pages: sets Cache-Control, answers from memory or records the render. */
  readonly middleware: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (isPersonalRequest(req, this.options.defaultLocale)) {
      res.set('cache-control', PRIVATE_CACHE_CONTROL);
      return next();
    }
    res.set('cache-control', PUBLIC_PAGE_CACHE_CONTROL);
    if (!this.options.enabled || req.method !== 'GET') return next();
    const key = cacheKey(req);
    const entry = this.entries.get(key);
    const age = entry ? (this.now() - entry.storedAt) / 1000 : 0;
    if (entry && age < PAGE_FRESH_SECONDS + PAGE_STALE_SECONDS) {
      const stale = age >= PAGE_FRESH_SECONDS;
      if (!stale || entry.refreshing) return this.serve(key, entry, age, stale, req, res, res.locals.cspNonce as string);
      entry.refreshing = true;
    } else if (entry) this.remove(key);
    this.record(key, res, entry);
    next();
  };

  private serve(key: string, entry: Entry, age: number, stale: boolean, req: Request, res: Response, nonce: string): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    res.statusCode = 200;
    res.setHeader('content-type', entry.contentType);
    res.setHeader('age', String(Math.floor(age)));
    res.setHeader('x-page-cache', stale ? 'stale' : 'hit');
    // Compressed once when stored, not per response (the compression middleware leaves an encoded body be).
    if (res.getHeader('vary') === VIEWPORT_VARY) res.setHeader('vary', `${VIEWPORT_VARY}, Accept-Encoding`);
    else res.vary('Accept-Encoding');
    if (entry.gzip && acceptsGzip(req)) {
      res.setHeader('content-encoding', 'gzip');
      writeAll(res, splicedGzip(entry.gzip, nonce));
    } else writeAll(res, interleave(entry.parts, nonce));
  }

  /** Captures what the rest of the chain writes; keeps it when it is a complete, public 200 page. */
  private record(key: string, res: Response, previous: Entry | undefined): void {
    const chunks: Buffer[] = [];
    let size = 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_ENTRY_BYTES) return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
      chunks.push(buffer);
      size += buffer.length;
    };
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      keep(chunk, encoding);
      return write(chunk, encoding, callback);
    }) as Response['write'];
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      keep(chunk, encoding);
      return end(chunk, encoding, callback);
    }) as Response['end'];
    res.set('x-page-cache', 'miss');
    res.once('finish', () => {
      if (previous) previous.refreshing = false;
      const cacheControl = String(res.get('cache-control') ?? '');
      const contentType = String(res.get('content-type') ?? '');
      const storable =
        res.statusCode === 200 && size <= MAX_ENTRY_BYTES && cacheControl.startsWith('public') && contentType.startsWith('text/html') && !res.get('set-cookie');
      if (!storable) return;
      const body = Buffer.concat(chunks);
      const entry: Entry = { contentType, parts: splitAt(body, res.locals.cspNonce as string), bytes: body.length, storedAt: this.now(), refreshing: false, gzip: null };
      this.store(key, entry);
      gzipSegments(entry.parts).then(
        (gzip) => {
          entry.gzip = gzip;
          if (this.entries.get(key) === entry) this.bytes += gzip.bytes;
        },
        () => undefined, // served uncompressed or compressed per response as before
      );
    });
    res.once('close', () => {
      if (previous && !res.writableFinished) previous.refreshing = false;
    });
  }

  private store(key: string, entry: Entry): void {
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.bytes + (old.gzip?.bytes ?? 0);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes + (entry.gzip?.bytes ?? 0);
  }
}
