// Compare's HTTP surface (issue 19), under every locale prefix too:
// - POST /compare/toggle: the 'Compare' toggle without JavaScript (a plain form). It changes the
//   `compare` cookie and answers 303 with the compare page of the new list; a 5th product lands on
//   that page asking which one to replace. With JavaScript the page script changes the cookie itself.
// - GET /compare without a list: the list the browser's cookie names (302, never cached); the page
//   itself renders from its query alone, so shared links and cached copies show the same thing.
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { COMPARE_COOKIE, parseHandleList, PRODUCT_HANDLE, replaceCompared, serializeHandleList, toggleCompared } from '../../domain/compare/compare-list';
import { serializeCookie } from './set-cookie';
import { localeFromPath, type LocaleKey } from '../../domain/locale';
import type { Assets } from '../../ui/app-context';
import { comparePath } from '../views/compare-view';
import { errorBody, errorPageHtml, requireBodyType } from './errors';
import { PRIVATE_CACHE_CONTROL } from './edge-caching';
import { refuseCrossSite } from './same-origin';

export interface CompareRoutesOptions {
  defaultLocale: LocaleKey;
  /** The cookie gets Secure in production. */
  production: boolean;
}

const handle = z.string({ error: 'handle is required' }).trim().toLowerCase().regex(PRODUCT_HANDLE, 'handle is not a product handle');

const toggleForm = z.object({
  handle,
  /** 'remove' from the compare page; 'toggle' (the default) from cards and product pages. */
  intent: z.enum(['toggle', 'remove'], { error: 'intent is toggle or remove' }).default('toggle'),
  /** Set when the shopper chose which product the new one replaces. */
  replace: handle.optional(),
  /** The list the compare page shows (a shared link): the one the change applies to, instead of the cookie's. */
  list: z.string().max(1100, 'list is too long').optional(),
});

/** The browser's list: whatever the cookie holds, read as a handle list (anything else drops out). */
export function compareListOf(req: Request): string[] {
  const value: unknown = req.cookies?.[COMPARE_COOKIE.name];
  return typeof value === 'string' ? parseHandleList(value) : [];
}

export function compareRoutes({ defaultLocale, production }: CompareRoutesOptions): Router {
  const router = Router();
  const localized = (path: string) => [path, `/:locale${path}`];
  /** A path of this site in the request's locale; null when the prefix is not a locale. */
  const prefixed = (req: Request, path: string): string | null => {
    const where = localeFromPath(req.path, defaultLocale);
    if (req.params.locale !== undefined && !where.prefixed) return null;
    return where.prefixed ? `/${req.path.split('/')[1]}${path}` : path;
  };

  const refuse = (req: Request, res: Response, status: number, message: string) => {
    res.status(status).set('cache-control', 'no-store');
    if (req.accepts(['html', 'json']) === 'json') {
      res.json(errorBody(status, message));
      return;
    }
    const assets = (req.app?.locals?.assets as Assets | undefined) ?? null;
    res.type('html').send(errorPageHtml(status, assets, message, { href: prefixed(req, '/compare') ?? '/compare', label: 'Back to Compare' }));
  };

  router.post(
    localized('/compare/toggle'),
    refuseCrossSite,
    requireBodyType('application/x-www-form-urlencoded'),
    express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 }),
    (req: Request, res: Response, next: NextFunction) => {
      const home = prefixed(req, '');
      if (home === null) return next();
      const form = toggleForm.safeParse(Object.assign(Object.create(null) as object, req.body ?? {}));
      if (!form.success) return refuse(req, res, 400, form.error.issues[0]?.message ?? 'Invalid compare form');
      const { handle: chosen, intent, replace } = form.data;
      const list = form.data.list === undefined ? compareListOf(req) : parseHandleList(form.data.list);
      const toggled = replace
        ? { list: replaceCompared(list, replace, chosen), outcome: 'replaced' as const }
        : intent === 'remove'
          ? { list: list.filter((h) => h !== chosen), outcome: 'removed' as const }
          : toggleCompared(list, chosen);
      res.set('cache-control', PRIVATE_CACHE_CONTROL);
      if (toggled.outcome === 'full') return res.redirect(303, home + comparePath(list, { add: chosen }));
      res.append('set-cookie', serializeCookie(COMPARE_COOKIE, serializeHandleList(toggled.list), { secure: production }));
      res.redirect(303, home + comparePath(toggled.list));
    },
  );

  router.get(localized('/compare'), (req: Request, res: Response, next: NextFunction) => {
    const home = prefixed(req, '');
    if (home === null || req.query.products !== undefined) return next();
    const list = compareListOf(req);
    if (list.length === 0) return next();
    res.set('cache-control', PRIVATE_CACHE_CONTROL).set('vary', 'cookie').redirect(302, home + comparePath(list));
  });

  return router;
}
