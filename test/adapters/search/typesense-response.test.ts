import { describe, expect, it } from 'vitest';
import { checkSearchResponse } from '../../../src/adapters/typesense/typesense-response';
import { SearchResultError } from '../../../src/domain/search-result';

describe("Search result: error field raises error with code and message; neither hits nor grouped hits raises 'Did not find any hits' with code", () => {
  it.each([
    { name: 'an error object', response: { error: { code: 'E42', message: 'Bad filter' }, hits: [] }, code: 'E42', message: 'Bad filter' },
    { name: 'an error object with a numeric code', response: { error: { code: 400 } }, code: '400', message: 'Search failed' },
    { name: 'an error object without a code', response: { error: { message: 'Oops' } }, code: 'search-error', message: 'Oops' },
    { name: 'an error text', response: { error: 'Broken' }, code: 'search-error', message: 'Broken' },
    { name: 'neither hits nor grouped hits', response: {}, code: 'no-hits', message: 'Did not find any hits' },
    { name: 'null hits and grouped hits', response: { hits: null, grouped_hits: null }, code: 'no-hits', message: 'Did not find any hits' },
  ])('$name', ({ response, code, message }) => {
    expect(() => checkSearchResponse(response)).toThrow(SearchResultError);
    expect(() => checkSearchResponse(response)).toThrow(expect.objectContaining({ code, message, name: 'SearchResultError' }));
  });

  it.each([
    { name: 'hits are returned', response: { hits: [1, 2] }, expected: [1, 2] },
    { name: 'empty hits are no error', response: { hits: [] }, expected: [] },
    { name: 'grouped hits alone give no flat hits', response: { grouped_hits: [{}] }, expected: [] },
    { name: 'a null error is no error', response: { error: null, hits: [3] }, expected: [3] },
  ])('$name', ({ response, expected }) => {
    expect(checkSearchResponse(response)).toEqual(expected);
  });
});
