// GET /api/product-cards?ids=gid1,gid2&locale=en-au: current cards of up to 12 products by id (the
// recently-viewed row, whose list lives in the browser). Shared by every shopper, so cacheable like
// a page; the cards are in the named locale's currency.
import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { LOCALE_KEYS, localeByKey, type LocaleKey } from '../../domain/locale';
import { RECENTLY_VIEWED_LIMIT } from '../../domain/recently-viewed';
import type { UseCases } from '../ssr/request-services';
import type { ProductCardView } from '../../ui/components/product-card-view';
import { toProductCardView } from '../views/product-card-view';
import { errorBody } from './errors';
import { PUBLIC_PAGE_CACHE_CONTROL } from './edge-caching';

export interface ProductCardsAnswer {
  cards: ProductCardView[];
}

const query = z.object({
  ids: z
    .string({ error: 'ids is required' })
    .max(2_000)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.string().regex(/^gid:\/\/shopify\/Product\/[A-Za-z0-9-]{1,64}$/, { error: 'ids must be product ids' })).min(1).max(RECENTLY_VIEWED_LIMIT)),
  locale: z.enum(LOCALE_KEYS as [LocaleKey, ...LocaleKey[]]).optional(),
});

export function productCardsRoutes({ useCases, defaultLocale }: { useCases: Pick<UseCases, 'loadProductCards'>; defaultLocale: LocaleKey }): Router {
  const router = Router();
  router.get('/api/product-cards', async (req: Request, res: Response, next: NextFunction) => {
    const input = query.safeParse(req.query);
    if (!input.success) return void res.status(400).set('cache-control', 'no-store').json(errorBody(400, input.error.issues[0]?.message ?? 'Invalid request'));
    const locale = localeByKey(input.data.locale ?? defaultLocale, defaultLocale);
    try {
      const cards = await useCases.loadProductCards.execute(input.data.ids, locale);
      const now = new Date();
      res.set('cache-control', PUBLIC_PAGE_CACHE_CONTROL).json({ cards: cards.map((card) => toProductCardView(card, locale, now)) } satisfies ProductCardsAnswer);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
