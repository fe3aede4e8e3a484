// Failures of a search response (spec section 8); never shown to shoppers.

export class SearchResultError extends Error {
  override name = 'SearchResultError';
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

export const NO_HITS_MESSAGE = 'Did not find any hits';

export interface RawSearchResponse<T> {
  error?: { code?: string | number; message?: string } | string | null;
  hits?: T[] | null;
  grouped_hits?: unknown[] | null;
}

/** An error field raises its code and message; neither hits nor grouped hits raises 'Did not find any hits'. */
export function checkSearchResponse<T>(response: RawSearchResponse<T>): T[] {
  const { error } = response;
  if (error) {
    if (typeof error === 'string') throw new SearchResultError('search-error', error);
    throw new SearchResultError(String(error.code ?? 'search-error'), error.message ?? 'Search failed');
  }
  if (!response.hits && !response.grouped_hits) throw new SearchResultError('no-hits', NO_HITS_MESSAGE);
  return response.hits ?? [];
}
