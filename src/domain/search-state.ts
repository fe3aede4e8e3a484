// The search/category listing state and its URL query format (spec sections 4 and 9):
//   search[query]=bass&search[refinementList][brand][0]=Fender&search[range][price]=200:500
//   &search[sortBy]=price-asc&search[page]=3&maxPage=3&norefine=1&salepreview=1
// 'category[...]' carries the same for category listings. Parsing then writing is stable.

export type SearchScope = 'search' | 'category';
export type SortKey = 'relevance' | 'saving' | 'price-asc' | 'price-desc';

/** A sort as the shop names it; each search adapter says how its engine orders by it. */
export interface SortOption {
  key: SortKey;
  label: string;
}

export const SORT_OPTIONS: readonly SortOption[] = [
  { key: 'relevance', label: 'Relevance' },
  { key: 'saving', label: 'Biggest Saving!' },
  { key: 'price-asc', label: 'Price (Low to High)' },
  { key: 'price-desc', label: 'Price (High to Low)' },
];

export interface NumericRange {
  min?: number;
  max?: number;
}

export interface SearchState {
  query: string;
  /** Facet → selected values. */
  refinementList: Record<string, string[]>;
  /** Hierarchical facet (catcodes.lvl0 …) → path values. */
  hierarchicalMenu: Record<string, string[]>;
  range: Record<string, NumericRange>;
  sort: SortKey;
  /** 1-based. */
  page: number;
  /** How many pages are on screen ('Show more products'); written when page is over 1. */
  maxPage: number;
  norefine: boolean;
  salePreview: boolean;
}

export const MAX_PAGE = 500;
/**
 * The most pages a listing keeps on screen: 500 cards at 20 a page, 600 at 24 (a whole category of
 * the demo shop fits). 'Show more products' appends a page on every click; past 25 pages the
 * window moves on and the earliest page leaves the top of the grid, so a page stays a sane size.
 */
export const MAX_PAGES_ON_SCREEN = 25;

/**
 * A record whose keys a shopper chose (facet names from the URL): it has no prototype, so
 * '__proto__', 'constructor' or 'toString' are keys like any other, never Object.prototype's members.
 */
export function keyedRecord<T>(entries: Iterable<readonly [string, T]> = []): Record<string, T> {
  const record = Object.create(null) as Record<string, T>;
  for (const [key, value] of entries) record[key] = value;
  return record;
}

/** Longest facet name read from a URL; the search service's field names are far shorter. */
export const MAX_FACET_NAME_LENGTH = 100;
/** Values kept per facet from a URL. */
const MAX_URL_VALUES_PER_FACET = 100;

export const EMPTY_SEARCH_STATE: SearchState = {
  query: '', refinementList: keyedRecord(), hierarchicalMenu: keyedRecord(), range: keyedRecord(), sort: 'relevance', page: 1, maxPage: 1, norefine: false, salePreview: false,
};

const KEY = /^(search|category)\[([^\]]*)\](?:\[([^\]]*)\])?(?:\[(\d*)\])?$/;
/** A price form's fields without JavaScript: search[range][price][min] and search[range][price][max]. */
const RANGE_BOUND_KEY = /^(search|category)\[range\]\[([^\]]*)\]\[(min|max)\]$/;
/** Keys a GET form writes and a link never does: values without an index ([]), a range's min and max fields. */
const FORM_ONLY_KEY = /^(search|category)\[[^\]]*\](?:\[[^\]]*\])?(?:\[\]|\[(?:min|max)\])$/;

/** Digits clamped into [1, max]; anything else is null. */
function pageNumber(text: string | null, max: number): number | null {
  if (text === null || !/^\d{1,6}$/.test(text.trim())) return null;
  return Math.min(Math.max(Number(text), 1), max);
}

function parseRange(text: string): NumericRange | null {
  const match = /^(-?[\d.]*):(-?[\d.]*)$/.exec(text.trim());
  if (!match) return null;
  const range: NumericRange = {};
  const [min, max] = [match[1]!, match[2]!].map((p) => (p === '' ? NaN : Number(p))) as [number, number];
  if (Number.isFinite(min)) range.min = min;
  if (Number.isFinite(max)) range.max = max;
  return range.min === undefined && range.max === undefined ? null : range;
}

const isSortKey = (value: string): value is SortKey => SORT_OPTIONS.some((o) => o.key === value);

/** Reads the scope's state from a query string; unknown or malformed parts are ignored. */
export function parseSearchState(search: string | URLSearchParams, scope: SearchScope = 'search'): SearchState {
  const params = new URLSearchParams(search);
  const state: SearchState = { ...EMPTY_SEARCH_STATE, refinementList: keyedRecord(), hierarchicalMenu: keyedRecord(), range: keyedRecord() };
  const bounds = keyedRecord<{ min?: string; max?: string }>();
  for (const [key, value] of params) {
    // A key longer than any field name this format has is not one of its keys.
    if (key.length > MAX_FACET_NAME_LENGTH + 40) continue;
    const bound = RANGE_BOUND_KEY.exec(key);
    if (bound && bound[1] === scope && bound[2]!.length <= MAX_FACET_NAME_LENGTH) {
      (bounds[bound[2]!] ??= {})[bound[3] as 'min' | 'max'] = value;
      continue;
    }
    const match = KEY.exec(key);
    if (!match || match[1] !== scope) continue;
    const [, , field, facet, index] = match;
    if (facet !== undefined && facet.length > MAX_FACET_NAME_LENGTH) continue;
    if (field === 'query' && facet === undefined) state.query = value;
    else if (field === 'sortBy' && facet === undefined && isSortKey(value)) state.sort = value;
    else if (field === 'page' && facet === undefined) state.page = pageNumber(value, MAX_PAGE) ?? 1;
    else if ((field === 'refinementList' || field === 'hierarchicalMenu') && facet && index !== undefined && value !== '') {
      const values = (state[field][facet] ??= []);
      if (values.length < MAX_URL_VALUES_PER_FACET) values.push(value);
    } else if (field === 'range' && facet && index === undefined) {
      const range = parseRange(value);
      if (range) state.range[facet] = range;
    }
  }
  // A form's min and max fields (a page without JavaScript) give the range its URL would carry.
  for (const [facet, { min = '', max = '' }] of Object.entries(bounds)) {
    if (params.has(`${scope}[range][${facet}]`)) continue;
    const range = parseRange(`${min}:${max}`);
    if (range) state.range[facet] = range;
  }
  state.maxPage = pageNumber(params.get('maxPage'), MAX_PAGE) ?? 1;
  state.norefine = params.has('norefine');
  state.salePreview = params.get('salepreview') === '1';
  return state;
}

const enc = (text: string) => encodeURIComponent(text).replace(/%3A/gi, ':');

export type SearchStateField = 'query' | 'refinementList' | 'hierarchicalMenu' | 'range' | 'sortBy' | 'page' | 'flags';

/**
 * The state as the URL's pairs, in order: [key, value, field], keys unencoded. A GET form's hidden
 * fields carry these, so a page without JavaScript writes the very URL a link would.
 */
export function searchStatePairs(state: SearchState, scope: SearchScope = 'search'): [string, string, SearchStateField][] {
  const pairs: [string, string, SearchStateField][] = [];
  if (state.query !== '') pairs.push([`${scope}[query]`, state.query, 'query']);
  for (const field of ['refinementList', 'hierarchicalMenu'] as const) {
    for (const facet of Object.keys(state[field]).sort()) {
      state[field][facet]!.forEach((value, i) => pairs.push([`${scope}[${field}][${facet}][${i}]`, value, field]));
    }
  }
  for (const facet of Object.keys(state.range).sort()) {
    const { min, max } = state.range[facet]!;
    if (min !== undefined || max !== undefined) pairs.push([`${scope}[range][${facet}]`, `${min ?? ''}:${max ?? ''}`, 'range']);
  }
  if (state.sort !== 'relevance') pairs.push([`${scope}[sortBy]`, state.sort, 'sortBy']);
  if (state.page > 1) {
    pairs.push([`${scope}[page]`, String(state.page), 'page']);
    pairs.push(['maxPage', String(state.maxPage), 'page']);
  }
  if (state.norefine) pairs.push(['norefine', '1', 'flags']);
  if (state.salePreview) pairs.push(['salepreview', '1', 'flags']);
  return pairs;
}

/** A key as the query string writes it: its brackets kept, anything else encoded. */
const encKey = (key: string) => enc(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']');

/** Writes the state back as a query string (no leading '?'); defaults are left out. */
export function serializeSearchState(state: SearchState, scope: SearchScope = 'search'): string {
  return searchStatePairs(state, scope)
    .map(([key, value]) => `${encKey(key)}=${enc(value)}`)
    .join('&');
}

/** The query's own keys: the scope's, maxPage, norefine and salepreview. */
export function isSearchStateKey(key: string, scope: SearchScope = 'search'): boolean {
  return key.startsWith(`${scope}[`) || key === 'maxPage' || key === 'norefine' || key === 'salepreview';
}

/**
 * A query a GET form wrote (values without an index, a range's min and max fields, the default
 * sort named): the same state as a link's, in another shape. The server answers it with a redirect
 * to the link's URL.
 */
export function isFormQuery(search: string | URLSearchParams, scope: SearchScope = 'search'): boolean {
  return [...new URLSearchParams(search)].some(([key, value]) => (key.startsWith(`${scope}[`) && FORM_ONLY_KEY.test(key)) || (key === `${scope}[sortBy]` && value === 'relevance'));
}

/** The text of a range as a URL or a form gave it ('min:max'), for the rule that checks it (price-filter.ts); null when none. */
export function rangeTextOf(search: string | URLSearchParams, facet: string, scope: SearchScope = 'search'): string | null {
  const params = new URLSearchParams(search);
  const text = params.get(`${scope}[range][${facet}]`);
  if (text !== null) return text;
  const min = params.get(`${scope}[range][${facet}][min]`);
  const max = params.get(`${scope}[range][${facet}][max]`);
  return min === null && max === null ? null : `${min ?? ''}:${max ?? ''}`;
}

/**
 * A serialized state as it goes in an href: the brackets of its keys percent-encoded (a raw '[' or
 * ']' is not allowed in a URL's query, and the HTML checker refuses it). Parsing reads both forms.
 */
export function searchStateHrefQuery(state: SearchState, scope: SearchScope = 'search'): string {
  return serializeSearchState(state, scope).replace(/\[/g, '%5B').replace(/\]/g, '%5D');
}

/** Changing the term resets the page to 1. */
export function withQuery(state: SearchState, query: string): SearchState {
  return query === state.query ? state : { ...state, query, page: 1, maxPage: 1 };
}

/** A new sort starts again from page 1. */
export function withSort(state: SearchState, sort: SortKey): SearchState {
  return sort === state.sort ? state : { ...state, sort, page: 1, maxPage: 1 };
}

/** Toggles a facet value; the listing starts again from page 1. */
export function toggleRefinement(state: SearchState, facet: string, value: string): SearchState {
  const current = state.refinementList[facet] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const refinementList = keyedRecord(Object.entries(state.refinementList));
  if (next.length === 0) delete refinementList[facet];
  else refinementList[facet] = next;
  return { ...state, refinementList, page: 1, maxPage: 1 };
}

/** 'Show more products' loads the next page while more hits exist, below the pages on screen. */
export function showMore(state: SearchState, totalHits: number, pageSize: number): SearchState {
  if (state.page * pageSize >= totalHits || state.page >= MAX_PAGE) return state;
  const page = state.page + 1;
  return { ...state, page, maxPage: Math.max(state.maxPage, page) };
}

/**
 * The pages on screen, first to last: after 'Show more products' (maxPage at or over page) pages 1
 * to page, the last 25 of them past 25; a link to a page alone (maxPage under page) that page only.
 */
export function pagesOnScreen(state: Pick<SearchState, 'page' | 'maxPage'>): { first: number; last: number } {
  const last = state.page;
  return { first: state.maxPage >= last ? Math.max(1, last - MAX_PAGES_ON_SCREEN + 1) : last, last };
}

/** Two states list the same products in the same order: they differ in paging at most. */
export function sameListing(a: SearchState, b: SearchState): boolean {
  const unpaged = (state: SearchState) => serializeSearchState({ ...state, page: 1, maxPage: 1 });
  return unpaged(a) === unpaged(b);
}

/** The pages of `target` already on screen (kept), and the one page to fetch below them, if any. */
export interface PagingStep {
  keep: { first: number; last: number };
  add: number | null;
}

/**
 * How the pages on screen become `target`'s without fetching them all again: 'Show more
 * products' keeps them and adds the next page (the earliest leaving past 25); back keeps fewer of
 * them. Null when every page must be fetched: another listing, the same paging again (a reload or
 * revalidation), a page above those on screen, or more than one page to add.
 */
export function pagingStep(onScreen: SearchState, target: SearchState): PagingStep | null {
  if (!sameListing(onScreen, target)) return null;
  if (onScreen.page === target.page && onScreen.maxPage === target.maxPage) return null;
  const now = pagesOnScreen(onScreen);
  const next = pagesOnScreen(target);
  if (next.first < now.first || next.first > now.last) return null;
  if (next.last <= now.last) return { keep: next, add: null };
  return next.last === now.last + 1 ? { keep: { first: next.first, last: now.last }, add: next.last } : null;
}

/** Sort 'Relevance' turns search overrides on; any other sort turns them off. */
export function overridesEnabled(sort: SortKey): boolean {
  return sort === 'relevance';
}

export function sortOption(sort: SortKey): SortOption {
  return SORT_OPTIONS.find((o) => o.key === sort) ?? SORT_OPTIONS[0]!;
}

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MEDIUM = 24;

/** 24 on viewports 600-1199 px wide, otherwise 20 (also when the width is unknown). */
export function pageSizeForViewport(width: number | null | undefined): number {
  const w = width ?? 0;
  return w >= 600 && w <= 1199 ? PAGE_SIZE_MEDIUM : PAGE_SIZE_DEFAULT;
}

/** Hits per page = size x maxPage: the hits on screen, up to 25 pages of them. */
export function hitsPerPage(pageSize: number, maxPage: number): number {
  return pageSize * Math.min(Math.max(1, maxPage), MAX_PAGES_ON_SCREEN);
}

export const SEARCH_QUERY_MAX_LENGTH = 512;
export const SEARCH_QUERY_REQUIRED = 'Please enter a search term.';
export const SEARCH_QUERY_TOO_LONG = `Please use at most ${SEARCH_QUERY_MAX_LENGTH} characters.`;

/** The search box is required and takes at most 512 characters. */
export function validateSearchQuery(query: string): { ok: true; value: string } | { ok: false; error: string } {
  if (query.trim() === '') return { ok: false, error: SEARCH_QUERY_REQUIRED };
  if (query.length > SEARCH_QUERY_MAX_LENGTH) return { ok: false, error: SEARCH_QUERY_TOO_LONG };
  return { ok: true, value: query.trim() };
}
