// A shopper's personal parts (the ESI fragments of src/server/http/esi-fragment-routes.ts) kept at
// the edge for that shopper alone (issue 31). The VCL keys each fragment by its URL and the shopper's
// own cookies that the parts read (cart, customer_session, customer_saved, preferredStore; no other
// cookie) and says so in `Surrogate-Capability` (`Shopper-Keyed/1.0`); only then does the shop let it
// keep one, for KEPT_PART_SECONDS at most, tagged with the shopper's cart and customer (by digest,
// never the raw id) and the products it shows. Every write of the shopper's (a cart, account, saved
// list or store POST, a buy-now or discount link) purges their tags before its answer is sent, so
// the next page they load is fresh; a catalogue change purges the products' tags (the webhooks).
// A part fetch already in flight when the write came can still reach the edge after that purge: so
// each write also gives the shopper a new revision (the `shopper_rev` cookie, in the part's key at
// the edge), and a part fetched before the write is never looked up again.
// The browser still gets `private, no-store`: the edge keeps the fragment, never the browser.
import { createHash, randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { EdgePurge } from '../../application/edge/edge-purge';
import type { PersonalData } from '../../ui/personal/personal-data';
import { cartIdOf } from './cart-routes';
import { surrogateKeysOf } from './edge-caching';
import { customerSessionOf } from './session';

/** How long the edge may keep a shopper's part: the backstop for a change no purge reached (a session ended elsewhere). */
export const KEPT_PART_SECONDS = 30;
export const KEPT_PART_SURROGATE_CONTROL = `max-age=${KEPT_PART_SECONDS}, stale-while-revalidate=${KEPT_PART_SECONDS}`;

/** The cookie naming the shopper's revision: new on each of their writes, part of their parts' key at the edge. */
export const SHOPPER_REVISION_COOKIE = 'shopper_rev';
/** Longer than a part is kept (KEPT_PART_SECONDS, as long again served stale): a part keyed by no revision is older than that. */
const REVISION_MAX_AGE_MS = 10 * 60_000;

/** True when the edge keys this request by the shopper's own cookies (deploy/varnish/default.vcl). */
export const edgeKeepsPerShopper = (req: Request): boolean => /\bShopper-Keyed\/1\.0\b/.test(req.get('surrogate-capability') ?? '');

const digest = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex').slice(0, 32);

/** The tags of one shopper's parts: their cart and their session, by digest. */
export function shopperKeys(cartId: string | null, sessionToken: string | null | undefined): string[] {
  const keys: string[] = [];
  if (cartId) keys.push(`cart:${digest(cartId)}`);
  if (sessionToken) keys.push(`customer:${digest(sessionToken)}`);
  return keys;
}

/** The products and variants a shopper's parts show (the drawer's lines): a catalogue change purges them too. */
export function shownProductKeys(personal: PersonalData): string[] {
  return surrogateKeysOf('', '', personal.drawer).filter((key) => /^(product|variant):/.test(key) || key === 'catalogue');
}

/** Parts built from data that could not be loaded now (a fallback) are never kept. */
export const fullyKnown = (personal: PersonalData): boolean => personal.cart.count !== null && personal.drawer.known && personal.saved.count !== null;

/** Writes that change nothing a personal part shows: beacons, lookups, subscriptions, webhooks. */
const UNRELATED_WRITE = /^(?:\/[a-z]{2}-[a-z]{2})?\/(?:api\/(?:analytics|fetch-related-products|alerts|submit-opt-in|preview)|webhooks\/|alerts\/)/;
/** Links that change the cart though they are GETs (spec: buy-now links and discount links). */
const CHANGING_LINK = /^(?:\/[a-z]{2}-[a-z]{2})?\/(?:cart|discount)\/[^/]+/;

function isShopperWrite(req: Request): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return CHANGING_LINK.test(req.path);
  if (req.method === 'OPTIONS') return false;
  return !UNRELATED_WRITE.test(req.path);
}

/**
 * Purges the shopper's kept parts at every edge on each of their writes, before the write's answer
 * leaves: the answer's `end` waits for the purge (which never fails: an edge that does not answer is
 * logged by the adapter and its parts expire within KEPT_PART_SECONDS). The session is the one the
 * shop parsed as the request came in (`sessionCookie`, mounted before this: src/server/app.ts),
 * taken before the write changes it (a log-out purges the session it ends). The answer carries the
 * shopper's new revision (SHOPPER_REVISION_COOKIE).
 */
export function purgeKeptPartsOnWrite(edge: EdgePurge, cookie: { secure: boolean }) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!isShopperWrite(req)) return next();
    const keys = shopperKeys(cartIdOf(req), customerSessionOf(res)?.token);
    if (keys.length === 0) return next();
    res.cookie(SHOPPER_REVISION_COOKIE, randomBytes(9).toString('base64url'), { httpOnly: true, sameSite: 'lax', secure: cookie.secure, path: '/', maxAge: REVISION_MAX_AGE_MS });
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      void edge
        .purge(keys)
        .catch(() => undefined)
        .finally(() => end(...args));
      return res;
    }) as Response['end'];
    next();
  };
}
