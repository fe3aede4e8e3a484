// Maps the client library's error report (HTTP status, GraphQL errors, parse failures) to a
// ShopifyError code. Kept apart from the client so the mapping reads as one table.
import type { ClientResponse } from '@shopify/storefront-api-client';
import { isOutageStatus } from '../resilience/circuit-breaker';
import { ShopifyError } from './errors';

type ResponseErrors = NonNullable<ClientResponse['errors']>;

export function operationName(document: string): string {
  return /\b(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? 'anonymous operation';
}

const isThrottled = (errors: ResponseErrors) => errors.graphQLErrors?.some((e) => e.extensions?.code === 'THROTTLED') ?? false;

export function errorFromResponse(errors: ResponseErrors, operation: string): ShopifyError {
  const status = errors.networkStatusCode;
  const details = status === undefined ? { operation } : { operation, status };
  const prefix = `Storefront API ${operation}`;
  if (errors.graphQLErrors?.length) {
    const messages = errors.graphQLErrors.map((e) => e.message).join('; ');
    const code = isThrottled(errors) ? 'UpstreamUnavailable' : 'UpstreamQueryFailed';
    return new ShopifyError(code, `${prefix} returned GraphQL errors: ${messages}`, details);
  }
  if (status === undefined) return new ShopifyError('UpstreamUnavailable', `${prefix} could not be reached`, details);
  if (isOutageStatus(status)) return new ShopifyError('UpstreamUnavailable', `${prefix} answered HTTP ${status}`, details);
  if (status >= 400) return new ShopifyError('UpstreamRejected', `${prefix} refused the request with HTTP ${status}`, details);
  return new ShopifyError('UpstreamInvalidResponse', `${prefix} answered a body that is not a GraphQL response`, details);
}
