// The Typesense requests for a listing. One multi-search carries the listing itself plus, for each
// refined facet group, the same search without that group's clause: those answer the group's
// facet counts (disjunctive faceting, so a selected brand's siblings keep their counts) and, for
// the price group, the price stats.
import type { FacetValueQuery, ProductSearchQuery } from '../../application/search/search-query';
import { CATEGORY_LEVELS } from '../../application/search/search-facets';
import type { SortKey } from '../../domain/search-state';
import { FACET_FIELDS, MAX_FACET_VALUES, NUM_TYPOS, QUERY_FIELDS } from './facet-fields';
import { CATEGORY_GROUP, filterBy, filterClauses, PRICE_GROUP } from './filter-by';
import { priceField } from './product-document';

export interface SearchParams {
  collection?: string;
  q: string;
  query_by: string;
  query_by_weights: string;
  num_typos: string;
  filter_by: string;
  facet_by: string;
  max_facet_values: number;
  sort_by: string;
  per_page: number;
  page: number;
  enable_overrides: boolean;
  exclude_fields: string;
  facet_query?: string;
}

export interface ListingPlan {
  searches: SearchParams[];
  /** Facet attribute (or 'price') → index of the search whose counts or stats answer it. */
  sourceOf(attribute: string): number;
}

/**
 * Each of the shop's sorts as Typesense's sort_by (spec section 9): relevance is text match, then
 * the merchandising overrides; 'Biggest Saving!' is saveprice descending.
 */
export const TYPESENSE_SORT_BY: Readonly<Record<SortKey, string>> = {
  relevance: '_text_match:desc,globalSortOverride:desc,globalSortOrder:asc',
  saving: 'saveprice:desc',
  'price-asc': 'price:asc',
  'price-desc': 'price:desc',
};

/** The hosted search's sort: price columns follow the shopper's market; an unknown sort is relevance. */
export function sortBy(query: Pick<ProductSearchQuery, 'sort' | 'currency'>): string {
  return (TYPESENSE_SORT_BY[query.sort] ?? TYPESENSE_SORT_BY.relevance).replace(/\b(price|saveprice)(?=:)/g, (column) => priceField(column as 'price', query.currency));
}

function baseParams(query: ProductSearchQuery, collection: string): SearchParams {
  return {
    collection,
    q: query.term.trim() === '' ? '*' : query.term,
    query_by: QUERY_FIELDS.map((f) => f.field).join(','),
    query_by_weights: QUERY_FIELDS.map((f) => f.weight).join(','),
    num_typos: String(NUM_TYPOS),
    filter_by: '',
    facet_by: [...FACET_FIELDS, priceField('price', query.currency)].join(','),
    max_facet_values: MAX_FACET_VALUES,
    sort_by: sortBy(query),
    per_page: query.hitsPerPage,
    page: query.page,
    enable_overrides: query.overrides,
    exclude_fields: 'description',
  };
}

const groupOf = (attribute: string) => ((CATEGORY_LEVELS as readonly string[]).includes(attribute) ? CATEGORY_GROUP : attribute);

export function listingPlan(query: ProductSearchQuery, collection: string): ListingPlan {
  const clauses = filterClauses(query);
  const main = { ...baseParams(query, collection), filter_by: filterBy(clauses) };
  const price = priceField('price', query.currency);
  // Yes/no flags narrow the listing but are never counted, so they need no facet search of their own.
  const counted = (group: string) => group === PRICE_GROUP || group === CATEGORY_GROUP || FACET_FIELDS.includes(group);
  const refined = [...new Set(clauses.map((c) => c.group).filter(counted))];
  const facetsOf = (group: string) => (group === PRICE_GROUP ? [price] : group === CATEGORY_GROUP ? [...CATEGORY_LEVELS] : [group]);
  const extra = refined.map((group) => ({ ...main, filter_by: filterBy(clauses, group), facet_by: facetsOf(group).join(','), per_page: 0, page: 1 }));
  return {
    searches: [main, ...extra],
    sourceOf: (attribute) => {
      const at = refined.indexOf(attribute === price ? PRICE_GROUP : groupOf(attribute));
      return at === -1 ? 0 : at + 1;
    },
  };
}

/** Search inside one facet list: the listing without that facet's own selection, counts only. */
export function facetValueParams({ query, facet, text, limit }: FacetValueQuery, collection: string): SearchParams {
  const clauses = filterClauses(query);
  return {
    ...baseParams(query, collection),
    filter_by: filterBy(clauses, groupOf(facet)),
    facet_by: facet,
    facet_query: `${facet}:${text.replace(/[`:,\u0000-\u001f]/g, ' ').trim()}`,
    max_facet_values: limit,
    per_page: 0,
    page: 1,
  };
}
