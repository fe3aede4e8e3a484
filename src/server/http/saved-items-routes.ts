// Saved items over HTTP (issue 19): the heart's and the saved page's form, POST /account/saved
// (every locale prefix) with {intent: 'save' | 'remove', handle}, and GET /api/saved, the handles
// on the shopper's list for the hearts' pressed state. A signed-in shopper's list is the account's;
// an anonymous one's is the browser's cookie, sent back changed. Scripts get JSON; a plain form
// gets a 303 to the saved page with a notice. Cross-site posts are refused, the body is validated
// with zod, and the server looks up the product and its price: the request names only a handle.
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import type { CustomerSession } from '../../application/accounts/customer';
import { isSavedItemsUnavailable } from '../../application/saved/saved-items-error';
import { SignedOut, type SavedListOwner } from '../../application/saved/saved-owner';
import { localeFromPath, type LocaleKey } from '../../domain/locale';
import { SAVED_HANDLE, SAVED_MESSAGES, type SavedItem } from '../../domain/saved-items';
import type { UseCases } from '../ssr/request-services';
import { errorBody, requireBodyType } from './errors';
import { DEFAULT_RATE_LIMITS, perIpLimiter, type RateLimit } from './rate-limit';
import { refuseCrossSite } from './same-origin';
import { clearSavedCookie, decodeSavedItems, SAVED_COOKIE_NAME, setSavedCookie } from './saved-items-cookie';
import { clearSessionCookie, customerSessionOf, PRIVATE_CACHE, type SessionCookieOptions } from './session';

/** Why the saved page was reached after a plain form post: its `notice` query parameter. */
export const SAVED_NOTICES = {
  saved: SAVED_MESSAGES.saved,
  removed: SAVED_MESSAGES.removed,
  'full-account': SAVED_MESSAGES.fullAccount,
  'full-browser': SAVED_MESSAGES.fullBrowser,
  unknown: SAVED_MESSAGES.unknownProduct,
  unavailable: SAVED_MESSAGES.unavailable,
} as const;
export type SavedNotice = keyof typeof SAVED_NOTICES;

/** A shopper presses a heart now and then; a script saving the catalogue meets this. */
export const SAVED_RATE_LIMIT: RateLimit = DEFAULT_RATE_LIMITS.saved;

const savedForm = z.object({
  intent: z.enum(['save', 'remove'], { error: 'intent must be save or remove' }),
  handle: z.string({ error: 'handle is required' }).trim().toLowerCase().regex(SAVED_HANDLE, { error: 'handle is not a product handle' }),
});

export type SavedItemsUseCases = Pick<UseCases, 'saveProduct' | 'removeSavedProduct' | 'listSavedHandles' | 'mergeBrowserSavedItems'>;

export interface SavedItemsRoutesOptions {
  useCases: SavedItemsUseCases;
  defaultLocale: LocaleKey;
  session: SessionCookieOptions;
  limit?: RateLimit;
}

/** The browser's list this request carried (read once by `savedItemsRoutes`). */
export const browserSavedItemsOf = (res: Response): SavedItem[] => (res.locals.browserSavedItems as SavedItem[] | undefined) ?? [];

export function savedItemsRoutes({ useCases, defaultLocale, session, limit = SAVED_RATE_LIMIT }: SavedItemsRoutesOptions): Router {
  const router = Router();
  const localized = (path: string) => [path, `/:locale${path}`];
  const wantsJson = (req: Request) => req.accepts(['html', 'json']) === 'json';
  const ownerOf = (res: Response): SavedListOwner => {
    const signedIn = customerSessionOf(res);
    return signedIn ? { kind: 'account', sessionToken: signedIn.token } : { kind: 'browser', items: browserSavedItemsOf(res) };
  };

  router.use((req: Request, res: Response, next: NextFunction) => {
    res.locals.browserSavedItems = decodeSavedItems(req.cookies?.[SAVED_COOKIE_NAME], session.secret);
    next();
  });

  const limiter = perIpLimiter(limit, { refuse: (req, res) => void res.status(429).set('cache-control', 'no-store').json(errorBody(429, 'Too many saved-item changes from this address. Please try again in a minute.')) });
  const parsers = [requireBodyType('application/x-www-form-urlencoded', 'application/json'), express.urlencoded({ extended: false, limit: '2kb' }), express.json({ limit: '2kb' })];

  router.post(localized('/account/saved'), refuseCrossSite, limiter, parsers, async (req: Request, res: Response, next: NextFunction) => {
    const where = localeFromPath(req.path, defaultLocale);
    if (req.params.locale !== undefined && !where.prefixed) return next();
    const page = `${where.locale.pathPrefix}/account/saved`;
    res.set('cache-control', 'no-store');
    const answer = (status: number, notice: SavedNotice, handles: string[] | null) => {
      if (wantsJson(req)) {
        const body = { ok: status === 200, message: SAVED_NOTICES[notice], ...(handles ? { handles, count: handles.length } : {}) };
        res.status(status).json(status === 200 ? body : { ...body, ...errorBody(status, SAVED_NOTICES[notice]) });
      } else res.redirect(303, `${page}?notice=${notice}`);
    };
    const input = savedForm.safeParse(req.body ?? {});
    if (!input.success) {
      res.status(400).json(errorBody(400, input.error.issues[0]?.message ?? 'Invalid saved-item request'));
      return;
    }
    const owner = ownerOf(res);
    const keep = (items: readonly SavedItem[]) => {
      if (owner.kind === 'browser') setSavedCookie(res, items, session);
      return items.map((item) => item.handle);
    };
    try {
      if (input.data.intent === 'remove') return answer(200, 'removed', keep(await useCases.removeSavedProduct.execute(owner, input.data.handle)));
      const result = await useCases.saveProduct.execute({ owner, handle: input.data.handle, locale: where.locale, now: new Date() });
      if (result.ok) return answer(200, 'saved', keep(result.value));
      if (result.error === 'unknown-product') return answer(404, 'unknown', null);
      return answer(409, owner.kind === 'account' ? 'full-account' : 'full-browser', null);
    } catch (error) {
      if (error instanceof SignedOut) {
        clearSessionCookie(res, session);
        if (wantsJson(req)) return void res.status(401).json(errorBody(401, 'Your session has ended. Please log in again.'));
        return res.redirect(303, `${where.locale.pathPrefix}/account/login`);
      }
      if (!isSavedItemsUnavailable(error)) return next(error);
      req.log?.warn({ err: error }, 'saved items unavailable');
      answer(503, 'unavailable', null);
    }
  });

  router.get('/api/saved', async (req: Request, res: Response, next: NextFunction) => {
    res.set('cache-control', PRIVATE_CACHE);
    try {
      const handles = await useCases.listSavedHandles.execute(ownerOf(res));
      res.json({ handles, count: handles.length });
    } catch (error) {
      if (error instanceof SignedOut) return void res.json({ handles: [], count: 0 });
      if (!isSavedItemsUnavailable(error)) return next(error);
      req.log?.warn({ err: error }, 'saved items unavailable');
      res.status(503).json(errorBody(503, SAVED_MESSAGES.unavailable));
    }
  });

  return router;
}

/**
 * Log-in and registration hand the browser's list to the account (merged, the cookie then
 * cleared). When the account's list cannot be reached the cookie stays, to merge next time.
 */
export function mergeBrowserListOnSignIn(useCases: Pick<UseCases, 'mergeBrowserSavedItems'>, session: Pick<SessionCookieOptions, 'secure' | 'secret'>) {
  return async (req: Request, res: Response, signedIn: CustomerSession): Promise<void> => {
    // The account forms are mounted before this module's cookie reader: read the cookie here.
    const items = decodeSavedItems(req.cookies?.[SAVED_COOKIE_NAME], session.secret);
    if (items.length === 0) return;
    try {
      await useCases.mergeBrowserSavedItems.execute(signedIn.token, items);
      clearSavedCookie(res, session);
    } catch (error) {
      req.log?.warn({ err: error }, 'saved items not merged at sign-in; the browser keeps its list');
    }
  };
}
