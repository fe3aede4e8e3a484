import { generateCatalogue } from '../../../src/adapters/embedded/demo-data/generate-catalogue';
import type { DemoCatalogue } from '../../../src/adapters/embedded/demo-data/catalogue-types';
import { createJsonHttpClient, type JsonHttpClientOptions } from '../../../src/adapters/http/json-http-client';
import { MiddlewareMockServer } from '../../support/middleware-mock-server';

let catalogue: DemoCatalogue | undefined;

/** One small demo catalogue shared by the middleware tests. */
export const demoCatalogue = (): DemoCatalogue => (catalogue ??= generateCatalogue({ productCount: 400 }));

/** The middleware stand-in with a client pointed at it. */
export async function startMiddleware(options: Partial<JsonHttpClientOptions> = {}) {
  const middleware = await MiddlewareMockServer.start(demoCatalogue());
  const http = createJsonHttpClient({ service: 'middleware', baseUrl: middleware.url, timeoutMs: 1_000, retryDelayMs: 5, breaker: null, ...options });
  return { middleware, http, close: () => middleware.close() };
}
