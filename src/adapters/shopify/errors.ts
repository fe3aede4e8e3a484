// Failures of the Storefront API, translated from whatever the client library or the network threw
// into one error type with a stable `code`. Callers branch on `code` (and `retryable`), never on
// library messages, so nothing from @shopify/storefront-api-client leaks past this adapter.

export type ShopifyErrorCode =
  /** The call did not finish within its deadline. */
  | 'UpstreamTimeout'
  /** Network failure, 5xx or throttling (429) that outlasted the retries. */
  | 'UpstreamUnavailable'
  /** Shopify refused the request (401/403 token, other 4xx): retrying cannot help. */
  | 'UpstreamRejected'
  /** The response was not the JSON or the shape this adapter asked for. */
  | 'UpstreamInvalidResponse'
  /** The body carried GraphQL `errors` (bad query, invalid id, throttled cost…). */
  | 'UpstreamQueryFailed';

const RETRYABLE: ReadonlySet<ShopifyErrorCode> = new Set(['UpstreamUnavailable', 'UpstreamTimeout']);

export class ShopifyError extends Error {
  override name = 'ShopifyError';
  readonly retryable: boolean;

  constructor(
    readonly code: ShopifyErrorCode,
    message: string,
    readonly details: { operation?: string; status?: number } = {},
  ) {
    super(message);
    this.retryable = RETRYABLE.has(code);
  }
}

export function isShopifyError(error: unknown): error is ShopifyError {
  return error instanceof ShopifyError;
}
