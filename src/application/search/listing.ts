// A listing (search results or a category) as the shop section shows it: the URL state made
// safe, the pages on screen fetched in one request (hits per page = size x pages), a page beyond
// the last brought back to the last, and search-service failures turned into an empty listing
// that says so (the spec shows shoppers no search error messages).
import type { Locale } from '../../domain/locale';
import { clampPrice, validatePriceRange } from '../../domain/price-filter';
import { SearchResultError } from '../../domain/search-result';
import { hitsPerPage, MAX_PAGES_ON_SCREEN, overridesEnabled, SEARCH_QUERY_MAX_LENGTH, type NumericRange, type SearchState } from '../../domain/search-state';
import type { EventLog, ProductSearch } from '../ports';
import { CATEGORY_LEVELS, categoryLevelOf, isFilterableFacet } from './search-facets';
import type { ProductSearchQuery, ProductSearchResult, SearchScope } from './search-query';

export interface ListingRequest {
  state: SearchState;
  scope: SearchScope;
  locale: Pick<Locale, 'currency'>;
  pageSize: number;
}

export interface Listing {
  /** The state actually served: unknown facets dropped, prices clamped, the page brought into range. */
  state: SearchState;
  result: ProductSearchResult;
  /** The first page on screen; the cards run from there to state.page. */
  firstPage: number;
  pageSize: number;
  totalPages: number;
  /** 'Show more products' shows while more hits exist. */
  hasMore: boolean;
  /** The search service failed; the listing is empty rather than an error page. */
  unavailable: boolean;
}

const MAX_VALUES_PER_FACET = 50;
const MAX_VALUE_LENGTH = 200;
const PRICE = 'price';

function safePrice(range: NumericRange | undefined): NumericRange {
  if (!range) return {};
  const clamped: NumericRange = {};
  const min = range.min === undefined ? undefined : clampPrice(range.min);
  const max = range.max === undefined ? undefined : clampPrice(range.max);
  if (min !== undefined) clamped.min = min;
  if (max !== undefined) clamped.max = max;
  const checked = validatePriceRange(clamped);
  return checked.ok ? checked.value : {};
}

/** What the URL may ask for, and nothing else. */
export function sanitizeState(state: SearchState): SearchState {
  const refinementList: Record<string, string[]> = {};
  for (const [facet, values] of Object.entries(state.refinementList)) {
    const kept = [...new Set(values.filter((v) => v.trim() !== '' && v.length <= MAX_VALUE_LENGTH))].slice(0, MAX_VALUES_PER_FACET);
    if (isFilterableFacet(facet) && kept.length > 0) refinementList[facet] = kept;
  }
  const path = state.hierarchicalMenu[CATEGORY_LEVELS[0]]?.[0];
  const hierarchicalMenu: Record<string, string[]> = path && path.length <= MAX_VALUE_LENGTH && categoryLevelOf(path) ? { [CATEGORY_LEVELS[0]]: [path] } : {};
  const price = safePrice(state.range[PRICE]);
  const range: Record<string, NumericRange> = price.min === undefined && price.max === undefined ? {} : { [PRICE]: price };
  const maxPage = Math.min(Math.max(1, state.maxPage), MAX_PAGES_ON_SCREEN);
  return { ...state, query: state.query.slice(0, SEARCH_QUERY_MAX_LENGTH), refinementList, hierarchicalMenu, range, maxPage };
}

/** Pages 1..page when they all fit on screen (after 'Show more products'), else the one page asked for. */
function window(state: SearchState, pageSize: number): { firstPage: number; query: Pick<ProductSearchQuery, 'page' | 'hitsPerPage'> } {
  if (state.page <= state.maxPage) return { firstPage: 1, query: { page: 1, hitsPerPage: hitsPerPage(pageSize, state.page) } };
  return { firstPage: state.page, query: { page: state.page, hitsPerPage: pageSize } };
}

/** The port's query for a (sanitized) state. */
export function searchQueryOf(state: SearchState, scope: SearchScope, currency: string, paging: Pick<ProductSearchQuery, 'page' | 'hitsPerPage'>): ProductSearchQuery {
  return {
    term: state.query.trim(),
    refinements: state.refinementList,
    categoryPath: state.hierarchicalMenu[CATEGORY_LEVELS[0]]?.[0] ?? null,
    price: state.range[PRICE] ?? {},
    sort: state.sort,
    overrides: overridesEnabled(state.sort),
    scope,
    currency,
    ...paging,
  };
}

const toQuery = (state: SearchState, request: ListingRequest) => searchQueryOf(state, request.scope, request.locale.currency, window(state, request.pageSize).query);

const EMPTY_RESULT = (page: number): ProductSearchResult => ({ cards: [], totalHits: 0, page, facets: [], priceStats: null });

export async function runListing(search: ProductSearch, log: EventLog, request: ListingRequest): Promise<Listing> {
  let state = sanitizeState(request.state);
  try {
    let result = await search.search(toQuery(state, request));
    const totalPages = Math.ceil(result.totalHits / request.pageSize);
    if (state.page > totalPages && totalPages > 0) {
      state = { ...state, page: totalPages, maxPage: Math.min(state.maxPage, totalPages) };
      result = await search.search(toQuery(state, request));
    }
    const { firstPage } = window(state, request.pageSize);
    return { state, result, firstPage, pageSize: request.pageSize, totalPages, hasMore: state.page * request.pageSize < result.totalHits, unavailable: false };
  } catch (error) {
    if (!(error instanceof SearchResultError)) throw error;
    log.warn({ code: error.code, err: error.message }, 'product search failed; listing shown empty');
    return { state, result: EMPTY_RESULT(state.page), firstPage: state.page, pageSize: request.pageSize, totalPages: 0, hasMore: false, unavailable: true };
  }
}
