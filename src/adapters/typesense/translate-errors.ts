// Client-library failures become the domain's SearchResultError with a stable code; the message
// names the upstream status, never the key or the request body.
import { Errors } from 'typesense';
import { SearchResultError } from '../../domain/search-result';

export function translateTypesenseError(error: unknown): SearchResultError {
  if (error instanceof SearchResultError) return error;
  if (error instanceof Errors.ObjectNotFound) return new SearchResultError('collection-not-found', 'Search collection not found');
  if (error instanceof Errors.RequestUnauthorized) return new SearchResultError('unauthorized', 'Search service refused the API key');
  if (error instanceof Errors.RequestMalformed) return new SearchResultError('bad-request', `Search service refused the request: ${error.message}`);
  if (error instanceof Errors.TypesenseError) return new SearchResultError('search-unavailable', `Search service failed: ${error.message}`);
  const message = error instanceof Error ? error.message : String(error);
  return new SearchResultError('search-unavailable', `Search service unreachable: ${message}`);
}
