// GET /_shared/{locale}/{hash}.json: the shell's shared data a document names instead of carrying it
// (src/ui/shared-root-data.ts). One URL is one version: immutable for a year. A version this copy
// does not hold is rebuilt from the locale's root data; when the content has moved on since, 404
// (the browser then takes the locale's root data from the data route).
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { LOCALE_KEYS, type LocaleKey } from '../../domain/locale';
import { SHARED_DATA_PREFIX, splitRootData } from '../../ui/shared-root-data';
import type { RootData } from '../../ui/view-models';
import { sendError } from './errors';
import { IMMUTABLE_CACHE_CONTROL } from './edge-caching';
import type { SharedRootStore } from '../ssr/shared-root-store';

const params = z.object({ locale: z.enum(LOCALE_KEYS as [LocaleKey, ...LocaleKey[]]), file: z.string().regex(/^[0-9a-f]{16}\.json$/) });

export interface SharedDataRoutesOptions {
  store: SharedRootStore;
  /** The locale's root data as an anonymous shopper outside preview gets it; null when it cannot be loaded. */
  rootDataOf: (req: Request, res: Response, locale: LocaleKey) => Promise<RootData | null>;
}

export function sharedDataRoutes({ store, rootDataOf }: SharedDataRoutesOptions): Router {
  const router = Router();
  router.get(`${SHARED_DATA_PREFIX}/:locale/:file`, async (req, res, next) => {
    try {
      const parsed = params.safeParse(req.params);
      if (!parsed.success) return sendError(req, res, 404, 'No such shared data');
      const { locale, file } = parsed.data;
      const hash = file.slice(0, -'.json'.length);
      let json = store.json(locale, hash);
      if (json === undefined) {
        const root = await rootDataOf(req, res, locale);
        if (root && store.remember(locale, splitRootData(root).shared) === hash) json = store.json(locale, hash);
      }
      if (json === undefined) return sendError(req, res, 404, 'No such shared data');
      res.type('application/json').set('cache-control', IMMUTABLE_CACHE_CONTROL).send(json);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
