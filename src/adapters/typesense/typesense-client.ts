// Typesense clients with the spec's connection settings (section 9): 1 s connection timeout,
// 8 retries, search results cached for 2 minutes. Multi-node clusters fail over between nodes.
import { Client, SearchClient } from 'typesense';
import { SEARCH_CACHE_MS, SEARCH_CONNECTION_TIMEOUT_MS, SEARCH_RETRIES } from '../../domain/timing';

export interface TypesenseNode {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface TypesenseSettings {
  nodes: readonly TypesenseNode[];
  apiKey: string;
  collection: string;
}

export const TYPESENSE_CONNECTION = {
  connectionTimeoutSeconds: SEARCH_CONNECTION_TIMEOUT_MS / 1000,
  numRetries: SEARCH_RETRIES,
  retryIntervalSeconds: 0.1,
  cacheSearchResultsForSeconds: SEARCH_CACHE_MS / 1000,
} as const;

const options = (settings: TypesenseSettings) => ({
  nodes: settings.nodes.map((node) => ({ ...node })),
  apiKey: settings.apiKey,
  logLevel: 'silent' as const,
});

/** Search-only client for the storefront (search-only key, cached results). */
export function createTypesenseSearchClient(settings: TypesenseSettings): SearchClient {
  return new SearchClient({ ...options(settings), ...TYPESENSE_CONNECTION });
}

/** Admin client for `npm run search:sync`: longer timeout for bulk imports, nothing cached. */
export function createTypesenseAdminClient(settings: TypesenseSettings): Client {
  return new Client({ ...options(settings), connectionTimeoutSeconds: 60, numRetries: 3, retryIntervalSeconds: 1 });
}
