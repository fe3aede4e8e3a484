// The one door to the Storefront API. Wraps @shopify/storefront-api-client with the rules every
// production adapter follows (decisions.md): a deadline on every call, bounded retries for reads
// only, and typed errors instead of the library's messages. Responses are validated with the
// caller's zod schema, so callers receive parsed data or a ShopifyError, nothing in between.
import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import type { z } from 'zod';
import { createBreaker, type Breaker } from '../resilience/circuit-breaker';
import { ShopifyError } from './errors';
import { errorFromResponse, operationName } from './translate-errors';
import { withRetries } from '../resilience/retry';

export interface ShopifyClientConfig {
  /** 'my-shop.myshopify.com' or a custom domain; the library always speaks https to it. */
  storeDomain: string;
  publicToken: string;
  /** e.g. '2026-04' */
  apiVersion: string;
}

export interface ShopifyClientOptions {
  /** Replaces global fetch: tests route the https store URL to a local server. */
  fetch?: typeof fetch;
  /** Deadline for a whole call, retries included. */
  timeoutMs?: number;
  /** Extra attempts for reads after a network error, 5xx or throttling. */
  readRetries?: number;
  /** First back-off; doubles on each retry, with jitter (resilience/retry.ts). */
  retryDelayMs?: number;
  /** Library notices worth surfacing, such as an API version Shopify no longer supports. */
  warn?: (message: string) => void;
  /** Stops calling a Storefront API that keeps failing; one per store by default. */
  breaker?: Breaker;
}

export type Variables = Record<string, unknown>;

export interface ShopifyClient {
  /** Idempotent read: retried within the deadline. */
  query<T>(document: string, variables: Variables, schema: z.ZodType<T>): Promise<T>;
  /** Write: sent once, never retried (a retry could add a cart line twice). */
  mutate<T>(document: string, variables: Variables, schema: z.ZodType<T>): Promise<T>;
}

export const DEFAULT_TIMEOUT_MS = 2_000;
export const DEFAULT_READ_RETRIES = 2;
const DEFAULT_RETRY_DELAY_MS = 100;


/**
 * The library always speaks https. A store named by an `http://` origin (a local stand-in such as
 * `npm run sandbox`) is reached by sending the library's https requests for that host over http.
 */
export function plainHttpFetch(storeDomain: string, base: typeof fetch = fetch): typeof fetch | undefined {
  if (!storeDomain.startsWith('http://')) return undefined;
  const host = new URL(storeDomain).host;
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.protocol === 'https:' && url.host === host) url.protocol = 'http:';
    return base(url, init);
  };
}

export function createShopifyClient(config: ShopifyClientConfig, opts: ShopifyClientOptions = {}): ShopifyClient {
  const { timeoutMs = DEFAULT_TIMEOUT_MS, readRetries = DEFAULT_READ_RETRIES, retryDelayMs = DEFAULT_RETRY_DELAY_MS, warn } = opts;
  const customFetchApi = opts.fetch ?? plainHttpFetch(config.storeDomain);
  const client = createStorefrontApiClient({
    storeDomain: config.storeDomain,
    apiVersion: config.apiVersion,
    publicAccessToken: config.publicToken,
    retries: 0,
    ...(customFetchApi ? { customFetchApi } : {}),
    logger: (log) => {
      if (log.type === 'Unsupported_Api_Version') warn?.(`Storefront API version ${config.apiVersion} is not currently supported by Shopify`);
    },
  });

  async function once<T>(document: string, variables: Variables, schema: z.ZodType<T>, signal: AbortSignal): Promise<T> {
    const operation = operationName(document);
    const response = await client.request(document, { variables, signal });
    if (signal.aborted) throw new ShopifyError('UpstreamTimeout', `Storefront API ${operation} exceeded ${timeoutMs} ms`, { operation });
    if (response.errors) throw errorFromResponse(response.errors, operation);
    const parsed = schema.safeParse(response.data);
    if (!parsed.success) {
      throw new ShopifyError('UpstreamInvalidResponse', `Storefront API ${operation} answered an unexpected shape: ${parsed.error.message}`, { operation });
    }
    return parsed.data;
  }

  async function call<T>(document: string, variables: Variables, schema: z.ZodType<T>, retries: number): Promise<T> {
    const signal = AbortSignal.timeout(timeoutMs);
    return withRetries(() => once(document, variables, schema, signal), { retries, firstDelayMs: retryDelayMs, deadlineMs: timeoutMs }, (error) =>
      error instanceof ShopifyError && error.code === 'UpstreamUnavailable',
    );
  }

  const breaker = opts.breaker ?? shopifyBreaker(warn);
  return {
    query: (document, variables, schema) => breaker.run(() => call(document, variables, schema, readRetries)),
    mutate: (document, variables, schema) => breaker.run(() => call(document, variables, schema, 0)),
  };
}

/** Outages count (network, 5xx, throttling, timeouts, garbage answers); a refused token or a bad query does not. */
const UNHEALTHY: ReadonlySet<string> = new Set(['UpstreamUnavailable', 'UpstreamTimeout', 'UpstreamInvalidResponse']);

export function shopifyBreaker(warn?: (message: string) => void): Breaker {
  return createBreaker({
    name: 'shopify',
    isFailure: (error) => error instanceof ShopifyError && UNHEALTHY.has(error.code),
    whenOpen: () => new ShopifyError('UpstreamUnavailable', 'Storefront API is failing; calls paused by the circuit breaker'),
    onStateChange: (state) => warn?.(`Storefront API circuit ${state}`),
  });
}
