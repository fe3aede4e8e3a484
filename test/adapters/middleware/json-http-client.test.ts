import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createJsonHttpClient, upstreamBreaker, type JsonHttpClient } from '../../../src/adapters/http/json-http-client';
import { inventoryResponse } from '../../../src/adapters/middleware/middleware-schemas';
import { UpstreamError } from '../../../src/adapters/http/upstream-error';
import { startMiddleware } from './middleware-harness';

describe('the JSON client’s circuit breaker', () => {
  let harness: Awaited<ReturnType<typeof startMiddleware>>;
  let client: JsonHttpClient;
  let states: string[];
  const read = () => client.get('/inventory/ANY?site=product', inventoryResponse).catch((error: unknown) => error);

  beforeAll(async () => {
    harness = await startMiddleware();
  });
  afterAll(() => harness.close());
  beforeEach(() => {
    harness.middleware.reset();
    states = [];
    client = createJsonHttpClient({ service: 'middleware', baseUrl: harness.middleware.url, readRetries: 0, breaker: upstreamBreaker('middleware', (state) => states.push(state)) });
  });

  it('stops calling a middleware that keeps failing, answering UpstreamUnavailable at once', async () => {
    harness.middleware.fault({ kind: 'status', status: 503 });
    for (let n = 0; n < 5; n++) await read();
    const callsBefore = harness.middleware.requests.length;
    const error = await read();
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).code).toBe('UpstreamUnavailable');
    expect((error as UpstreamError).answered).toBe(false);
    expect(harness.middleware.requests.length).toBe(callsBefore);
    expect(states).toEqual(['open']);
  });

  it('does not count answers that say nothing about the middleware’s health (404, 4xx)', async () => {
    harness.middleware.fault({ kind: 'status', status: 404 });
    for (let n = 0; n < 8; n++) await read();
    expect(harness.middleware.requests).toHaveLength(8);
    expect(states).toEqual([]);
  });
});
