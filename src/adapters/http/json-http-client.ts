// One small door to a JSON-over-HTTP service (the middleware, the rental service): a deadline on
// every call, bounded retries for reads only, zod-parsed answers and UpstreamError for the rest.
import type { z } from 'zod';
import { createBreaker, isOutageStatus, type Breaker } from '../resilience/circuit-breaker';
import { UpstreamError } from './upstream-error';
import { withRetries } from '../resilience/retry';

export interface JsonHttpClientOptions {
  /** Service name for messages and logs, e.g. 'middleware'. */
  service: string;
  /** Base URL without a trailing slash. */
  baseUrl: string;
  /** Deadline for a whole call, retries included. */
  timeoutMs?: number;
  /** Extra attempts for GETs after a network error, 5xx or 429. */
  readRetries?: number;
  retryDelayMs?: number;
  fetch?: typeof fetch;
  /** Pauses calls to a failing service (default: one breaker per client); null turns it off. */
  breaker?: Breaker | null;
  onBreakerChange?: (state: string) => void;
}

export interface JsonHttpClient {
  get<T>(path: string, schema: z.ZodType<T>): Promise<T>;
  /** Sent once: a POST is never retried. */
  post<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T>;
}

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 1_500;

/** A SKU or product id that is safe as one path segment; anything else is not asked about at all. */
export const PATH_ID = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,64}$/;


export function createJsonHttpClient(options: JsonHttpClientOptions): JsonHttpClient {
  const { service, baseUrl, timeoutMs = DEFAULT_UPSTREAM_TIMEOUT_MS, readRetries = 1, retryDelayMs = 50 } = options;
  const doFetch = options.fetch ?? fetch;
  const fail = (code: UpstreamError['code'], message: string, status?: number) =>
    new UpstreamError(code, `${service} ${message}`, status === undefined ? { service } : { service, status });

  async function once<T>(path: string, init: RequestInit, schema: z.ZodType<T>, signal: AbortSignal): Promise<T> {
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${baseUrl}${path}`, { ...init, signal, headers: { accept: 'application/json', ...init.headers } });
      text = await response.text();
    } catch (error) {
      if (signal.aborted) throw fail('UpstreamTimeout', `${path} exceeded ${timeoutMs} ms`);
      throw fail('UpstreamUnavailable', `${path} could not be reached: ${(error as Error).message}`);
    }
    const { status } = response;
    if (status === 404) throw fail('UpstreamNotFound', `${path} answered HTTP 404`, status);
    if (isOutageStatus(status)) throw fail('UpstreamUnavailable', `${path} answered HTTP ${status}`, status);
    if (status >= 400 || status < 200 || status >= 300) throw fail('UpstreamRejected', `${path} answered HTTP ${status}`, status);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw fail('UpstreamInvalidResponse', `${path} answered a body that is not JSON`, status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw fail('UpstreamInvalidResponse', `${path} answered an unexpected shape: ${parsed.error.issues[0]?.message ?? ''}`, status);
    return parsed.data;
  }

  async function call<T>(path: string, init: RequestInit, schema: z.ZodType<T>, retries: number): Promise<T> {
    const signal = AbortSignal.timeout(timeoutMs);
    return withRetries(() => once(path, init, schema, signal), { retries, firstDelayMs: retryDelayMs, deadlineMs: timeoutMs }, (error) =>
      error instanceof UpstreamError && error.code === 'UpstreamUnavailable' && !signal.aborted,
    );
  }

  const breaker = options.breaker === undefined ? upstreamBreaker(service, options.onBreakerChange) : options.breaker;
  const guarded = <T>(work: () => Promise<T>) => (breaker ? breaker.run(work) : work());

  return {
    get: (path, schema) => guarded(() => call(path, { method: 'GET' }, schema, readRetries)),
    post: (path, body, schema) =>
      guarded(() => call(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }, schema, 0)),
  };
}

/** Counts only failures that say the service is unwell: no answer, 5xx/429, or garbage. */
const UNHEALTHY = new Set<UpstreamError['code']>(['UpstreamTimeout', 'UpstreamUnavailable', 'UpstreamInvalidResponse']);

export function upstreamBreaker(service: string, onChange?: (state: string) => void): Breaker {
  return createBreaker({
    name: service,
    isFailure: (error) => error instanceof UpstreamError && UNHEALTHY.has(error.code),
    whenOpen: () => new UpstreamError('UpstreamUnavailable', `${service} is failing; calls paused by the circuit breaker`, { service, paused: true }),
    ...(onChange ? { onStateChange: (state: string) => onChange(state) } : {}),
  });
}
