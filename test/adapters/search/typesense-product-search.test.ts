import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { collectionSchema } from '../../../src/adapters/typesense/collection-schema';
import { createTypesenseSearchClient, type TypesenseNode } from '../../../src/adapters/typesense/typesense-client';
import { TypesenseProductSearch } from '../../../src/adapters/typesense/typesense-product-search';
import type { EventLog } from '../../../src/application/ports';
import { SearchResultError } from '../../../src/domain/search-result';
import { listingQuery } from '../../contract/product-search.contract';
import { parseFilter, startTypesenseMock, type TypesenseMock } from '../../support/typesense-mock-server';
import { searchDocuments } from './search-fixture';

let mock: TypesenseMock;

beforeAll(async () => {
  mock = await startTypesenseMock();
  mock.seed('products', collectionSchema('products'), searchDocuments() as never[]);
});
afterAll(async () => {
  await mock.close();
});

/** A fresh client per test, so the client's 2-minute result cache never hides a request. */
function adapter(nodes: TypesenseNode[] = [mock.node], apiKey = mock.searchKey) {
  return new TypesenseProductSearch(createTypesenseSearchClient({ nodes, apiKey, collection: 'products' }), 'products');
}

const lastSearches = (count: number) => mock.searches().slice(-count);

describe('TypesenseProductSearch request parameters', () => {
  it('sends the ranking, typo, facet and paging parameters of the spec', async () => {
    await adapter().search(listingQuery({ term: 'fender', page: 2, hitsPerPage: 24 }));
    const [main] = lastSearches(1);
    expect(main).toMatchObject({
      collection: 'products',
      q: 'fender',
      query_by: 'title,description,sid,option_values,body_shape',
      query_by_weights: '10,1,1,1,1',
      num_typos: '1',
      sort_by: '_text_match:desc,globalSortOverride:desc,globalSortOrder:asc',
      enable_overrides: 'true',
      per_page: '24',
      page: '2',
      filter_by: 'show_in_search:true',
      max_facet_values: '200',
    });
    expect(main!.facet_by!.split(',')).toEqual(['brand', 'stock', 'colour', 'body_shape', 'orientation', 'supplier', 'in_stock', 'product_status', 'catcodes.lvl0', 'catcodes.lvl1', 'catcodes.lvl2', 'catcodes.lvl3', 'catdesc.lvl0', 'price']);
  });

  it("facets by every field the schema marks as a facet (other markets' prices aside), in any market", async () => {
    for (const currency of ['AUD', 'GBP'] as const) {
      await adapter().search(listingQuery({ term: `facets ${currency}`, currency }));
      const price = currency === 'AUD' ? 'price' : 'price_gbp';
      const facets = collectionSchema('products').fields.filter((f) => f.facet && (!/^price/.test(f.name) || f.name === price)).map((f) => f.name);
      expect(new Set(lastSearches(1)[0]!.facet_by!.split(','))).toEqual(new Set(facets));
    }
  });

  it.each([
    ['price-asc', 'AUD', 'price:asc'],
    ['price-desc', 'GBP', 'price_gbp:desc'],
    ['saving', 'NOK', 'saveprice_nok:desc'],
  ] as const)('sorts %s in %s by %s with overrides off', async (sort, currency, sortBy) => {
    await adapter().search(listingQuery({ sort, currency, overrides: false }));
    expect(lastSearches(1)[0]).toMatchObject({ sort_by: sortBy, enable_overrides: 'false' });
  });

  it('adds one facet-only search per refined group, each without its own clause', async () => {
    await adapter().search(listingQuery({ refinements: { brand: ['Fender', 'Gibson'] }, price: { min: 200, max: 500 }, scope: { kind: 'category', catCode: '1' }, categoryPath: 'Guitar & Bass > Acoustic Guitars' }));
    const [main, brand, category, price] = lastSearches(4);
    const scope = 'show_in_categories:true && catCodes:=`1`';
    expect(main!.filter_by).toBe(`${scope} && brand:=[\`Fender\`,\`Gibson\`] && catcodes.lvl1:=\`Guitar & Bass > Acoustic Guitars\` && price:[200..500]`);
    expect(brand).toMatchObject({ filter_by: `${scope} && catcodes.lvl1:=\`Guitar & Bass > Acoustic Guitars\` && price:[200..500]`, facet_by: 'brand', per_page: '0' });
    expect(category).toMatchObject({ filter_by: `${scope} && brand:=[\`Fender\`,\`Gibson\`] && price:[200..500]`, facet_by: 'catcodes.lvl0,catcodes.lvl1,catcodes.lvl2,catcodes.lvl3' });
    expect(price).toMatchObject({ filter_by: `${scope} && brand:=[\`Fender\`,\`Gibson\`] && catcodes.lvl1:=\`Guitar & Bass > Acoustic Guitars\``, facet_by: 'price' });
    expect(mock.violations).toEqual([]);
  });

  it('searches inside a facet list with facet_query and the limit as max_facet_values', async () => {
    const values = await adapter().searchFacetValues({ query: listingQuery({ refinements: { brand: ['Fender'] } }), facet: 'brand', text: 'ya', limit: 5 });
    expect(lastSearches(1)[0]).toMatchObject({ facet_by: 'brand', facet_query: 'brand:ya', max_facet_values: '5', per_page: '0', filter_by: 'show_in_search:true' });
    expect(values.every((v) => /\bya/i.test(v.value))).toBe(true);
  });
});

describe('TypesenseProductSearch keeps shopper input out of the filter syntax', () => {
  it.each([
    ['double quotes and ||', 'Fender" || brand:"Gibson', 'brand:=[`Fender" || brand:"Gibson`]'],
    ['&& and parentheses', 'AC/DC && (Live)', 'brand:=[`AC/DC && (Live)`]'],
    ['a comma', 'Smith, Jones', 'brand:=[`Smith, Jones`]'],
    ['a backtick (dropped: no safe escape exists)', 'Fen`der', 'brand:=[`␀`]'],
    ['an injection attempt via backtick', '`] || show_in_search:false || brand:=[`', 'brand:=[`␀`]'],
  ])('quotes a value with %s', async (_, value, clause) => {
    const result = await adapter().search(listingQuery({ refinements: { brand: [value] } }));
    const filter = lastSearches(2)[0]!.filter_by!;
    expect(filter).toBe(`show_in_search:true && ${clause}`);
    expect(() => parseFilter(filter, collectionSchema('products'))).not.toThrow();
    expect(result.totalHits).toBe(0);
    expect(mock.violations).toEqual([]);
  });

  it.each([
    ['per_page missing', { per_page: undefined }, /`per_page` is required/],
    ['page missing', { page: undefined }, /`page` is required/],
    ['per_page over 250', { per_page: '251' }, /upto 250 hits/],
    ['relevance without the merchandising order', { sort_by: '_text_match:desc' }, /sort_by/],
    ['relevance with the merchandising order reversed', { sort_by: '_text_match:desc,globalSortOrder:asc,globalSortOverride:desc' }, /sort_by/],
    ['query_by in another order', { query_by: 'title,sid,description' }, /query_by/],
    ['query_by without sid', { query_by: 'title,description' }, /query_by/],
    ['other weights', { query_by_weights: '10,2,1' }, /query_by_weights/],
    ['two typos', { num_typos: '2' }, /num_typos/],
  ])('the stand-in refuses a search with %s, so the contract run checks every parameter', async (_, change, message) => {
    const valid: Record<string, string | undefined> = {
      q: 'fender', query_by: 'title,description,sid,option_values,body_shape', query_by_weights: '10,1,1,1,1', num_typos: '1', sort_by: '_text_match:desc,globalSortOverride:desc,globalSortOrder:asc',
      enable_overrides: 'true', per_page: '20', page: '1', filter_by: 'show_in_search:true',
    };
    const ok = await fetch(`${mock.url}/collections/products/documents/search?${new URLSearchParams(valid as Record<string, string>)}`, { headers: { 'x-typesense-api-key': mock.searchKey } });
    expect(ok.status).toBe(200);
    const params = Object.fromEntries(Object.entries({ ...valid, ...change }).filter((entry): entry is [string, string] => entry[1] !== undefined));
    const refused = await fetch(`${mock.url}/collections/products/documents/search?${new URLSearchParams(params)}`, { headers: { 'x-typesense-api-key': mock.searchKey } });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(message);
    expect(mock.violations.pop()).toMatch(message);
  });

  it('the stand-in itself refuses a malformed filter, so the checks above can fail', () => {
    expect(() => parseFilter('brand:=`Fen`der`', collectionSchema('products'))).toThrow(/parse/);
    expect(() => parseFilter('brand:=Fender && ', collectionSchema('products'))).toThrow(/parse/);
    expect(() => parseFilter('nope:=x', collectionSchema('products'))).toThrow(/filter field/);
  });
});

describe('TypesenseProductSearch failures become domain errors', () => {
  const failure = async (run: () => Promise<unknown>) => {
    const error = await run().then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(SearchResultError);
    return error as SearchResultError;
  };

  it("raises 'Did not find any hits' when a result has neither hits nor grouped hits", async () => {
    mock.fault({ kind: 'body', body: { results: [{ found: 3, facet_counts: [] }] } });
    const error = await failure(() => adapter().search(listingQuery({ term: 'no hits field' })));
    expect(error).toMatchObject({ code: 'no-hits', message: 'Did not find any hits' });
  });

  it('accepts grouped hits as an answer', async () => {
    mock.fault({ kind: 'body', body: { results: [{ found: 0, grouped_hits: [], facet_counts: [] }] } });
    await expect(adapter().search(listingQuery({ term: 'grouped' }))).resolves.toMatchObject({ totalHits: 0, cards: [] });
  });

  it("raises a search result's error field with its code", async () => {
    mock.fault({ kind: 'body', body: { results: [{ error: 'Could not find a field named `x`.', code: 404 }] } });
    expect(await failure(() => adapter().search(listingQuery({ term: 'error field' })))).toMatchObject({ code: '404', message: 'Could not find a field named `x`.' });
  });

  it('maps a refused key to unauthorized', async () => {
    expect(await failure(() => adapter([mock.node], 'wrong-key').search(listingQuery({ term: 'key' })))).toMatchObject({ code: 'unauthorized' });
  });

  it('maps a missing collection to collection-not-found', async () => {
    const client = createTypesenseSearchClient({ nodes: [mock.node], apiKey: mock.searchKey, collection: 'nope' });
    expect(await failure(() => new TypesenseProductSearch(client, 'nope').searchFacetValues({ query: listingQuery(), facet: 'brand', text: 'x', limit: 3 }))).toMatchObject({ code: 'collection-not-found' });
  });

  it('retries a failing node and answers once it recovers', async () => {
    const before = mock.requests.length;
    mock.fault({ kind: 'status', status: 503, message: 'Not Ready or Lagging' }, 2);
    const result = await adapter().search(listingQuery({ term: 'retry' }));
    expect(result.totalHits).toBeGreaterThanOrEqual(0);
    expect(mock.requests.slice(before).filter((r) => r.path === '/multi_search')).toHaveLength(3);
  });

  it('gives up after 8 retries with search-unavailable', { timeout: 20_000 }, async () => {
    const before = mock.requests.length;
    mock.fault({ kind: 'status', status: 500, message: 'boom' }, 9);
    expect(await failure(() => adapter().search(listingQuery({ term: 'down' })))).toMatchObject({ code: 'search-unavailable' });
    expect(mock.requests.slice(before).filter((r) => r.path === '/multi_search')).toHaveLength(9);
  });

  it('fails over from an unreachable node to the next one', async () => {
    const dead: TypesenseNode = { host: '127.0.0.1', port: 9, protocol: 'http' };
    await expect(adapter([dead, mock.node]).search(listingQuery({ term: 'failover' }))).resolves.toHaveProperty('totalHits');
  });

  it('abandons a stalled request after the 1 s connection timeout and retries', { timeout: 20_000 }, async () => {
    mock.fault({ kind: 'delay', ms: 3_000 });
    const started = Date.now();
    await adapter().search(listingQuery({ term: 'stall' }));
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(950);
    expect(elapsed).toBeLessThan(2_500);
  });
});

describe('TypesenseProductSearch answers in the wrong shape', () => {
  const warnings: { details: Record<string, unknown>; message: string }[] = [];
  const log: EventLog = { warn: (details, message) => warnings.push({ details, message }), info: () => undefined };
  const logged = () => new TypesenseProductSearch(createTypesenseSearchClient({ nodes: [mock.node], apiKey: mock.searchKey, collection: 'products' }), 'products', { log });
  const [good, other] = searchDocuments();

  it.each([
    ['results is not a list', { results: 'nope' }],
    ['found is a string', { results: [{ found: 'many', hits: [], facet_counts: [] }] }],
    ['hits is an object', { results: [{ found: 1, hits: { document: good }, facet_counts: [] }] }],
    ['facet counts lack their values', { results: [{ found: 0, hits: [], facet_counts: [{ counts: [{ value: 'x' }] }] }] }],
    ['a result is a bare string', { results: ['ok'] }],
  ])('raises search-malformed when %s', async (_, body) => {
    mock.fault({ kind: 'body', body });
    const error = await logged().search(listingQuery({ term: 'malformed' })).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(SearchResultError);
    expect(error).toMatchObject({ code: 'search-malformed', message: expect.stringMatching(/unexpected shape/) });
  });

  it('raises search-malformed for a facet-value answer in the wrong shape', async () => {
    mock.fault({ kind: 'body', body: { found: 0, hits: [], facet_counts: 'brand' } });
    await expect(logged().searchFacetValues({ query: listingQuery(), facet: 'brand', text: 'x', limit: 3 })).rejects.toMatchObject({ code: 'search-malformed' });
  });

  it.each([
    ['a missing title', (doc: Record<string, unknown>) => ({ ...doc, title: undefined }), /title/],
    ['a missing url', (doc: Record<string, unknown>) => ({ ...doc, url: undefined }), /url/],
    ['a price that is text', (doc: Record<string, unknown>) => ({ ...doc, price: '12.50' }), /price/],
    ['images that are not a list', (doc: Record<string, unknown>) => ({ ...doc, image: 'a.jpg' }), /image/],
  ])('drops a hit with %s, keeps the others, and logs the dropped one', async (_, spoil, issue) => {
    warnings.length = 0;
    const bad = spoil({ ...good!, id: 'bad-doc' });
    mock.fault({ kind: 'body', body: { results: [{ found: 3, hits: [{ document: bad, text_match: 1 }, { document: good, text_match: 1 }, { document: other, text_match: 1 }], facet_counts: [] }] } });
    const result = await logged().search(listingQuery({ term: 'one bad hit' }));
    expect(result.cards.map((card) => card.title)).toEqual([good!.title, other!.title]);
    expect(result.totalHits).toBe(3);
    expect(warnings).toEqual([{ message: 'search hit in an unexpected shape dropped', details: expect.objectContaining({ id: 'bad-doc', issue: expect.stringMatching(issue) }) }]);
  });

  it('counts wrongly shaped answers against the cluster, so the circuit breaker opens', async () => {
    mock.fault({ kind: 'body', body: { results: 'garbage' } }, 8);
    const search = logged();
    const codes: string[] = [];
    for (let i = 0; i < 8; i++) codes.push(await search.search(listingQuery({ term: `garbage ${i}` })).then(() => 'ok', (e: SearchResultError) => e.code));
    mock.clearFaults();
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('search-malformed'));
    const opened = await search.search(listingQuery({ term: 'garbage again' })).then(() => null, (e: Error) => e.message);
    expect(opened).toMatch(/circuit breaker/);
  });

  it('never keeps a wrongly shaped answer: the same listing asks again', async () => {
    const search = logged();
    mock.fault({ kind: 'body', body: { results: 'garbage' } });
    await expect(search.search(listingQuery({ term: 'garbage once' }))).rejects.toMatchObject({ code: 'search-malformed' });
    await expect(search.search(listingQuery({ term: 'garbage once' }))).resolves.toHaveProperty('totalHits');
  });
});

describe('TypesenseProductSearch bounds a failing cluster', () => {
  it('gives up at its deadline, retries included, with search-timeout', { timeout: 20_000 }, async () => {
    mock.fault({ kind: 'delay', ms: 5_000 }, 20);
    const search = new TypesenseProductSearch(createTypesenseSearchClient({ nodes: [mock.node], apiKey: mock.searchKey, collection: 'products' }), 'products', { deadlineMs: 1_500 });
    const started = Date.now();
    const error = await search.search(listingQuery({ term: 'deadline' })).then(() => null, (e: unknown) => e);
    const elapsed = Date.now() - started;
    mock.clearFaults();
    expect(error).toMatchObject({ code: 'search-timeout' });
    expect(elapsed).toBeGreaterThanOrEqual(1_400);
    expect(elapsed).toBeLessThan(2_500);
  });

  it('stops asking a dead cluster once most calls failed, and says so', async () => {
    const dead: TypesenseNode = { host: '127.0.0.1', port: 9, protocol: 'http' };
    const search = adapter([dead]);
    const codes: string[] = [];
    for (let i = 0; i < 8; i++) codes.push(await search.search(listingQuery({ term: `dead ${i}` })).then(() => 'ok', (e: SearchResultError) => e.code));
    expect(codes.every((code) => code === 'search-unavailable')).toBe(true);
    const opened = await search.search(listingQuery({ term: 'dead again' })).then(() => null, (e: Error) => e.message);
    expect(opened).toMatch(/circuit breaker/);
  });

  it('does not count a refused key against the cluster', async () => {
    const search = adapter([mock.node], 'wrong-key');
    for (let i = 0; i < 8; i++) await search.search(listingQuery({ term: `key ${i}` })).catch(() => undefined);
    const last = await search.search(listingQuery({ term: 'key last' })).then(() => null, (e: SearchResultError) => e);
    expect(last).toMatchObject({ code: 'unauthorized' });
  });
});

describe('TypesenseProductSearch caches results for two minutes', () => {
  it('asks the cluster once for the same listing', async () => {
    const search = adapter();
    const before = mock.requests.length;
    const first = await search.search(listingQuery({ term: 'cached listing' }));
    const second = await search.search(listingQuery({ term: 'cached listing' }));
    expect(second).toEqual(first);
    expect(mock.requests.length - before).toBe(1);
  });

  it('asks the cluster again for a repeated listing after 2 minutes, and not before', async () => {
    vi.useFakeTimers({ toFake: ['performance', 'setTimeout', 'clearTimeout'] });
    try {
      const search = adapter();
      const calls = () => mock.requests.filter((r) => r.path === '/multi_search').length;
      // The cache reads the clock at most once a millisecond (a timer resets its reading): the fake
      // timers move both the clock and that timer.
      const later = (ms: number) => vi.advanceTimersByTimeAsync(ms);
      await later(1_000); // a fake clock starts at 0, which the cache reads as 'no start time'
      const before = calls();
      const first = await search.search(listingQuery({ term: 'two minutes' }));
      expect(calls() - before).toBe(1);
      await later(60_000);
      await search.search(listingQuery({ term: 'two minutes' }));
      await later(60_000 - 1);
      expect(await search.search(listingQuery({ term: 'two minutes' }))).toEqual(first);
      expect(calls() - before, 'still within 2 minutes').toBe(1);
      await later(2);
      expect(await search.search(listingQuery({ term: 'two minutes' }))).toEqual(first);
      expect(calls() - before, 'past 2 minutes').toBe(2);
      await later(60_000);
      await search.search(listingQuery({ term: 'two minutes' }));
      expect(calls() - before, 'the fresh answer is kept again').toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares one call between identical listings asked at once', async () => {
    const search = adapter();
    const before = mock.requests.length;
    const [first, second] = await Promise.all([search.search(listingQuery({ term: 'together' })), search.search(listingQuery({ term: 'together' }))]);
    expect(second).toEqual(first);
    expect(mock.requests.length - before).toBe(1);
  });

  it('never keeps a failure: the same listing asks again and gets the recovered answer', async () => {
    const search = adapter();
    mock.fault({ kind: 'status', status: 500, message: 'boom' }, 9);
    await expect(search.search(listingQuery({ term: 'outage then recovery' }))).rejects.toMatchObject({ code: 'search-unavailable' });
    const before = mock.requests.length;
    await expect(search.search(listingQuery({ term: 'outage then recovery' }))).resolves.toHaveProperty('totalHits');
    expect(mock.requests.length - before).toBe(1);
  });
});
