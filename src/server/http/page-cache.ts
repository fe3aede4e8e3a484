// Every page is one shell shared by all shoppers plus a few personal holes (the header's cart count
// and account link; src/ui/personal/holes.tsx). The shell is rendered once per URL, page size and
// carousel cookie and served from memory (a small LRU); the holes are filled per response from the
// shopper's own data (`holes`), so a shopper with a cart or a session gets the cached shell too.
// What the response may be shared as follows the request: anonymous pages are
// `public, s-maxage=60, stale-while-revalidate=300` (a CDN may keep them); a request carrying a
// cart, session, customer or preview cookie gets its own holes and is `private, no-store`.
// Preview mode and the cart, account and checkout paths are personal throughout: rendered per
// request, private, never stored.
//
// The shell render never sees the shopper: its request services carry no cart and no session
// (`rendersSharedShell`), and holes leave markers in it, so no personal byte can reach an entry.
//
// Stale-while-revalidate in memory: past s-maxage an entry is still served for the
// stale-while-revalidate window while ONE request renders a fresh copy; if that render fails, the
// stale copy keeps being served until the window closes. Concurrent misses for one key render once:
// the others wait for that render and are served its copy.
//
// CSP: each response has its own script nonce. A cached body is stored with the nonce it was
// rendered with and served with that nonce swapped for the current response's, so the page's own
// scripts run under the new Content-Security-Policy header.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { localeFromPath, type LocaleKey } from '../../domain/locale';
import { holeMarker } from '../../ui/personal/personal-data';
import { HoleFiller, splitAtHoles, type HoleFill } from './hole-filler';
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
/**
 * Personal cookies whose data the shell render never sees (its request carries no cart, no session,
 * no saved list and no chosen pick-up store) and whose parts are holes: with these, or none, the
 * page is the shared shell. Any other personal cookie (preview, an unknown token) may change the
 * page itself: it is rendered for that request and never stored.
 */
const SHELL_COOKIE = /^(cart|customer_session|customer_saved|preferredStore)$/;
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
  /** This response's holes, by name (the shopper's own data; anonymous values without cookies). */
  holes?: (req: Request, res: Response) => HoleFill | Promise<HoleFill>;
}

/** What goes between two stored pieces of a shell: the response's nonce, or one of its holes. */
const NONCE = Symbol('nonce');
type Gap = typeof NONCE | { hole: string };

interface Entry {
  contentType: string;
  /** The shell's pieces between its nonces and hole markers (one more than `gaps`). */
  parts: Buffer[];
  gaps: Gap[];
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
  /** The request carries a cart, session or saved-list cookie: its holes are its own, the answer private. */
  readonly personal: boolean;
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

/** True when the page's HTML is the shared shell: no preview, no personal cookie but the cart's and the session's, not a cart, account or checkout page. */
export function isSharedPage(req: Request, defaultLocale: LocaleKey, cookies: Cookies = req.cookies ?? {}): boolean {
  if (req.res?.locals.preview === true) return false;
  for (const name in cookies) if (PERSONAL_COOKIE.test(name) && !SHELL_COOKIE.test(name)) return false;
  const section = localeFromPath(req.path, defaultLocale).path.split('/')[1] ?? '';
  return !PERSONAL_SECTIONS.has(section.toLowerCase());
}

/** True when this response renders the shared shell: its render must not see the shopper's cart or session. */
export function rendersSharedShell(res: Response): boolean {
  return res.locals.sharedShell === true;
}

const noHoles: HoleFill = () => '';

/** What the rendered HTML depends on: host (absolute links), URL, page size by viewport hint, carousel cookie. */
function cacheKey(req: Request, cookies: Cookies = req.cookies ?? {}): string {
  const pageSize = listingPageSizeOf(req);
  const carousel = cookies.cartCarouselVisible === 'false' ? 'hidden' : 'shown';
  return `${req.protocol}://${req.get('host') ?? ''}${req.originalUrl}\u0000${pageSize}\u0000${carousel}`;
}

/** The shell cut at every occurrence of its nonce and at every hole marker. */
function piecesOf(body: Buffer, nonce: string): Pick<Entry, 'parts' | 'gaps'> {
  const parts: Buffer[] = [];
  const gaps: Gap[] = [];
  let text: Buffer = Buffer.alloc(0);
  const add = (piece: Buffer | { hole: string } | typeof NONCE) => {
    if (Buffer.isBuffer(piece)) text = text.length ? Buffer.concat([text, piece]) : piece;
    else {
      parts.push(text);
      gaps.push(piece);
      text = Buffer.alloc(0);
    }
  };
  const needle = Buffer.from(nonce);
  let from = 0;
  if (nonce) {
    for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
      splitAtHoles(body.subarray(from, at)).forEach(add);
      add(NONCE);
      from = at + needle.length;
    }
  }
  splitAtHoles(body.subarray(from)).forEach(add);
  parts.push(text);
  return { parts, gaps };
}

/** The response's body as buffers to write one after another: the stored pieces, never copied, with this response's nonce and holes between. */
function piecesFor(entry: Pick<Entry, 'parts' | 'gaps'>, nonce: string, fill: HoleFill): Buffer[] {
  const glue = Buffer.from(nonce);
  const out: Buffer[] = [entry.parts[0]!];
  for (let i = 0; i < entry.gaps.length; i++) {
    const gap = entry.gaps[i]!;
    out.push(gap === NONCE ? glue : asPiece(fill(gap.hole)), entry.parts[i + 1]!);
  }
  return out;
}

const asPiece = (html: string | Buffer): Buffer => (typeof html === 'string' ? Buffer.from(html) : html);

/** What goes in each gap of the stored pieces for this response: its nonce, or the hole's HTML. */
function gapTexts(entry: Pick<Entry, 'gaps'>, nonce: string, fill: HoleFill): (string | Buffer)[] {
  return entry.gaps.map((gap) => (gap === NONCE ? nonce : fill(gap.hole)));
}

/** Writes the buffers as one response body of known length: one writev to the socket, no copy. */
function writeAll(res: Response, buffers: readonly Buffer[]): void {
  let length = 0;
  for (const buffer of buffers) length += buffer.length;
  res.setHeader('content-length', length);
  res.cork();
  for (let i = 0; i < buffers.length - 1; i++) if (buffers[i]!.length) res.write(buffers[i]);
  res.end(buffers[buffers.length - 1]);
  res.uncork();
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  /** Renders under way for keys with no entry: concurrent misses wait for them. */
  private readonly inFlight = new Map<string, Promise<void>>();
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
   * already refreshing) for a shopper whose page is the shared shell (anonymous, or with only a cart,
   * session or saved-list cookie: `personal`); null when the request must go through the chain.
   */
  lookup(req: Request, cookies: Cookies): CachedCopy | null {
    if (!this.options.enabled || req.method !== 'GET') return null;
    if (!isSharedPage(req, this.options.defaultLocale, cookies)) return null;
    const key = cacheKey(req, cookies);
    const entry = this.entries.get(key);
    if (!entry) return null;
    const age = (this.now() - entry.storedAt) / 1000;
    const stale = age >= PAGE_FRESH_SECONDS;
    if (age >= PAGE_FRESH_SECONDS + PAGE_STALE_SECONDS || (stale && !entry.refreshing)) return null;
    // Until the gzipped copy is ready, the chain's compression middleware compresses this one.
    if (!entry.gzip && acceptsGzip(req)) return null;
    return { key, entry, age, stale, personal: isPersonalRequest(req, this.options.defaultLocale, cookies) };
  }

  /**
   * Answers with a copy `lookup` found, carrying `nonce` (the one in the response's CSP header) and
   * this response's holes (`holes`: the anonymous ones, or for a personal copy the shopper's, read from
   * `req.cookies` and `res.locals` as the chain's middleware leaves them), `private, no-store` when personal.
   */
  answer(copy: CachedCopy, req: Request, res: Response, nonce: string): void {
    res.setHeader('cache-control', copy.personal ? PRIVATE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL);
    res.locals.cspNonce = nonce;
    this.serve(copy.key, copy.entry, copy.age, copy.stale ? 'stale' : 'hit', req, res, this.holesFor(req, res), (error?: unknown) => res.destroy(error instanceof Error ? error : undefined));
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** The stored shells as rendered, hole markers in place (for tests that look for personal bytes). */
  storedBodies(): Buffer[] {
    return [...this.entries.values()].map((entry) => Buffer.concat(piecesFor(entry, '', holeMarker)));
  }

  /** Express middleware for GET pages: sets Cache-Control, answers from memory or records the render, fills the holes. */
  readonly middleware: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const cacheControl = isPersonalRequest(req, this.options.defaultLocale) ? PRIVATE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL;
    res.set('cache-control', cacheControl);
    const shared = isSharedPage(req, this.options.defaultLocale);
    if (shared) res.locals.sharedShell = true;
    const fill = this.holesFor(req, res);
    if (!shared || !this.options.enabled || req.method !== 'GET') {
      fillWrites(res, fill);
      return next();
    }
    const key = cacheKey(req);
    const entry = this.entries.get(key);
    const age = entry ? (this.now() - entry.storedAt) / 1000 : 0;
    if (entry && age < PAGE_FRESH_SECONDS + PAGE_STALE_SECONDS) {
      const stale = age >= PAGE_FRESH_SECONDS;
      if (!stale || entry.refreshing) return this.serve(key, entry, age, stale ? 'stale' : 'hit', req, res, fill, next);
      entry.refreshing = true;
    } else if (entry) this.remove(key);
    else {
      const flight = this.inFlight.get(key);
      if (flight) {
        void flight.then(() => {
          const rendered = this.entries.get(key);
          if (rendered) this.serve(key, rendered, 0, 'coalesced', req, res, fill, next);
          else {
            fillWrites(res, fill);
            next();
          }
        });
        return;
      }
    }
    this.record(key, res, entry, fill, cacheControl);
    next();
  };

  private holesFor(req: Request, res: Response): Promise<HoleFill> {
    const holes = this.options.holes;
    if (!holes) return Promise.resolve(noHoles);
    try {
      return Promise.resolve(holes(req, res)).catch(() => noHoles);
    } catch {
      return Promise.resolve(noHoles);
    }
  }

  private serve(key: string, entry: Entry, age: number, how: 'hit' | 'stale' | 'coalesced', req: Request, res: Response, fill: Promise<HoleFill>, next: NextFunction): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    fill
      .then((holes) => {
        if (res.destroyed) return;
        const nonce = res.locals.cspNonce as string;
        res.statusCode = 200;
        res.setHeader('content-type', entry.contentType);
        res.setHeader('age', String(Math.floor(age)));
        res.setHeader('x-page-cache', how);
        // Compressed once when stored, not per response (the compression middleware leaves an encoded body be);
        // the nonce and the holes go in between the compressed pieces.
        if (res.getHeader('vary') === VIEWPORT_VARY) res.setHeader('vary', `${VIEWPORT_VARY}, Accept-Encoding`);
        else res.vary('Accept-Encoding');
        if (entry.gzip && acceptsGzip(req)) {
          res.setHeader('content-encoding', 'gzip');
          writeAll(res, splicedGzip(entry.gzip, gapTexts(entry, nonce, holes)));
        } else writeAll(res, piecesFor(entry, nonce, holes));
      })
      .catch(next);
  }

  /** Captures the shell the rest of the chain writes; keeps it when it is a complete 200 page the chain left shareable. */
  private record(key: string, res: Response, previous: Entry | undefined, fill: Promise<HoleFill>, cacheControl: string): void {
    const chunks: Buffer[] = [];
    let size = 0;
    let done: () => void = () => undefined;
    if (!previous) {
      this.inFlight.set(
        key,
        new Promise<void>((resolve) => {
          done = () => {
            this.inFlight.delete(key);
            resolve();
          };
        }),
      );
    }
    fillWrites(res, fill, (chunk) => {
      if (size > MAX_ENTRY_BYTES) return;
      chunks.push(chunk);
      size += chunk.length;
    });
    res.set('x-page-cache', 'miss');
    res.once('finish', () => {
      if (previous) previous.refreshing = false;
      const contentType = String(res.get('content-type') ?? '');
      // The chain may have made the page private or uncacheable (an error, a cookie): then it is not a shell.
      const storable =
        res.statusCode === 200 && size <= MAX_ENTRY_BYTES && String(res.get('cache-control') ?? '') === cacheControl && contentType.startsWith('text/html') && !res.get('set-cookie');
      if (storable) {
        const body = Buffer.concat(chunks);
        const entry: Entry = { contentType, ...piecesOf(body, res.locals.cspNonce as string), bytes: body.length, storedAt: this.now(), refreshing: false, gzip: null };
        this.store(key, entry);
        gzipSegments(entry.parts).then(
          (gzip) => {
            entry.gzip = gzip;
            if (this.entries.get(key) === entry) this.bytes += gzip.bytes;
          },
          () => undefined, // served uncompressed or compressed per response as before
        );
      }
      done();
    });
    res.once('close', () => {
      if (previous && !res.writableFinished) previous.refreshing = false;
      if (!res.writableFinished) done();
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

type WriteArgs = [chunk?: unknown, encoding?: unknown, callback?: unknown];

const asBuffer = (chunk: unknown, encoding: unknown): Buffer | null => {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
};

/**
 * Routes what the chain writes through the hole filler once this response's holes are known (writes
 * before that wait, in order); `keep` sees each chunk as rendered, before any hole is filled. The
 * writer keeps the connection's backpressure: it answers what the real write answered, and `false`
 * while writes wait for the holes, then owes the writer a 'drain', so a slow client slows the render.
 */
function fillWrites(res: Response, fill: Promise<HoleFill>, keep?: (chunk: Buffer) => void): void {
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const drainTo = drainListeners(res);
  let filler: HoleFiller | null = null;
  const waiting: Array<() => boolean> = [];
  const callbackOf = (args: WriteArgs) => (typeof args[1] === 'function' ? args[1] : typeof args[2] === 'function' ? args[2] : undefined);
  void fill.then((holes) => {
    filler = new HoleFiller(holes);
    let flowing = true;
    for (const run of waiting.splice(0)) flowing = run();
    // The real write said false: the connection emits 'drain' itself when it empties.
    if (flowing && !res.destroyed) drainTo();
  });
  res.write = ((...args: WriteArgs) => {
    const chunk = asBuffer(typeof args[0] === 'function' ? undefined : args[0], args[1]);
    if (chunk) keep?.(chunk);
    const callback = callbackOf(args);
    const run = () => {
      const out = chunk ? filler!.push(chunk) : null;
      if (out?.length) return write(out, callback);
      if (callback) (callback as () => void)();
      return true;
    };
    if (filler) return run();
    waiting.push(run);
    return false;
  }) as Response['write'];
  res.end = ((...args: WriteArgs) => {
    const chunk = asBuffer(typeof args[0] === 'function' ? undefined : args[0], args[1]);
    if (chunk) keep?.(chunk);
    const callback = callbackOf(args) ?? (typeof args[0] === 'function' ? args[0] : undefined);
    const run = () => {
      const out = Buffer.concat([chunk ? filler!.push(chunk) : Buffer.alloc(0), filler!.flush()]);
      if (out.length) end(out, callback);
      else end(callback);
      return true;
    };
    if (filler) run();
    else waiting.push(run);
    return res;
  }) as Response['end'];
}

/**
 * Who waits for this response's 'drain' (the render's pipe): registered through `res.on`, whichever
 * middleware (compression) keeps them, so a drain this module owes reaches them all.
 */
function drainListeners(res: Response): () => void {
  const listeners = new Set<(...args: unknown[]) => void>();
  const on = res.on;
  const off = res.removeListener;
  res.on = res.addListener = function (this: Response, event: string | symbol, listener: (...args: unknown[]) => void) {
    if (event === 'drain') listeners.add(listener);
    return on.call(this, event, listener);
  } as Response['on'];
  res.removeListener = res.off = function (this: Response, event: string | symbol, listener: (...args: unknown[]) => void) {
    if (event === 'drain') listeners.delete(listener);
    return off.call(this, event, listener);
  } as Response['removeListener'];
  return () => {
    for (const listener of [...listeners]) listener.call(res);
  };
}
