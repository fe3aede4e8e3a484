import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SearchResultError } from '../../src/domain/search-result';
import { buildTestApp } from '../support/test-app';
import { documentsOf } from './search-support';

const { app, config } = await buildTestApp();
const listed = documentsOf(config).filter((d) => d.show_in_search);
const brands = [...listed.reduce((m, d) => m.set(d.brand, (m.get(d.brand) ?? 0) + 1), new Map<string, number>())].sort((a, b) => b[1] - a[1]);
const topBrand = brands[0]![0];

describe('GET /api/search/instant', () => {
  it('answers up to 6 instant results, priced for the locale, and the results page link', async () => {
    const misspelt = topBrand.slice(0, -2) + topBrand.slice(-1);
    const res = await request(app).get('/api/search/instant').query({ q: misspelt, locale: 'en-au' });
    expect(res.status).toBe(200);
    expect(res.body.hits.length).toBeGreaterThan(0);
    expect(res.body.hits.length).toBeLessThanOrEqual(6);
    expect(res.body.hits[0]).toMatchObject({ brand: topBrand, href: expect.stringMatching(/^\/products\//), price: expect.stringMatching(/^\$/) });
    expect(res.body.totalHits).toBeGreaterThanOrEqual(res.body.hits.length);
    expect(decodeURIComponent(res.body.searchHref)).toBe(`/search?search[query]=${misspelt}`);
  });

  it.each([
    ['no term', {}, /search term/],
    ['a blank term', { q: '   ' }, /^Please enter a search term\.$/],
    ['a term over 512 characters', { q: 'a'.repeat(513) }, /^Please use at most 512 characters\.$/],
    ['an unknown locale', { q: 'bass', locale: 'xx-yy' }, /./],
    ['a repeated parameter', { q: ['bass', 'drum'] }, /./],
  ])('refuses %s with 400 and a clear message', async (_, query, message) => {
    const res = await request(app).get('/api/search/instant').query(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'bad_request', message: expect.stringMatching(message) });
  });
});

describe('GET /api/search/facet-values', () => {
  it('searches inside the brand list of the whole shop', async () => {
    const res = await request(app).get('/api/search/facet-values').query({ facet: 'brand', q: topBrand.slice(0, 3) });
    expect(res.status).toBe(200);
    expect(res.body.values[0]).toEqual({ value: topBrand, count: brands[0]![1] });
  });

  it('searches inside a category listing, keeping its other refinements', async () => {
    const inCategory = listed.filter((d) => d.catCodes.includes('1'));
    const stock = inCategory[0]!.stock;
    const brand = inCategory.find((d) => d.stock === stock)!.brand;
    const res = await request(app)
      .get('/api/search/facet-values')
      .query({ facet: 'brand', q: brand.slice(0, 2), handle: 'guitar-bass', state: `category[refinementList][stock][0]=${encodeURIComponent(stock)}` });
    expect(res.status).toBe(200);
    const expected = inCategory.filter((d) => d.brand === brand && d.stock === stock && d.show_in_categories).length;
    expect(res.body.values.find((v: { value: string }) => v.value === brand)?.count).toBe(expected);
  });

  it('answers no values for an unknown category', async () => {
    const res = await request(app).get('/api/search/facet-values').query({ facet: 'brand', q: 'a', handle: 'no-such-category' });
    expect(res.body).toEqual({ values: [] });
  });

  it.each([
    ['an unknown facet', { facet: 'price', q: 'a' }, /facet must be one of/],
    ['a limit out of 1-100', { facet: 'brand', q: 'a', limit: '0' }, /./],
    ['a non-numeric limit', { facet: 'brand', q: 'a', limit: 'ten' }, /limit must be a number/],
    ['a malformed handle', { facet: 'brand', q: 'a', handle: '../etc' }, /handle/],
    ['an over-long text', { facet: 'brand', q: 'x'.repeat(101) }, /at most 100/],
  ])('refuses %s with 400', async (_, query, message) => {
    const res = await request(app).get('/api/search/facet-values').query(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'bad_request', message: expect.stringMatching(message) });
  });

  it('answers 503 with no values when the search service fails', async () => {
    const failing = await buildTestApp({
      useCases: (real) => ({ ...real, searchFacetValues: { execute: () => Promise.reject(new SearchResultError('search-unavailable', 'down')) } as unknown as typeof real.searchFacetValues }),
    });
    const res = await request(failing.app).get('/api/search/facet-values').query({ facet: 'brand', q: 'a' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ values: [], error: { code: 'service_unavailable', message: expect.any(String) } });
  });

  it('answers 400 with the rule\'s message when the facet search would span several indexes', async () => {
    let asked: unknown;
    const multiIndex = await buildTestApp({
      useCases: (real) => ({
        ...real,
        searchFacetValues: { execute: (request: Parameters<typeof real.searchFacetValues.execute>[0]) => ((asked = request), real.searchFacetValues.execute({ ...request, indexCount: 2 })) } as typeof real.searchFacetValues,
      }),
    });
    const res = await request(multiIndex.app).get('/api/search/facet-values').query({ facet: 'brand', q: 'a' });
    expect(asked).toMatchObject({ facet: 'brand', text: 'a' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'bad_request', message: 'Searching inside a facet list is not supported in a multi-index context' } });
  });
});
