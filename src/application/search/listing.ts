// A listing (search results or a category) as the shop section shows it: the URL state made
// safe, the pages on screen fetched (hits per page = size x pages; past the engine's 250 hits per
// request, in chunks of whole pages), a page beyond the last brought back to the last, and
// search-service failures turned into an empty listing that says so (the spec shows shoppers no
// search error messages).
import type { Locale } from '../../domain/locale';
import { checkedPriceRange } from '../../domain/price-filter';
import { SearchResultError } from '../../domain/search-result';
import { hitsPerPage, keyedRecord, MAX_PAGE, overridesEnabled, pagesOnScreen, SEARCH_QUERY_MAX_LENGTH, type NumericRange, type SearchState } from '../../domain/search-state';
import type { EventLog, ProductSearch } from '../ports';
import { CATEGORY_LEVELS, categoryLevelOf, isFilterableFacet } from './search-facets';
import { MAX_HITS_PER_REQUEST, type ProductSearchQuery, type ProductSearchResult, type SearchScope } from './search-query';

export interface ListingRequest {
  state: SearchState;
  scope: SearchScope;
  locale: Pick<Locale, 'currency'>;
  pageSize: number;
}

export interface Listing {
  /** The state actually served: unknown facets dropped, out-of-range prices dropped, the page brought into range. */
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

/** The price bounds that pass the URL rule (checkedPriceRange): the others do not filter, never clamped. */
function safePrice(range: NumericRange | undefined): NumericRange {
  return checkedPriceRange(range).range;
}

/** What the URL may ask for, and nothing else. */
export function sanitizeState(state: SearchState): SearchState {
  const refinementList = keyedRecord<string[]>();
  for (const [facet, values] of Object.entries(state.refinementList)) {
    const kept = [...new Set(values.filter((v) => v.trim() !== '' && v.length <= MAX_VALUE_LENGTH))].slice(0, MAX_VALUES_PER_FACET);
    if (isFilterableFacet(facet) && kept.length > 0) refinementList[facet] = kept;
  }
  const path = state.hierarchicalMenu[CATEGORY_LEVELS[0]]?.[0];
  const hierarchicalMenu = keyedRecord<string[]>(path && path.length <= MAX_VALUE_LENGTH && categoryLevelOf(path) ? [[CATEGORY_LEVELS[0], [path]]] : []);
  const price = safePrice(state.range[PRICE]);
  const range = keyedRecord<NumericRange>(price.min === undefined && price.max === undefined ? [] : [[PRICE, price]]);
  const maxPage = Math.min(Math.max(1, state.maxPage), MAX_PAGE);
  return { ...state, query: state.query.slice(0, SEARCH_QUERY_MAX_LENGTH), refinementList, hierarchicalMenu, range, maxPage };
}

type Paging = Pick<ProductSearchQuery, 'page' | 'hitsPerPage'>;

/**
 * The requests that fetch pages first..last, none over the engine's 250 hits, and how many hits
 * they hold before page `first`. One request when the pages line up with a page of that size;
 * otherwise whole pages in aligned chunks (12 pages of 20, or 10 of 24, a request).
 */
export function windowRequests(first: number, last: number, pageSize: number): { requests: Paging[]; skip: number } {
  const hits = hitsPerPage(pageSize, last - first + 1);
  const offset = (first - 1) * pageSize;
  if (hits <= MAX_HITS_PER_REQUEST && offset % hits === 0) return { requests: [{ page: offset / hits + 1, hitsPerPage: hits }], skip: 0 };
  const pagesPerRequest = Math.max(1, Math.floor(MAX_HITS_PER_REQUEST / pageSize));
  const [from, to] = [Math.floor((first - 1) / pagesPerRequest), Math.floor((last - 1) / pagesPerRequest)];
  const requests = Array.from({ length: to - from + 1 }, (_, i) => ({ page: from + i + 1, hitsPerPage: pagesPerRequest * pageSize }));
  return { requests, skip: offset - from * pagesPerRequest * pageSize };
}

/** The port's query for a (sanitized) state. */
export function searchQueryOf(state: SearchState, scope: SearchScope, currency: string, paging: Paging): ProductSearchQuery {
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

/** The pages on screen as one result: totals, facets and price stats are the same in every chunk. */
async function fetchWindow(search: ProductSearch, state: SearchState, request: ListingRequest): Promise<{ result: ProductSearchResult; firstPage: number }> {
  const { first, last } = pagesOnScreen(state);
  const { requests, skip } = windowRequests(first, last, request.pageSize);
  const results = await Promise.all(requests.map((paging) => search.search(searchQueryOf(state, request.scope, request.locale.currency, paging))));
  const cards = results.flatMap((r) => r.cards).slice(skip, skip + hitsPerPage(request.pageSize, last - first + 1));
  return { result: { ...results[0]!, cards, page: state.page }, firstPage: first };
}

const EMPTY_RESULT = (page: number): ProductSearchResult => ({ cards: [], totalHits: 0, page, facets: [], priceStats: null });

export async function runListing(search: ProductSearch, log: EventLog, request: ListingRequest): Promise<Listing> {
  let state = sanitizeState(request.state);
  try {
    let { result, firstPage } = await fetchWindow(search, state, request);
    const totalPages = Math.ceil(result.totalHits / request.pageSize);
    if (state.page > totalPages && totalPages > 0) {
      state = { ...state, page: totalPages, maxPage: Math.min(state.maxPage, totalPages) };
      ({ result, firstPage } = await fetchWindow(search, state, request));
    }
    return { state, result, firstPage, pageSize: request.pageSize, totalPages, hasMore: state.page * request.pageSize < result.totalHits, unavailable: false };
  } catch (error) {
    if (!(error instanceof SearchResultError)) throw error;
    log.warn({ code: error.code, err: error.message }, 'product search failed; listing shown empty');
    return { state, result: EMPTY_RESULT(state.page), firstPage: state.page, pageSize: request.pageSize, totalPages: 0, hasMore: false, unavailable: true };
  }
}
