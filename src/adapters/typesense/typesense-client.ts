// Typesense clients with the spec's connection settings (section 9): 1 s connection timeout and
// 8 retries. Multi-node clusters fail over between nodes. The spec's 2-minute result cache lives in
// TypesenseProductSearch, not here: the client's own cache keeps a failed request's promise for the
// whole two minutes, so one outage would leave a listing empty long after the cluster recovered.
import { Client, SearchClient } from 'typesense';
import { SEARCH_CONNECTION_TIMEOUT_MS, SEARCH_RETRIES } from '../../domain/timing';

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
  cacheSearchResultsForSeconds: 0,
} as const;

const options = (settings: TypesenseSettings) => ({
  nodes: settings.nodes.map((node) => ({ ...node })),
  apiKey: settings.apiKey,
  logLevel: 'silent' as const,
});

/** Search-only client for the storefront (search-only key). */
export function createTypesenseSearchClient(settings: TypesenseSettings): SearchClient {
  return new SearchClient({ ...options(settings), ...TYPESENSE_CONNECTION });
}

/** Admin client for `npm run search:sync`: longer timeout for bulk imports, nothing cached. */
export function createTypesenseAdminClient(settings: TypesenseSettings): Client {
  return new Client({ ...options(settings), connectionTimeoutSeconds: 60, numRetries: 3, retryIntervalSeconds: 1 });
}
