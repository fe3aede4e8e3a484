// Issue 30, observation 1: a listing's GET forms (pages without JavaScript) write the same state as
// a link, in a form's shape; the parser reads both, and the server redirects a form's shape to the
// link's URL (isFormQuery).
import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_STATE, isFormQuery, isSearchStateKey, keyedRecord, parseSearchState, rangeTextOf, searchStatePairs, serializeSearchState, type SearchState } from '../../src/domain/search-state';

const state = (extra: Partial<SearchState> = {}): SearchState => ({
  ...EMPTY_SEARCH_STATE,
  ...extra,
  refinementList: keyedRecord(Object.entries(extra.refinementList ?? {})),
  hierarchicalMenu: keyedRecord(Object.entries(extra.hierarchicalMenu ?? {})),
  range: keyedRecord(Object.entries(extra.range ?? {})),
});

describe("a form's fields read as the state a link carries", () => {
  it.each([
    { name: 'min and max fields', query: 'category[range][price][min]=600&category[range][price][max]=900', expected: state({ range: { price: { min: 600, max: 900 } } }) },
    { name: 'a min field alone', query: 'category[range][price][min]=600&category[range][price][max]=', expected: state({ range: { price: { min: 600 } } }) },
    { name: 'a max field alone', query: 'category[range][price][min]=&category[range][price][max]=900', expected: state({ range: { price: { max: 900 } } }) },
    { name: 'both fields empty: no range', query: 'category[range][price][min]=&category[range][price][max]=', expected: state() },
    { name: 'a link’s range beats the fields', query: 'category[range][price]=1:2&category[range][price][min]=600', expected: state({ range: { price: { min: 1, max: 2 } } }) },
    { name: 'values without an index, in order', query: 'category[refinementList][brand][]=Fender&category[refinementList][brand][]=Yamaha', expected: state({ refinementList: { brand: ['Fender', 'Yamaha'] } }) },
    { name: 'the other scope’s fields are not read', query: 'search[range][price][min]=600', expected: state() },
  ])('$name', ({ query, expected }) => {
    expect(parseSearchState(query, 'category')).toEqual(expected);
  });
});

describe("isFormQuery: a form's shape, not a link's", () => {
  it.each<[string, boolean]>([
    ['category[range][price][min]=600', true],
    ['category[range][price][max]=', true],
    ['category[refinementList][brand][]=Fender', true],
    ['category[sortBy]=relevance', true],
    ['category[sortBy]=price-asc', false],
    ['category[refinementList][brand][0]=Fender', false],
    ['category[range][price]=600:900', false],
    ['category[page]=2&maxPage=2', false],
    ['search[range][price][min]=600', false],
    ['min=600&max=900', false],
  ])('%s: %s', (query, expected) => {
    expect(isFormQuery(query, 'category')).toBe(expected);
  });
});

describe('rangeTextOf: the range as the URL or the form gave it, for the rule that checks it', () => {
  it.each<[string, string | null]>([
    ['search[range][price]=0.1:900', '0.1:900'],
    ['search[range][price][min]=0.1&search[range][price][max]=900', '0.1:900'],
    ['search[range][price][min]=abc', 'abc:'],
    ['search[range][price][max]=99999', ':99999'],
    ['search[query]=x', null],
  ])('%s: %j', (query, expected) => {
    expect(rangeTextOf(query, 'price', 'search')).toBe(expected);
  });
});

describe("searchStatePairs: a form's hidden fields write the URL a link has", () => {
  it('the pairs, in order, are the serialized query', () => {
    const s = state({ query: 'bass', refinementList: { brand: ['Fender', 'Gibson'] }, range: { price: { max: 500 } }, sort: 'price-asc', page: 2, maxPage: 2, norefine: true });
    expect(searchStatePairs(s, 'search')).toEqual([
      ['search[query]', 'bass', 'query'],
      ['search[refinementList][brand][0]', 'Fender', 'refinementList'],
      ['search[refinementList][brand][1]', 'Gibson', 'refinementList'],
      ['search[range][price]', ':500', 'range'],
      ['search[sortBy]', 'price-asc', 'sortBy'],
      ['search[page]', '2', 'page'],
      ['maxPage', '2', 'page'],
      ['norefine', '1', 'flags'],
    ]);
    expect(new URLSearchParams(searchStatePairs(s, 'search').map(([k, v]) => [k, v])).toString()).toBe(new URLSearchParams(serializeSearchState(s, 'search')).toString());
  });

  it.each<[string, boolean]>([
    ['category[query]', true],
    ['maxPage', true],
    ['norefine', true],
    ['salepreview', true],
    ['search[query]', false],
    ['utm_source', false],
  ])('isSearchStateKey(%s) in the category scope: %s', (key, expected) => {
    expect(isSearchStateKey(key, 'category')).toBe(expected);
  });
});
