import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { EventLog, ProductCatalog, ProductSearch } from '../../../src/application/ports';
import { runListing, sanitizeState, windowRequests } from '../../../src/application/search/listing';
import { MAX_HITS_PER_REQUEST, type FacetValueQuery, type ProductSearchQuery, type ProductSearchResult } from '../../../src/application/search/search-query';
import { SearchCategory } from '../../../src/application/search/search-category';
import { LISTING_INDEX_COUNT, SearchFacetValues } from '../../../src/application/search/search-facet-values';
import type { CategoryNode } from '../../../src/domain/catalogue/category-tree';
import { FacetSearchError } from '../../../src/domain/facets';
import { SearchResultError } from '../../../src/domain/search-result';
import { EMPTY_SEARCH_STATE, type SearchState } from '../../../src/domain/search-state';

// ---- hand-written fakes and mothers ----------------------------------------------------------

class FakeSearch implements ProductSearch {
  readonly queries: ProductSearchQuery[] = [];
  readonly facetQueries: FacetValueQuery[] = [];
  constructor(private readonly total = 95, private readonly failWith: Error | null = null) {}
  async search(query: ProductSearchQuery): Promise<ProductSearchResult> {
    this.queries.push(query);
    if (this.failWith) throw this.failWith;
    // As Typesense: more than 250 hits a request is refused.
    if (query.hitsPerPage > MAX_HITS_PER_REQUEST) throw new SearchResultError('400', 'Only upto 250 hits can be fetched per page.');
    const start = (query.page - 1) * query.hitsPerPage;
    const count = Math.max(0, Math.min(query.hitsPerPage, this.total - start));
    const cards = Array.from({ length: count }, (_, i) => ({ sku: `SKU-${start + i}` }) as ProductSearchResult['cards'][number]);
    return { cards, totalHits: this.total, page: query.page, facets: [], priceStats: null };
  }
  async searchFacetValues(query: FacetValueQuery) {
    this.facetQueries.push(query);
    return [{ value: 'Fender', count: 3 }];
  }
}

class RecordingLog implements EventLog {
  readonly lines: { level: 'warn' | 'info'; message: string; details: Record<string, unknown> }[] = [];
  warn(details: Record<string, unknown>, message: string) {
    this.lines.push({ level: 'warn', message, details });
  }
  info(details: Record<string, unknown>, message: string) {
    this.lines.push({ level: 'info', message, details });
  }
}

const node = (catCode: string, handle: string, productCount: number, subCats: CategoryNode[] = []): CategoryNode => ({ catCode, categoryName: handle, handle, productCount, linkURL: `/collections/${handle}`, subCats, slug: handle });
const catalog = (tree: CategoryNode[]): ProductCatalog => ({ categoryTree: async () => tree, productByHandle: async () => null, productsByIds: async () => [] });
const TREE = [node('1', 'guitar-bass', 40, [node('101', 'electric-guitars', 30), node('102', 'ukuleles', 0)]), node('2', 'keyboards', 10)];
const state = (overrides: Partial<SearchState> = {}): SearchState => ({ ...EMPTY_SEARCH_STATE, refinementList: {}, hierarchicalMenu: {}, range: {}, ...overrides });
const AUD = { currency: 'AUD' };

// ---- listing rules -----------------------------------------------------------------------------

describe('runListing', () => {
  it.each([
    ['page 1', { page: 1, maxPage: 1 }, { page: 1, hitsPerPage: 20 }, 1],
    ["after 'Show more products' twice: pages 1-3 in one request", { page: 3, maxPage: 3 }, { page: 1, hitsPerPage: 60 }, 1],
    ['a deep link to page 4 alone', { page: 4, maxPage: 1 }, { page: 4, hitsPerPage: 20 }, 4],
    ['pages 1-12 in one request of 240', { page: 12, maxPage: 12 }, { page: 1, hitsPerPage: 240 }, 1],
    ['a maxPage beyond the page: pages 1 to the page', { page: 12, maxPage: 40 }, { page: 1, hitsPerPage: 240 }, 1],
  ])('%s', async (_, paging, expected, firstPage) => {
    const search = new FakeSearch(400);
    const listing = await runListing(search, new RecordingLog(), { state: state(paging), scope: { kind: 'search' }, locale: AUD, pageSize: 20 });
    expect(search.queries[0]).toMatchObject(expected);
    expect(listing.firstPage).toBe(firstPage);
  });

  it.each([
    // [pages on screen, page size, the requests (page x hits), the first SKU shown]
    ['pages 1-11 of 20 fit one request', { page: 11, maxPage: 11 }, 20, [[1, 220]], 0],
    ['pages 1-13 of 20: two aligned requests of 12 pages', { page: 13, maxPage: 13 }, 20, [[1, 240], [2, 240]], 0],
    ['pages 1-21 of 24: three requests of 10 pages', { page: 21, maxPage: 21 }, 24, [[1, 240], [2, 240], [3, 240]], 0],
    ['pages 1-25 of 20: the most on screen', { page: 25, maxPage: 25 }, 20, [[1, 240], [2, 240], [3, 240]], 0],
    ['page 26 of 20: pages 2-26 on screen', { page: 26, maxPage: 26 }, 20, [[1, 240], [2, 240], [3, 240]], 20],
    ['page 60 of 20: pages 36-60 on screen', { page: 60, maxPage: 60 }, 20, [[3, 240], [4, 240], [5, 240]], 700],
  ] as const)("'Show more products' past page 10 keeps every page on screen: %s", async (_, paging, pageSize, requests, firstSku) => {
    const search = new FakeSearch(5000);
    const listing = await runListing(search, new RecordingLog(), { state: state(paging), scope: { kind: 'search' }, locale: AUD, pageSize });
    expect(search.queries.map((q) => [q.page, q.hitsPerPage])).toEqual(requests);
    const { first, count } = { first: firstSku, count: Math.min(paging.page, 25) * pageSize };
    expect(listing.result.cards.map((c) => c.sku)).toEqual(Array.from({ length: count }, (__, i) => `SKU-${first + i}`));
    expect(listing).toMatchObject({ firstPage: first / pageSize + 1, hasMore: true, state: { page: paging.page, maxPage: paging.maxPage } });
  });

  it('ends the pages on screen with the last hit, and says no more exist', async () => {
    const search = new FakeSearch(415);
    const listing = await runListing(search, new RecordingLog(), { state: state({ page: 21, maxPage: 21 }), scope: { kind: 'search' }, locale: AUD, pageSize: 20 });
    expect(listing.result.cards.map((c) => c.sku)).toEqual(Array.from({ length: 415 }, (_, i) => `SKU-${i}`));
    expect(listing.hasMore).toBe(false);
  });

  it('brings a page beyond the last back to the last and asks again', async () => {
    const search = new FakeSearch(95);
    const listing = await runListing(search, new RecordingLog(), { state: state({ page: 9, maxPage: 1 }), scope: { kind: 'search' }, locale: AUD, pageSize: 20 });
    expect(search.queries.map((q) => q.page)).toEqual([9, 5]);
    expect(listing).toMatchObject({ state: { page: 5 }, totalPages: 5, hasMore: false });
    expect(listing.result.cards).toHaveLength(15);
  });

  it('says more hits exist while page x size is under the total', async () => {
    const more = await runListing(new FakeSearch(41), new RecordingLog(), { state: state({ page: 2, maxPage: 2 }), scope: { kind: 'search' }, locale: AUD, pageSize: 20 });
    expect(more.hasMore).toBe(true);
    const done = await runListing(new FakeSearch(40), new RecordingLog(), { state: state({ page: 2, maxPage: 2 }), scope: { kind: 'search' }, locale: AUD, pageSize: 20 });
    expect(done.hasMore).toBe(false);
  });

  it('turns overrides on for Relevance only and passes the currency and scope', async () => {
    const search = new FakeSearch();
    await runListing(search, new RecordingLog(), { state: state(), scope: { kind: 'category', catCode: '7' }, locale: { currency: 'NOK' }, pageSize: 24 });
    await runListing(search, new RecordingLog(), { state: state({ sort: 'price-asc' }), scope: { kind: 'search' }, locale: AUD, pageSize: 24 });
    expect(search.queries.map((q) => [q.overrides, q.currency, q.scope.kind])).toEqual([
      [true, 'NOK', 'category'],
      [false, 'AUD', 'search'],
    ]);
  });

  it('shows an empty listing and logs when the search service fails', async () => {
    const log = new RecordingLog();
    const listing = await runListing(new FakeSearch(0, new SearchResultError('search-unavailable', 'down')), log, { state: state({ query: 'bass' }), scope: { kind: 'search' }, locale: AUD, pageSize: 20 });
    expect(listing).toMatchObject({ unavailable: true, result: { cards: [], totalHits: 0 }, hasMore: false });
    expect(log.lines[0]).toMatchObject({ level: 'warn', details: { code: 'search-unavailable' } });
  });

  it('lets an unexpected error through', async () => {
    await expect(runListing(new FakeSearch(0, new TypeError('bug')), new RecordingLog(), { state: state(), scope: { kind: 'search' }, locale: AUD, pageSize: 20 })).rejects.toThrow(TypeError);
  });
});

describe('windowRequests: every page on screen, never over 250 hits a request', () => {
  it.each([
    [1, 1, 20, [{ page: 1, hitsPerPage: 20 }], 0],
    [4, 4, 20, [{ page: 4, hitsPerPage: 20 }], 0],
    [1, 12, 20, [{ page: 1, hitsPerPage: 240 }], 0],
    [1, 13, 20, [{ page: 1, hitsPerPage: 240 }, { page: 2, hitsPerPage: 240 }], 0],
    [1, 10, 24, [{ page: 1, hitsPerPage: 240 }], 0],
    [1, 11, 24, [{ page: 1, hitsPerPage: 240 }, { page: 2, hitsPerPage: 240 }], 0],
    [2, 26, 20, [{ page: 1, hitsPerPage: 240 }, { page: 2, hitsPerPage: 240 }, { page: 3, hitsPerPage: 240 }], 20],
    [13, 14, 20, [{ page: 7, hitsPerPage: 40 }], 0],
  ])('pages %i-%i of %i', (first, last, size, requests, skip) => {
    const planned = windowRequests(first, last, size);
    expect(planned).toEqual({ requests, skip });
    for (const { hitsPerPage } of planned.requests) expect(hitsPerPage).toBeLessThanOrEqual(MAX_HITS_PER_REQUEST);
  });
});

describe('sanitizeState', () => {
  it.each([
    ['keeps refinable facets and yes/no flags', { refinementList: { brand: ['Fender'], on_sale: ['true'] } }, { refinementList: { brand: ['Fender'], on_sale: ['true'] } }],
    ['drops unknown facets', { refinementList: { price: ['1'], 'brand]': ['x'], nope: ['y'] } }, { refinementList: {} }],
    ['drops blank and over-long values, and duplicates', { refinementList: { brand: ['', 'Fender', 'Fender', 'x'.repeat(201)] } }, { refinementList: { brand: ['Fender'] } }],
    ['keeps at most 50 values of a facet', { refinementList: { brand: Array.from({ length: 80 }, (_, i) => `B${i}`) } }, { refinementList: { brand: Array.from({ length: 50 }, (_, i) => `B${i}`) } }],
    ['keeps a valid category path', { hierarchicalMenu: { 'catcodes.lvl0': ['A > B'] } }, { hierarchicalMenu: { 'catcodes.lvl0': ['A > B'] } }],
    ['drops a path deeper than lvl3 or with empty parts', { hierarchicalMenu: { 'catcodes.lvl0': ['A > B > C > D > E'] } }, { hierarchicalMenu: {} }],
    ['drops a path under another key', { hierarchicalMenu: { 'catcodes.lvl1': ['A > B'] } }, { hierarchicalMenu: {} }],
    ['swaps min above max', { range: { price: { min: 500, max: 200 } } }, { range: { price: { min: 200, max: 500 } } }],
    ['drops ranges on other fields', { range: { saveprice: { min: 5 } } }, { range: {} }],
    ['cuts the term at 512 characters', { query: 'q'.repeat(600) }, { query: 'q'.repeat(512) }],
    ['keeps a maxPage within the 500 pages', { maxPage: 30 }, { maxPage: 30 }],
    ['caps maxPage at 500 pages', { maxPage: 9000 }, { maxPage: 500 }],
  ] as [string, Partial<SearchState>, Partial<SearchState>][])('%s', (_, input, expected) => {
    expect(sanitizeState(state(input))).toMatchObject(expected);
  });

  it.each([
    [{ min: -5, max: 100000 }, {}],
    [{ min: 0.5, max: 100000 }, { price: { min: 0.5 } }],
    [{ min: 0.49, max: 42999 }, { price: { max: 42999 } }],
  ])('drops price bounds outside $0.50-$42999, never clamps them: %j → %j', (price, range) => {
    expect(sanitizeState(state({ range: { price } })).range).toEqual(range);
  });
});

// ---- use cases ---------------------------------------------------------------------------------

const NO_CONTENT = { categoryContent: async () => null };
const categoryRequest = (preview = false) => ({ state: state(), locale: AUD, pageSize: 20, preview });

describe('SearchCategory', () => {
  it("takes the editors' SEO title and description for the category from content", async () => {
    const content = {
      categoryContent: async (slug: string) =>
        slug === 'electric-guitars' ? { slug, catCode: '101', title: 'Electric Guitars', seo: { title: 'Electric Guitars | Shop', description: 'Strats and more.' }, banner: null } : null,
    };
    const found = await new SearchCategory(catalog(TREE), new FakeSearch(), new RecordingLog(), content).execute('electric-guitars', categoryRequest());
    expect(found?.category.seo).toEqual({ title: 'Electric Guitars | Shop', description: 'Strats and more.' });
    expect(found?.category.slug).toBe('electric-guitars');
  });

  it.each([
    [false, 'Electric Guitars | Shop'],
    [true, 'Electric Guitars | Draft'],
  ])('reads the draft category content only in preview (preview %s)', async (preview, title) => {
    const asked: boolean[] = [];
    const content = {
      categoryContent: async (slug: string, query: { preview: boolean }) => {
        asked.push(query.preview);
        return { slug, catCode: '101', title: 'Electric Guitars', seo: { title: query.preview ? 'Electric Guitars | Draft' : 'Electric Guitars | Shop' }, banner: null };
      },
    };
    const found = await new SearchCategory(catalog(TREE), new FakeSearch(), new RecordingLog(), content).execute('electric-guitars', categoryRequest(preview));
    expect(found?.category.seo?.title).toBe(title);
    expect(asked).toEqual([preview]);
  });

  it('keeps the catalogue names and logs it when content cannot be read', async () => {
    const log = new RecordingLog();
    const failing = { categoryContent: () => Promise.reject(new Error('content_unavailable')) };
    const found = await new SearchCategory(catalog(TREE), new FakeSearch(), log, failing).execute('electric-guitars', categoryRequest());
    expect(found?.category.categoryName).toBeTruthy();
    expect(found?.category.seo).toBeUndefined();
    expect(log.lines.map((l) => l.message)).toContain('category content unavailable');
  });

  it("finds a subcategory anywhere in the tree, logs the spec's success message and lists its subtree", async () => {
    const search = new FakeSearch();
    const log = new RecordingLog();
    const found = await new SearchCategory(catalog(TREE), search, log, NO_CONTENT).execute('electric-guitars', categoryRequest());
    expect(found?.trail.map((n) => n.handle)).toEqual(['guitar-bass', 'electric-guitars']);
    expect(search.queries[0]?.scope).toEqual({ kind: 'category', catCode: '101' });
    expect(log.lines).toEqual([{ level: 'info', message: 'Category found: electric-guitars', details: { handle: 'electric-guitars' } }]);
  });

  it('offers only subcategories with products', async () => {
    const found = await new SearchCategory(catalog(TREE), new FakeSearch(), new RecordingLog(), NO_CONTENT).execute('guitar-bass', categoryRequest());
    expect(found?.children.map((n) => n.handle)).toEqual(['electric-guitars']);
  });

  it.each([
    ['an unknown handle', TREE, 'Category not found'],
    ['an empty tree', [], 'No child categories found'],
  ])("answers null for %s and logs '%s'", async (_, tree, message) => {
    const search = new FakeSearch();
    const log = new RecordingLog();
    expect(await new SearchCategory(catalog(tree), search, log, NO_CONTENT).execute('drums', categoryRequest())).toBeNull();
    expect(log.lines.map((l) => l.message)).toEqual([message]);
    expect(search.queries).toEqual([]);
  });
});

describe('SearchFacetValues', () => {
  it.each([
    [undefined, 10],
    [3, 3],
    [0, 1],
    [500, 100],
  ])('asks for limit %s as %s values', async (limit, expected) => {
    const search = new FakeSearch();
    await new SearchFacetValues(catalog(TREE), search).execute({ state: state(), locale: AUD, facet: 'brand', text: 'fe', ...(limit === undefined ? {} : { limit }) });
    expect(search.facetQueries[0]?.limit).toBe(expected);
  });

  it("searches inside the category's list with the listing's other refinements", async () => {
    const search = new FakeSearch();
    await new SearchFacetValues(catalog(TREE), search).execute({ state: state({ refinementList: { stock: ['In Stock'], nope: ['x'] } }), categoryHandle: 'keyboards', locale: AUD, facet: 'brand', text: 'ya' });
    expect(search.facetQueries[0]).toMatchObject({ facet: 'brand', text: 'ya', query: { scope: { kind: 'category', catCode: '2' }, refinements: { stock: ['In Stock'] }, hitsPerPage: 0 } });
  });

  it('answers nothing for an unknown category', async () => {
    const search = new FakeSearch();
    expect(await new SearchFacetValues(catalog(TREE), search).execute({ state: state(), categoryHandle: 'nope', locale: AUD, facet: 'brand', text: 'a' })).toEqual([]);
    expect(search.facetQueries).toEqual([]);
  });

  it('Searching inside a facet list in a multi-index context throws an error, before anything is searched', async () => {
    const search = new FakeSearch();
    const facetSearch = new SearchFacetValues(catalog(TREE), search);
    await expect(facetSearch.execute({ state: state(), locale: AUD, facet: 'brand', text: 'fe', indexCount: 2 })).rejects.toBeInstanceOf(FacetSearchError);
    expect(search.facetQueries).toEqual([]);
    await facetSearch.execute({ state: state(), locale: AUD, facet: 'brand', text: 'fe', indexCount: 1 });
    expect(search.facetQueries).toHaveLength(1);
  });

  it("a listing's facet search spans the one product index, so it is allowed", async () => {
    const search = new FakeSearch();
    await new SearchFacetValues(catalog(TREE), search).execute({ state: state(), locale: AUD, facet: 'brand', text: 'fe' });
    expect(LISTING_INDEX_COUNT).toBe(1);
    expect(search.facetQueries).toHaveLength(1);
  });
});
