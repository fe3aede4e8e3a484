// Click and collect: the shopper's chosen store, remembered in a cookie. 'Change store' on the
// product page, the cart and the checkout is a plain form posting here (works without
// JavaScript); the slug must name a published store, anything else is a 400 and changes nothing.
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { serializeCookie, type CookieSpec } from './set-cookie';
import type { UseCases } from '../ssr/request-services';
import { errorBody, requireBodyType, sendErrorScreen } from './errors';
import { localPath, refuseCrossSite } from './same-origin';

export const PREFERRED_STORE_COOKIE: CookieSpec = { name: 'preferredStore', maxAgeSeconds: 365 * 24 * 60 * 60, path: '/', sameSite: 'Lax', httpOnly: true };

const storeSlug = z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);

/** The cookie's slug when it could be one; whether it names a published store is checked where stores are read. */
export function preferredStoreOf(req: Request): string | null {
  const parsed = storeSlug.safeParse(req.cookies?.[PREFERRED_STORE_COOKIE.name]);
  return parsed.success ? parsed.data : null;
}

const choice = z.object({ store: storeSlug, redirectTo: z.string().max(2048).optional() });

export const UNKNOWN_STORE_MESSAGE = 'Please choose one of our stores.';

export function storePreferenceRoutes({ useCases, production }: { useCases: Pick<UseCases, 'loadStores'>; production: boolean }): Router {
  const router = Router();
  const parsers = [requireBodyType('application/x-www-form-urlencoded', 'application/json'), express.urlencoded({ extended: false, limit: '4kb' }), express.json({ limit: '4kb' })];
  router.post(['/store-preference', '/:locale/store-preference'], refuseCrossSite, parsers, async (req: Request, res: Response, next: NextFunction) => {
    res.set('cache-control', 'private, no-store');
    const wantsJson = req.accepts(['html', 'json']) === 'json';
    const form = choice.safeParse(req.body ?? {});
    try {
      const stores = form.success ? await useCases.loadStores.execute({ preview: false, mainOnly: false, now: new Date() }) : [];
      const store = form.success ? stores.find((page) => page.store.slug === form.data.store) : undefined;
      if (!form.success || !store) {
        res.status(400);
        if (wantsJson) res.json(errorBody(400, UNKNOWN_STORE_MESSAGE));
        else sendErrorScreen(req, res, 400, UNKNOWN_STORE_MESSAGE, { href: localPath(req.body?.redirectTo) ?? '/', label: 'Back' });
        return;
      }
      res.append('set-cookie', serializeCookie(PREFERRED_STORE_COOKIE, store.store.slug, { secure: production }));
      if (wantsJson) res.json({ store: store.store.slug });
      else res.redirect(303, localPath(form.data.redirectTo) ?? '/');
    } catch (error) {
      next(error);
    }
  });
  return router;
}
