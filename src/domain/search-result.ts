// Failures of a search response (spec section 8); never shown to shoppers. The search service's own
// answer (its error field, hits and grouped hits) is checked by its adapter (adapters/typesense).

export class SearchResultError extends Error {
  override name = 'SearchResultError';
  constructor(readonly code: string, message: string) {
    super(message);
  }
}
