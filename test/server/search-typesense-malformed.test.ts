// A Typesense answer in the wrong shape (a badly synced document, a proxy answering garbage with
// 200) must not turn the shop into error pages: the listing renders partial or empty, the instant
// results answer, and only the bad hits are left out.
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

const [good, other] = docs;
const answer = (hits: unknown[], found = hits.length) => ({ results: [{ found, hits: hits.map((document) => ({ document, text_match: 1 })), facet_counts: [] }] });

describe('listings when Typesense answers in the wrong shape', () => {
  it('says search is unavailable on the collection page (503, header and footer kept) when the whole answer is garbage', async () => {
    mock.fault({ kind: 'body', body: { results: [{ found: 'lots', hits: 'none' }] } });
    const res = await request(app).get('/collections/guitar-bass');
    expect(res.status).toBe(503);
    expect(res.text).toContain('Search is unavailable right now. Please try again in a few minutes.');
    expect(res.text).not.toContain('0 results found');
    expect(res.text).toContain('<footer');
  });

  it('keeps the good hits of an answer with one badly synced document', async () => {
    mock.fault({ kind: 'body', body: answer([{ ...good!, id: 'broken', title: null }, other], 2) });
    const res = await request(app).get(dataPath('/search?search%5Bquery%5D=one-broken-hit', 'search'));
    expect(res.status).toBe(200);
    const listing = listingOf(res);
    expect(listing.totalHits).toBe(2);
    expect(listing.cards.map((card) => card.title)).toEqual([other!.title]);
  });

  it('answers the header search popup with no hits rather than a 500', async () => {
    mock.fault({ kind: 'body', body: { results: 'garbage' } });
    const res = await request(app).get(`/api/search/instant?q=${encodeURIComponent(good!.brand)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalHits: 0, hits: [] });
  });

  it('answers the popup with the good hits of a partly broken answer', async () => {
    mock.fault({ kind: 'body', body: answer([good, { ...other!, id: 'broken', url: 42 }]) });
    const res = await request(app).get('/api/search/instant?q=partly-broken');
    expect(res.status).toBe(200);
    expect(res.body.hits.map((hit: { title: string }) => hit.title)).toEqual([good!.title]);
  });
});
