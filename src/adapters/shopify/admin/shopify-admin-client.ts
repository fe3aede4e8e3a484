// The one door to Shopify's Admin GraphQL API (server only: the Admin API token never reaches a
// page or a log line). A deadline on every call, one retry of a read after a network error, 5xx or
// throttling, zod-parsed answers; anything else is a ShopifyError.
import { z } from 'zod';
import { withRetries } from '../../resilience/retry';
import { ShopifyError } from '../errors';

export interface ShopifyAdminConfig {
  /** 'my-shop.myshopify.com', or an http(s) origin (a local stand-in). */
  storeDomain: string;
  adminToken: string;
  apiVersion: string;
}

export interface ShopifyAdminClient {
  query<T>(document: string, variables: Record<string, unknown>, schema: z.ZodType<T>): Promise<T>;
  mutate<T>(document: string, variables: Record<string, unknown>, schema: z.ZodType<T>): Promise<T>;
}

export const ADMIN_TIMEOUT_MS = 2_500;

const envelope = z.object({ data: z.unknown().optional(), errors: z.array(z.object({ message: z.string() })).optional() });

export function adminEndpoint({ storeDomain, apiVersion }: Pick<ShopifyAdminConfig, 'storeDomain' | 'apiVersion'>): string {
  const origin = /^https?:\/\//.test(storeDomain) ? storeDomain.replace(/\/+$/, '') : `https://${storeDomain}`;
  return `${origin}/admin/api/${apiVersion}/graphql.json`;
}

export function createShopifyAdminClient(config: ShopifyAdminConfig, options: { fetch?: typeof fetch; timeoutMs?: number } = {}): ShopifyAdminClient {
  const endpoint = adminEndpoint(config);
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? ADMIN_TIMEOUT_MS;

  async function once<T>(document: string, variables: Record<string, unknown>, schema: z.ZodType<T>, signal: AbortSignal): Promise<T> {
    let response: Response;
    let text: string;
    try {
      response = await doFetch(endpoint, {
        method: 'POST',
        signal,
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-shopify-access-token': config.adminToken },
        body: JSON.stringify({ query: document, variables }),
      });
      text = await response.text();
    } catch (error) {
      if (signal.aborted) throw new ShopifyError('UpstreamTimeout', `Admin API exceeded ${timeoutMs} ms`);
      throw new ShopifyError('UpstreamUnavailable', `Admin API could not be reached: ${(error as Error).message}`);
    }
    if (response.status === 429 || response.status >= 500) throw new ShopifyError('UpstreamUnavailable', `Admin API answered HTTP ${response.status}`, { status: response.status });
    if (response.status !== 200) throw new ShopifyError('UpstreamRejected', `Admin API answered HTTP ${response.status}`, { status: response.status });
    let body: z.infer<typeof envelope>;
    try {
      body = envelope.parse(JSON.parse(text));
    } catch {
      throw new ShopifyError('UpstreamInvalidResponse', 'Admin API answered a body that is not its JSON envelope');
    }
    if (body.errors?.length) throw new ShopifyError('UpstreamQueryFailed', `Admin API: ${body.errors[0]!.message}`);
    const parsed = schema.safeParse(body.data);
    if (!parsed.success) throw new ShopifyError('UpstreamInvalidResponse', `Admin API answered an unexpected shape: ${parsed.error.issues[0]?.message ?? ''}`);
    return parsed.data;
  }

  async function call<T>(document: string, variables: Record<string, unknown>, schema: z.ZodType<T>, retries: number): Promise<T> {
    const signal = AbortSignal.timeout(timeoutMs);
    return withRetries(() => once(document, variables, schema, signal), { retries, firstDelayMs: 100, deadlineMs: timeoutMs }, (error) =>
      error instanceof ShopifyError && error.code === 'UpstreamUnavailable' && !signal.aborted,
    );
  }

  return {
    query: (document, variables, schema) => call(document, variables, schema, 1),
    mutate: (document, variables, schema) => call(document, variables, schema, 0),
  };
}
