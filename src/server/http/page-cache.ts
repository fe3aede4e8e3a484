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
import { listingPageSizeOf } from './viewport-hint';

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
}

/** True when the page may carry something of this shopper's or of an editor's draft. */
export function isPersonalRequest(req: Request, defaultLocale: LocaleKey): boolean {
  if (req.res?.locals.preview === true) return true;
  const cookies: Record<string, unknown> = req.cookies ?? {};
  if (Object.keys(cookies).some((name) => PERSONAL_COOKIE.test(name))) return true;
  const section = localeFromPath(req.path, defaultLocale).path.split('/')[1] ?? '';
  return PERSONAL_SECTIONS.has(section.toLowerCase());
}

/** What the rendered HTML depends on: host (absolute links), URL, page size by viewport hint, carousel cookie. */
function cacheKey(req: Request): string {
  const pageSize = listingPageSizeOf(req);
  const carousel = req.cookies?.cartCarouselVisible === 'false' ? 'hidden' : 'shown';
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

function joinWith(parts: readonly Buffer[], marker: string): Buffer {
  if (parts.length === 1) return parts[0]!;
  const glue = Buffer.from(marker);
  return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [glue, part])));
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
      if (!stale || entry.refreshing) return this.serve(key, entry, age, stale, res);
      entry.refreshing = true;
    } else if (entry) this.remove(key);
    this.record(key, res, entry);
    next();
  };

  private serve(key: string, entry: Entry, age: number, stale: boolean, res: Response): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    res
      .status(200)
      .set('content-type', entry.contentType)
      .set('age', String(Math.floor(age)))
      .set('x-page-cache', stale ? 'stale' : 'hit')
      .end(joinWith(entry.parts, res.locals.cspNonce as string));
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
      this.store(key, { contentType, parts: splitAt(body, res.locals.cspNonce as string), bytes: body.length, storedAt: this.now(), refreshing: false });
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
      this.bytes -= old.bytes;
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
