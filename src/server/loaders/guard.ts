import { data, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import { requestServices } from '../ssr/request-services';

/**
 * Expected outcomes (404s, redirects) pass through; anything unexpected is logged once and
 * becomes a plain 500 so no internal message or stack reaches the page.
 */
export function guarded(loader: LoaderFunction): LoaderFunction {
  return async (args: LoaderFunctionArgs) => {
    try {
      return await loader(args);
    } catch (error) {
      if (error instanceof Response || isDataResult(error)) throw error;
      args.context.get(requestServices).log.error({ err: error, url: args.request.url }, 'loader failed');
      throw data('Internal Server Error', { status: 500, statusText: 'Internal Server Error' });
    }
  };
}

function isDataResult(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit';
}
