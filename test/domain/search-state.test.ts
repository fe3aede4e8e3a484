import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMPTY_SEARCH_STATE, hitsPerPage, keyedRecord, overridesEnabled, pageSizeForViewport, pagesOnScreen, pagingStep, parseSearchState, sameListing, searchStateHrefQuery, serializeSearchState, showMore, SORT_OPTIONS,
  sortOption, toggleRefinement, validateSearchQuery, withQuery, withSort, type SearchState,
} from '../../src/domain/search-state';

/** The parser's records have no prototype (shopper keys): the expected ones are built the same way. */
const state = (extra: Partial<SearchState> = {}): SearchState => ({
  ...EMPTY_SEARCH_STATE,
  ...extra,
  refinementList: keyedRecord(Object.entries(extra.refinementList ?? {})),
  hierarchicalMenu: keyedRecord(Object.entries(extra.hierarchicalMenu ?? {})),
  range: keyedRecord(Object.entries(extra.range ?? {})),
});

describe('URL query state: search[query]; category[...] or search[...] carries refinements, sort and page; maxPage written when page is over 1; norefine flag kept; salepreview=1', () => {
  it.each([
    { name: 'search[query] fills the search', query: 'search[query]=bass%20amp', expected: state({ query: 'bass amp' }) },
    { name: 'encoded brackets are read', query: 'search%5Bquery%5D=drums', expected: state({ query: 'drums' }) },
    {
      name: 'refinements, range, sort and page',
      query: 'search[refinementList][brand][0]=Fender&search[refinementList][brand][1]=Gibson&search[range][price]=200:500&search[sortBy]=price-asc&search[page]=3&maxPage=3',
      expected: state({ refinementList: { brand: ['Fender', 'Gibson'] }, range: { price: { min: 200, max: 500 } }, sort: 'price-asc', page: 3, maxPage: 3 }),
    },
    { name: 'a category-scope refinement is not part of the search scope', query: 'category[hierarchicalMenu][catcodes.lvl0][0]=1', expected: state({}) },
    { name: 'norefine is kept', query: 'norefine=1', expected: state({ norefine: true }) },
    { name: 'an empty norefine is still the flag', query: 'norefine', expected: state({ norefine: true }) },
    { name: 'salepreview=1 shows the sale banner', query: 'salepreview=1', expected: state({ salePreview: true }) },
    { name: 'salepreview=0 does not', query: 'salepreview=0', expected: state() },
    { name: 'an open-ended range', query: 'search[range][price]=:1000', expected: state({ range: { price: { max: 1000 } } }) },
    { name: 'a range with only a min', query: 'search[range][price]=1000:', expected: state({ range: { price: { min: 1000 } } }) },
    { name: 'a malformed range is ignored', query: 'search[range][price]=cheap', expected: state() },
    { name: 'an empty range is ignored', query: 'search[range][price]=:', expected: state() },
    { name: 'a range with a non-number side keeps the other side', query: 'search[range][price]=1.2.3:50', expected: state({ range: { price: { max: 50 } } }) },
    { name: 'an unknown sort is Relevance', query: 'search[sortBy]=cheapest', expected: state() },
    { name: 'page 0 is page 1', query: 'search[page]=0', expected: state() },
    { name: 'a page that is not a number is page 1', query: 'search[page]=two', expected: state() },
    { name: 'a huge page is capped at 500', query: 'search[page]=999999', expected: state({ page: 500 }) },
    { name: 'maxPage over 10 is read', query: 'search[page]=40&maxPage=40', expected: state({ page: 40, maxPage: 40 }) },
    { name: 'a huge maxPage is capped at 500', query: 'search[page]=20&maxPage=999999', expected: state({ page: 20, maxPage: 500 }) },
    { name: 'an empty refinement value is ignored', query: 'search[refinementList][brand][0]=', expected: state() },
    { name: 'a refinement without an index is ignored', query: 'search[refinementList][brand]=Fender', expected: state() },
    { name: 'the other scope is ignored', query: 'category[query]=x&category[page]=2', expected: state() },
    { name: 'a query with a sub-key is ignored', query: 'search[query][x]=bass', expected: state() },
    { name: 'a sort with a sub-key is ignored', query: 'search[sortBy][x]=saving', expected: state() },
    { name: 'a page with a sub-key is ignored', query: 'search[page][x]=3', expected: state() },
    { name: 'a range with an index is ignored', query: 'search[range][price][0]=1:2', expected: state() },
    { name: 'a range without a facet is ignored', query: 'search[range][]=1:2', expected: state() },
    { name: 'a refinement without a facet is ignored', query: 'search[refinementList][][0]=x', expected: state() },
    { name: 'an unknown field with a facet and index is ignored', query: 'search[menu][brand][0]=x', expected: state() },
    { name: 'a page with spaces is read', query: 'search[page]=%203%20&maxPage=%203', expected: state({ page: 3, maxPage: 3 }) },
    { name: 'a page with text before the digits is page 1', query: 'search[page]=x3', expected: state() },
    { name: 'a page with text after the digits is page 1', query: 'search[page]=3x', expected: state() },
    { name: 'maxPage 0 is 1', query: 'search[page]=2&maxPage=0', expected: state({ page: 2 }) },
    { name: 'a range with text before it is ignored', query: 'search[range][price]=x1:2', expected: state() },
    { name: 'a range with text after it is ignored', query: 'search[range][price]=1:2x', expected: state() },
    { name: 'a range with spaces is read', query: 'search[range][price]=%201:2%20', expected: state({ range: { price: { min: 1, max: 2 } } }) },
    { name: 'a key with text before it is ignored', query: 'xsearch[query]=a', expected: state() },
    { name: 'a key with text after it is ignored', query: 'search[query]x=a', expected: state() },
    { name: 'a refinement index of two digits is read', query: 'search[refinementList][brand][10]=Fender', expected: state({ refinementList: { brand: ['Fender'] } }) },
    { name: 'unrelated parameters are ignored', query: 'obx=1&Code=ABC&utm_source=x&search[nonsense]=1', expected: state() },
  ])('$name', ({ query, expected }) => {
    expect(parseSearchState(query)).toStrictEqual(expected);
  });

  it('reads the category scope for category listings', () => {
    expect(parseSearchState('?category[hierarchicalMenu][catcodes.lvl0][0]=1&category[page]=2&maxPage=2&search[query]=x', 'category')).toEqual(
      state({ hierarchicalMenu: { 'catcodes.lvl0': ['1'] }, page: 2, maxPage: 2 }),
    );
  });

  it('accepts URLSearchParams', () => {
    expect(parseSearchState(new URLSearchParams({ 'search[query]': 'x' })).query).toBe('x');
  });

  it.each([
    { name: 'the empty state writes nothing', s: state(), expected: '' },
    { name: 'a query', s: state({ query: 'bass amp' }), expected: 'search[query]=bass%20amp' },
    { name: 'page 1 writes neither page nor maxPage', s: state({ query: 'x', page: 1, maxPage: 1 }), expected: 'search[query]=x' },
    { name: 'page 2 writes page and maxPage', s: state({ page: 2, maxPage: 2 }), expected: 'search[page]=2&maxPage=2' },
    {
      name: 'everything, facets in alphabetical order',
      s: state({ query: 'q', refinementList: { colour: ['Red'], brand: ['Fender', 'Gibson'] }, hierarchicalMenu: { 'catcodes.lvl0': ['1'] }, range: { price: { min: 0.5, max: 42999 } }, sort: 'saving', page: 3, maxPage: 3, norefine: true, salePreview: true }),
      expected: 'search[query]=q&search[refinementList][brand][0]=Fender&search[refinementList][brand][1]=Gibson&search[refinementList][colour][0]=Red&search[hierarchicalMenu][catcodes.lvl0][0]=1&search[range][price]=0.5:42999&search[sortBy]=saving&search[page]=3&maxPage=3&norefine=1&salepreview=1',
    },
    { name: 'an empty range writes nothing', s: state({ range: { price: {} } }), expected: '' },
    { name: 'ranges in alphabetical order', s: state({ range: { weight: { min: 1 }, price: { max: 2 } } }), expected: 'search[range][price]=:2&search[range][weight]=1:' },
    { name: 'facet names are encoded', s: state({ refinementList: { 'a b': ['x'] }, range: { 'c&d': { min: 1 } } }), expected: 'search[refinementList][a%20b][0]=x&search[range][c%26d]=1:' },
    { name: 'special characters are encoded', s: state({ refinementList: { brand: ['A&B=C'] } }), expected: 'search[refinementList][brand][0]=A%26B%3DC' },
  ])('writes $name', ({ s, expected }) => {
    expect(serializeSearchState(s)).toBe(expected);
  });

  it('writes the category scope', () => {
    expect(serializeSearchState(state({ query: 'x', page: 2, maxPage: 2 }), 'category')).toBe('category[query]=x&category[page]=2&maxPage=2');
  });

  it.each([
    'search[query]=bass%20amp',
    'search[query]=q&search[refinementList][brand][0]=Fender&search[refinementList][colour][0]=Red&search[range][price]=200:&search[sortBy]=price-desc&search[page]=4&maxPage=4&norefine=1&salepreview=1',
    'search[refinementList][brand][0]=A%26B%3DC&search[range][price]=:1000',
  ])('round-trips %s unchanged', (query) => {
    expect(serializeSearchState(parseSearchState(query))).toBe(query);
  });

  it('writes hrefs with the brackets encoded (valid in HTML), which parse to the same state', () => {
    const s = state({ query: 'a[b]', refinementList: { brand: ['Roland'] }, page: 2, maxPage: 2 });
    const href = searchStateHrefQuery(s, 'category');
    expect(href).toBe('category%5Bquery%5D=a%5Bb%5D&category%5BrefinementList%5D%5Bbrand%5D%5B0%5D=Roland&category%5Bpage%5D=2&maxPage=2');
    expect(href).not.toMatch(/[[\]]/);
    expect(parseSearchState(href, 'category')).toEqual(s);
  });

  it('parsing what was written gives the same state', () => {
    const s = state({ query: 'ß & ü', refinementList: { brand: ['Roland'] }, range: { price: { min: 1, max: 2 } }, sort: 'price-asc', page: 2, maxPage: 2, norefine: true });
    expect(parseSearchState(serializeSearchState(s))).toEqual(s);
  });
});

describe('Changing the term resets page to 1', () => {
  it('a new term goes back to page 1', () => {
    expect(withQuery(state({ query: 'bass', page: 4, maxPage: 4 }), 'drums')).toEqual(state({ query: 'drums', page: 1, maxPage: 1 }));
  });

  it('the same term keeps the page', () => {
    const s = state({ query: 'bass', page: 4, maxPage: 4 });
    expect(withQuery(s, 'bass')).toBe(s);
  });

  it('a new sort goes back to page 1; the same sort changes nothing', () => {
    const s = state({ page: 3, maxPage: 3 });
    expect(withSort(s, 'saving')).toEqual(state({ sort: 'saving', page: 1, maxPage: 1 }));
    expect(withSort(s, 'relevance')).toBe(s);
  });

  it('toggling a refinement adds it, removes it and goes back to page 1', () => {
    const added = toggleRefinement(state({ page: 2, maxPage: 2 }), 'brand', 'Fender');
    expect(added).toEqual(state({ refinementList: { brand: ['Fender'] } }));
    const twice = toggleRefinement(added, 'brand', 'Gibson');
    expect(twice.refinementList).toEqual({ brand: ['Fender', 'Gibson'] });
    expect(toggleRefinement(twice, 'brand', 'Fender').refinementList).toEqual({ brand: ['Gibson'] });
    expect(toggleRefinement(added, 'brand', 'Fender').refinementList).toEqual({});
  });
});

describe("'Show more products' loads the next page while more hits exist", () => {
  it.each([
    { name: 'more hits: next page', page: 1, total: 41, expected: { page: 2, maxPage: 2 } },
    { name: 'exactly all shown: no change', page: 2, total: 40, expected: { page: 2, maxPage: 2 } },
    { name: 'one more hit: next page', page: 2, total: 41, expected: { page: 3, maxPage: 3 } },
    { name: 'page 10 to 11: still added below', page: 10, total: 1000, expected: { page: 11, maxPage: 11 } },
    { name: 'page 25 to 26: still added below', page: 25, total: 1000, expected: { page: 26, maxPage: 26 } },
    { name: 'page 499 to the last page, 500', page: 499, total: 20000, expected: { page: 500, maxPage: 500 } },
    { name: 'page 500: no further', page: 500, total: 20000, expected: { page: 500, maxPage: 500 } },
  ])('$name', ({ page, total, expected }) => {
    expect(showMore(state({ page, maxPage: page }), total, 20)).toMatchObject(expected);
  });

  it('after a link to a page alone, the next page joins pages 1 to it', () => {
    expect(showMore(state({ page: 4, maxPage: 1 }), 1000, 20)).toMatchObject({ page: 5, maxPage: 5 });
  });
});

describe('pages on screen: 1 to page after Show more, the last 25 past 25, a page alone when linked alone', () => {
  it.each([
    { page: 1, maxPage: 1, expected: { first: 1, last: 1 } },
    { page: 11, maxPage: 11, expected: { first: 1, last: 11 } },
    { page: 25, maxPage: 25, expected: { first: 1, last: 25 } },
    { page: 26, maxPage: 26, expected: { first: 2, last: 26 } },
    { page: 60, maxPage: 60, expected: { first: 36, last: 60 } },
    { page: 3, maxPage: 7, expected: { first: 1, last: 3 } },
    { page: 4, maxPage: 1, expected: { first: 4, last: 4 } },
    { page: 12, maxPage: 11, expected: { first: 12, last: 12 } },
  ])('page $page, maxPage $maxPage: pages $expected.first to $expected.last', ({ page, maxPage, expected }) => {
    expect(pagesOnScreen({ page, maxPage })).toEqual(expected);
  });
});

describe('paging step: what stays on screen and the one page to add when only the paging moves', () => {
  const paged = (page: number, maxPage: number, overrides: Partial<SearchState> = {}) => state({ query: 'bass', sort: 'price-asc', refinementList: { brand: ['Fender'] }, ...overrides, page, maxPage });

  it.each([
    { name: 'Show more from page 1: page 1 stays, page 2 added', from: [1, 1], to: [2, 2], expected: { keep: { first: 1, last: 1 }, add: 2 } },
    { name: 'Show more from page 10: pages 1-10 stay, page 11 added', from: [10, 10], to: [11, 11], expected: { keep: { first: 1, last: 10 }, add: 11 } },
    { name: 'Show more from page 24: 1-24 stay, 25 added', from: [24, 24], to: [25, 25], expected: { keep: { first: 1, last: 24 }, add: 25 } },
    { name: 'Show more from page 25: page 1 leaves, 2-25 stay, 26 added', from: [25, 25], to: [26, 26], expected: { keep: { first: 2, last: 25 }, add: 26 } },
    { name: 'Show more after page 4 linked alone needs pages 1-3 too', from: [4, 1], to: [5, 5], expected: null },
    { name: 'back from 12 to 11: 1-11 stay, nothing added', from: [12, 12], to: [11, 11], expected: { keep: { first: 1, last: 11 }, add: null } },
    { name: 'back from 12 to page 1', from: [12, 12], to: [1, 1], expected: { keep: { first: 1, last: 1 }, add: null } },
    { name: 'back from 26 to 25 needs page 1 again', from: [26, 26], to: [25, 25], expected: null },
    { name: 'two pages at once', from: [10, 10], to: [12, 12], expected: null },
    { name: 'the same paging again (reload, revalidation)', from: [10, 10], to: [10, 10], expected: null },
    { name: 'a page alone below those on screen', from: [10, 10], to: [12, 1], expected: null },
    { name: 'a page alone above those on screen', from: [4, 1], to: [3, 1], expected: null },
  ])('$name', ({ from, to, expected }) => {
    expect(pagingStep(paged(from[0]!, from[1]!), paged(to[0]!, to[1]!))).toEqual(expected);
  });

  it.each([
    { name: 'another term', change: { query: 'drum' } },
    { name: 'another sort', change: { sort: 'relevance' as const } },
    { name: 'another refinement', change: { refinementList: { brand: ['Gibson'] } } },
    { name: 'a price range', change: { range: { price: { min: 100 } } } },
  ])('$name is another listing: every page fetched', ({ change }) => {
    expect(sameListing(paged(10, 10), paged(11, 11, change))).toBe(false);
    expect(pagingStep(paged(10, 10), paged(11, 11, change))).toBeNull();
  });
});

describe("Sort 'Relevance' turns search overrides on; any other sort turns them off. Sort options: Relevance, Biggest Saving! (saveprice desc), Price (Low to High), Price (High to Low)", () => {
  it.each([
    { sort: 'relevance', expected: true },
    { sort: 'saving', expected: false },
    { sort: 'price-asc', expected: false },
    { sort: 'price-desc', expected: false },
  ] as const)('$sort: overrides $expected', ({ sort, expected }) => {
    expect(overridesEnabled(sort)).toBe(expected);
  });

  it('lists the four sort options', () => {
    expect(SORT_OPTIONS.map((o) => [o.key, o.label])).toEqual([
      ['relevance', 'Relevance'],
      ['saving', 'Biggest Saving!'],
      ['price-asc', 'Price (Low to High)'],
      ['price-desc', 'Price (High to Low)'],
    ]);
    expect(sortOption('saving').label).toBe('Biggest Saving!');
    expect(sortOption('bogus' as never).key).toBe('relevance');
  });
});

describe('Page size 24 on viewports 600-1199px wide, otherwise 20; hits per page = size x maxPage', () => {
  it.each([
    { width: 599, expected: 20 },
    { width: 600, expected: 24 },
    { width: 1199, expected: 24 },
    { width: 1200, expected: 20 },
    { width: null, expected: 20 },
    { width: undefined, expected: 20 },
  ])('width $width: $expected', ({ width, expected }) => {
    expect(pageSizeForViewport(width)).toBe(expected);
  });

  it.each([
    { size: 20, maxPage: 1, expected: 20 },
    { size: 24, maxPage: 3, expected: 72 },
    { size: 24, maxPage: 10, expected: 240 },
    { size: 24, maxPage: 11, expected: 264 },
    { size: 20, maxPage: 25, expected: 500 },
    { size: 20, maxPage: 26, expected: 500 },
    { size: 20, maxPage: 0, expected: 20 },
  ])('size $size x maxPage $maxPage = $expected', ({ size, maxPage, expected }) => {
    expect(hitsPerPage(size, maxPage)).toBe(expected);
  });
});

describe('Search box: required, maximum length 512', () => {
  it.each([
    { name: 'a term is accepted, trimmed', query: ' bass ', expected: { ok: true, value: 'bass' } },
    { name: 'empty is refused', query: '', expected: { ok: false, error: 'Please enter a search term.' } },
    { name: 'blank is refused', query: '   ', expected: { ok: false, error: 'Please enter a search term.' } },
    { name: '512 characters are accepted', query: 'a'.repeat(512), expected: { ok: true, value: 'a'.repeat(512) } },
    { name: '513 characters are refused', query: 'a'.repeat(513), expected: { ok: false, error: 'Please use at most 512 characters.' } },
  ])('$name', ({ query, expected }) => {
    expect(validateSearchQuery(query)).toEqual(expected);
  });
});

describe('facet names a shopper chose are keys of records without a prototype (issue 17)', () => {
  const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

  it.each(NAMES)('search[refinementList][%s][0] and search[hierarchicalMenu][…] are read as that facet, own and alone', (name) => {
    const parsed = parseSearchState(`search[refinementList][${name}][0]=x&search[refinementList][${name}][1]=y&search[hierarchicalMenu][${name}][0]=z&search[range][${name}]=1:2`);
    expect(Object.getPrototypeOf(parsed.refinementList)).toBeNull();
    expect(Object.getPrototypeOf(parsed.hierarchicalMenu)).toBeNull();
    expect(Object.getPrototypeOf(parsed.range)).toBeNull();
    expect(Object.keys(parsed.refinementList)).toEqual([name]);
    expect(parsed.refinementList[name]).toEqual(['x', 'y']);
    expect(parsed.hierarchicalMenu[name]).toEqual(['z']);
    expect(parsed.range[name]).toEqual({ min: 1, max: 2 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(NAMES)('an absent facet named %s reads as absent', (name) => {
    const parsed = parseSearchState('search[refinementList][brand][0]=Fender');
    expect(parsed.refinementList[name]).toBeUndefined();
    expect(parsed.hierarchicalMenu[name]).toBeUndefined();
    expect(parsed.range[name]).toBeUndefined();
  });

  it.each(NAMES)('toggling a facet named %s keeps a record without a prototype and round-trips', (name) => {
    const on = toggleRefinement(EMPTY_SEARCH_STATE, name, 'x');
    expect(Object.getPrototypeOf(on.refinementList)).toBeNull();
    expect(on.refinementList[name]).toEqual(['x']);
    expect(parseSearchState(serializeSearchState(on)).refinementList[name]).toEqual(['x']);
    const off = toggleRefinement(on, name, 'x');
    expect(Object.keys(off.refinementList)).toEqual([]);
  });

  it('a facet name of 100 characters is read; 101 and a 10,000-character key are ignored', () => {
    const at = 'f'.repeat(100);
    const over = 'f'.repeat(101);
    expect(Object.keys(parseSearchState(`search[refinementList][${at}][0]=x`).refinementList)).toEqual([at]);
    expect(Object.keys(parseSearchState(`search[refinementList][${over}][0]=x`).refinementList)).toEqual([]);
    expect(parseSearchState(`search[refinementList][${'k'.repeat(10_000)}][0]=x&search[query]=amp`)).toEqual(state({ query: 'amp' }));
  });

  it('deep brackets are not a key of the format', () => {
    expect(parseSearchState(`search[refinementList][brand]${'[a]'.repeat(200)}=x`)).toEqual(state());
  });

  it('100 values of one facet are kept, the 101st dropped', () => {
    const query = Array.from({ length: 101 }, (_, i) => `search[refinementList][brand][${i}]=v${i}`).join('&');
    expect(parseSearchState(query).refinementList.brand).toHaveLength(100);
  });

  it('any query string parses without throwing (property)', () => {
    const key = fc.oneof(fc.constantFrom(...NAMES), fc.string({ maxLength: 20 }), fc.constant('k'.repeat(10_000)));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('refinementList', 'hierarchicalMenu', 'range'), key, fc.string({ maxLength: 10 })), { maxLength: 8 }), (parts) => {
        const query = parts.map(([field, k, v]) => `search[${field}][${encodeURIComponent(k)}]${field === 'range' ? '' : '[0]'}=${encodeURIComponent(v)}`).join('&');
        const parsed = parseSearchState(query);
        expect(Object.getPrototypeOf(parsed.refinementList)).toBeNull();
        for (const values of Object.values(parsed.refinementList)) expect(Array.isArray(values)).toBe(true);
      }),
    );
  });
});
