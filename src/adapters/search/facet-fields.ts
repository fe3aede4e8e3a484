import { CATEGORY_LEVELS, FLAG_FACETS, REFINABLE_FACETS } from '../../application/search/search-facets';

/** Every facet a listing counts: the refinable facets, then the category hierarchy's levels. */
export const FACET_FIELDS: readonly string[] = [...REFINABLE_FACETS, ...CATEGORY_LEVELS];

/** Yes/no fields filtered on but never counted. */
export const FLAG_FIELDS: readonly string[] = FLAG_FACETS;

/** Values returned per facet: the brand list shows up to 200 (spec section 9). */
export const MAX_FACET_VALUES = 200;

/** Searchable fields and their weights: title 10, description 1, SKU 1; one typo (spec section 7). */
export const QUERY_FIELDS = [
  { field: 'title', weight: 10 },
  { field: 'description', weight: 1 },
  { field: 'sid', weight: 1 },
] as const;
export const NUM_TYPOS = 1;
