import { CATEGORY_LEVELS, FLAG_FACETS, REFINABLE_FACETS } from '../../application/search/search-facets';

/**
 * Every facet field of spec section 3, all counted on every listing: the refinable facets, stock
 * yes/no and product status, the category hierarchy's levels and the top category's description.
 * The sidebar shows only the groups the spec lists (to-listing-view.ts picks them).
 */
export const FACET_FIELDS: readonly string[] = [...REFINABLE_FACETS, 'in_stock', 'product_status', ...CATEGORY_LEVELS, 'catdesc.lvl0'];

/** Yes/no fields filtered on but never counted (on sale, new, open box): filter-only in the schema. */
export const FLAG_FIELDS: readonly string[] = FLAG_FACETS.filter((flag) => !FACET_FIELDS.includes(flag));

/** Values returned per facet: the brand list shows up to 200 (spec section 9). */
export const MAX_FACET_VALUES = 200;

/**
 * Searchable fields and their weights: title 10, description 1, SKU 1 (spec section 7); then the
 * variants' option values ('Sunburst', 'Left Handed') and the model line (the body shape,
 * 'Stratocaster'), 1 each, so a shopper's word for a finish or a model finds the product
 * (issue 30, observation 9; docs/search-words.md). One typo.
 */
export const QUERY_FIELDS = [
  { field: 'title', weight: 10 },
  { field: 'description', weight: 1 },
  { field: 'sid', weight: 1 },
  { field: 'option_values', weight: 1 },
  { field: 'body_shape', weight: 1 },
] as const;
export const NUM_TYPOS = 1;
