// The whole shop on a Typesense cluster (the local stand-in): listings render from it, and bad
// input from the URL reaches it only as safely quoted filter_by values.
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { collectionSchema } from '../../src/adapters/typesense/collection-schema';
import { loadConfig } from '../../src/server/config';
import { buildTestApp } from '../support/test-app';
import { startTypesenseMock } from '../support/typesense-mock-server';
import { dataPath, documentsOf, listingOf } from './search-support';

const mock = await startTypesenseMock();
const env = { TYPESENSE_NODES: mock.url, TYPESENSE_SEARCH_ONLY_KEY: mock.searchKey, TYPESENSE_COLLECTION: 'shop' };
const docs = documentsOf(loadConfig({ NODE_ENV: 'test', DEMO_PRODUCT_COUNT: '300' }));
mock.seed('shop', collectionSchema('shop'), docs as never[]);
const { app, composition } = await buildTestApp({ env });

afterAll(async () => {
  await composition.close();
  await mock.close();
});

const filtersSent = (from: number) => mock.searches().slice(from).map((s) => s.filter_by ?? '');

describe('sitemaps served by Typesense', () => {
  it.each(['en-us', 'en-au', 'en-gb', 'en-no'])('/sitemaps/%s.xml answers 200 and lists every searchable product', async (key) => {
    const res = await request(app).get(`/sitemaps/${key}.xml`);
    expect(res.status).toBe(200);
    const products = [...res.text.matchAll(/<loc>[^<]*\/products\/[^<]*<\/loc>/g)];
    expect(products).toHaveLength(docs.filter((d) => d.show_in_search).length);
    expect(mock.searches()).toContainEqual(expect.objectContaining({ sort_by: '_text_match:desc,globalSortOverride:desc,globalSortOrder:asc', enable_overrides: 'false', per_page: '250' }));
    expect(mock.violations).toEqual([]);
  });
});

describe('listings served by Typesense', () => {
  it('renders /collections/guitar-bass from the cluster', async () => {
    const res = await request(app).get('/collections/guitar-bass');
    expect(res.status).toBe(200);
    const expected = docs.filter((d) => d.catCodes.includes('1') && d.show_in_categories).length;
    expect(res.text).toContain(`${expected} results found`);
    expect(mock.searches().at(-1)).toMatchObject({ collection: 'shop', filter_by: 'show_in_categories:true && catCodes:=`1`', per_page: '20', page: '1' });
  });

  it.each([
    ['quotes and ||', 'Fender" || show_in_search:false || brand:"x', 'brand:=[`Fender" || show_in_search:false || brand:"x`]'],
    ['&& and parentheses', 'Gibson && (Epiphone)', 'brand:=[`Gibson && (Epiphone)`]'],
    ['a backtick breaking out', 'x`] || catCodes:=[`2', 'brand:=[`␀`]'],
  ])('sends a filter value with %s only as a quoted value', async (_, value, clause) => {
    const before = mock.searches().length;
    const res = await request(app).get(dataPath(`/collections/guitar-bass?${new URLSearchParams({ 'category[refinementList][brand][0]': value })}`, 'collection'));
    expect(res.status).toBe(200);
    expect(listingOf(res).totalHits).toBe(0);
    expect(filtersSent(before)[0]).toBe(`show_in_categories:true && catCodes:=\`1\` && ${clause}`);
    expect(mock.violations).toEqual([]);
  });

  it('drops out-of-range price bounds (never clamps them) and unknown facets before the cluster sees them', async () => {
    const before = mock.searches().length;
    const query = new URLSearchParams({ 'category[range][price]': '-20:4321', 'category[refinementList][show_in_search][0]': 'false', 'category[sortBy]': 'evil' });
    const res = await request(app).get(dataPath(`/collections/guitar-bass?${query}`, 'collection'));
    expect(res.status).toBe(200);
    const [main] = mock.searches().slice(before);
    expect(main).toMatchObject({ filter_by: 'show_in_categories:true && catCodes:=`1` && price_usd:<=4321', sort_by: '_text_match:desc,globalSortOverride:desc,globalSortOrder:asc', enable_overrides: 'true' });
    expect(mock.violations).toEqual([]);
  });

  it('says search is unavailable (503, the shop around it) when the cluster fails, never an empty listing', async () => {
    mock.fault({ kind: 'status', status: 500, message: 'boom' }, 9);
    const res = await request(app).get('/search?search%5Bquery%5D=cluster-down');
    expect(res.status).toBe(503);
    expect(res.text).toContain('Search is unavailable right now. Please try again in a few minutes.');
    expect(res.text).not.toContain('0 results found');
  });
});
