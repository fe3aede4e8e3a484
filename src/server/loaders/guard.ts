import { data, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import { requestServices } from '../ssr/request-services';

/** What a page says when an upstream it needs (the commerce platform, the content service) is down. */
export const SHOP_UNAVAILABLE = 'The shop is unavailable right now. Please try again in a few minutes.';

/**
 * An upstream outage rather than a fault of ours: the adapters' errors mark a call worth trying
 * again later (unreachable, timed out, throttled, 5xx, circuit open) as `retryable`.
 */
function isUpstreamOutage(error: unknown): boolean {
  return error instanceof Error && (error as { retryable?: unknown }).retryable === true;
}

/**
 * Expected outcomes (404s, redirects) pass through. An upstream outage is a 503 that says the shop
 * is unavailable (issue 30, observation 7: each outage described as it is, never a bare 500);
 * anything else unexpected is logged once and becomes a plain 500 so no internal message or
 * stack reaches the page.
 */
export function guarded(loader: LoaderFunction): LoaderFunction {
  return async (args: LoaderFunctionArgs) => {
    try {
      return await loader(args);
    } catch (error) {
      if (error instanceof Response || isDataResult(error)) throw error;
      if (isUpstreamOutage(error)) {
        args.context.get(requestServices).log.warn({ err: error, url: args.request.url }, 'loader failed: upstream unavailable');
        throw data(SHOP_UNAVAILABLE, { status: 503, statusText: 'Service Unavailable' });
      }
      args.context.get(requestServices).log.error({ err: error, url: args.request.url }, 'loader failed');
      throw data('Internal Server Error', { status: 500, statusText: 'Internal Server Error' });
    }
  };
}

function isDataResult(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit';
}
