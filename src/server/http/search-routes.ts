// JSON for the browser's search widgets: instant results for the header search popup, and search
// inside a facet list. Inputs are validated with zod here; a bad request is a 400 with a clear
// message, and a failing search service a 503 with an empty answer (shoppers see no search errors).
import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { REFINABLE_FACETS } from '../../application/search/search-facets';
import { FACET_LIMITS, FacetSearchError } from '../../domain/facets';
import { LOCALE_KEYS, localeByKey, type LocaleKey } from '../../domain/locale';
import { SearchResultError } from '../../domain/search-result';
import { EMPTY_SEARCH_STATE, parseSearchState, SEARCH_QUERY_MAX_LENGTH, serializeSearchState, validateSearchQuery, withQuery } from '../../domain/search-state';
import { toProductCardView } from '../views/product-card-view';
import type { InstantResultsView } from '../../ui/search/view-models';
import type { UseCases } from '../ssr/request-services';
import { errorBody, sendError } from './errors';

export const INSTANT_HITS = 6;
const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/i;

const locale = z.enum(LOCALE_KEYS as [LocaleKey, ...LocaleKey[]]).optional();

const instantQuery = z.object({
  q: z.string({ error: 'Please enter a search term.' }).max(SEARCH_QUERY_MAX_LENGTH * 3),
  locale,
});

const facetQuery = z.object({
  facet: z.enum(REFINABLE_FACETS, { error: `facet must be one of ${REFINABLE_FACETS.join(', ')}` }),
  q: z.string().max(100, { error: 'q must be at most 100 characters' }).default(''),
  handle: z.string().regex(HANDLE, { error: 'handle must be a category handle' }).optional(),
  state: z.string().max(4_000, { error: 'state must be at most 4000 characters' }).default(''),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(FACET_LIMITS.facetHits.min).max(FACET_LIMITS.facetHits.max).optional(),
  locale,
});

const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? 'Bad request';

export interface SearchRoutesOptions {
  useCases: Pick<UseCases, 'searchProducts' | 'searchFacetValues'>;
  defaultLocale: LocaleKey;
}

export function searchRoutes({ useCases, defaultLocale }: SearchRoutesOptions): Router {
  const router = Router();
  const localeOf = (key: LocaleKey | undefined) => localeByKey(key ?? defaultLocale, defaultLocale);

  router.get('/api/search/instant', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const parsed = instantQuery.safeParse(req.query);
      if (!parsed.success) return sendError(req, res, 400, firstIssue(parsed.error));
      const term = validateSearchQuery(parsed.data.q);
      if (!term.ok) return sendError(req, res, 400, term.error);
      const shopperLocale = localeOf(parsed.data.locale);
      const state = withQuery(EMPTY_SEARCH_STATE, term.value);
      const listing = await useCases.searchProducts.execute({ state, locale: shopperLocale, pageSize: INSTANT_HITS });
      const body: InstantResultsView = {
        query: term.value,
        totalHits: listing.result.totalHits,
        hits: listing.result.cards.map((card) => {
          const view = toProductCardView(card, shopperLocale, new Date());
          return { title: view.title, brand: view.brand, href: view.href, price: view.price, image: view.images[0] ?? null };
        }),
        searchHref: `/search?${serializeSearchState(state, 'search')}`,
      };
      res.set('cache-control', 'public, max-age=60').json(body);
    } catch (error) {
      next(error);
    }
  });

  router.get('/api/search/facet-values', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const parsed = facetQuery.safeParse(req.query);
      if (!parsed.success) return sendError(req, res, 400, firstIssue(parsed.error));
      const { facet, q, handle, state, limit } = parsed.data;
      const values = await useCases.searchFacetValues.execute({
        state: parseSearchState(state, handle ? 'category' : 'search'),
        ...(handle ? { categoryHandle: handle } : {}),
        locale: localeOf(parsed.data.locale),
        facet,
        text: q,
        ...(limit !== undefined ? { limit } : {}),
      });
      res.set('cache-control', 'public, max-age=60').json({ values });
    } catch (error) {
      // The facet list shows no values when the service fails: it still gets its empty list.
      if (error instanceof SearchResultError) return void res.status(503).json({ values: [], ...errorBody(503, 'The search service is unavailable') });
      if (error instanceof FacetSearchError) return sendError(req, res, 400, error.message);
      next(error);
    }
  });

  return router;
}
