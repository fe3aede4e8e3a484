// The compare page (issue 19): /compare?products=h1,h2,… rendered from its query alone, so the page
// is shareable and cacheable like any other; the browser's own list lives in the `compare` cookie
// (src/server/http/compare-routes.ts sends a bare /compare to the list it names).
import { data, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { MAX_COMPARED, parseHandleList, PRODUCT_HANDLE } from '../../domain/compare/compare-list';
import type { ComparePageData } from '../../ui/compare/view-models';
import type { RouteLoaders } from '../../ui/routes';
import { requestServices } from '../ssr/request-services';
import { toCompareView } from '../views/compare-view';
import { guarded } from './guard';

/** Room for four long handles and then some; anything longer is not a list this shop wrote. */
const MAX_PRODUCTS_PARAM = 1100;

export const TOO_MANY_NOTE = `Compare shows up to ${MAX_COMPARED} products: the others in the link were left out.`;

const compareQuery = z.object({
  products: z.string().max(MAX_PRODUCTS_PARAM).nullable(),
  differences: z.literal('only').nullable().catch(null),
  add: z.string().regex(PRODUCT_HANDLE).nullable().catch(null),
});

async function compareLoader(args: LoaderFunctionArgs): Promise<ComparePageData> {
  const services = args.context.get(requestServices);
  const search = new URL(args.request.url).searchParams;
  const query = compareQuery.safeParse({ products: search.get('products'), differences: search.get('differences'), add: search.get('add') });
  if (!query.success) throw data(`products has at most ${MAX_PRODUCTS_PARAM} characters`, { status: 400, statusText: 'Bad Request' });
  const named = parseHandleList(query.data.products, Number.MAX_SAFE_INTEGER);
  const handles = named.slice(0, MAX_COMPARED);
  const add = query.data.add && handles.length === MAX_COMPARED && !handles.includes(query.data.add) ? query.data.add : null;
  const { locale, now, origin } = services;
  const [comparison, joining] = await Promise.all([
    services.useCases.compareProducts.execute({ handles, locale, now }),
    add ? services.useCases.loadProductPage.execute({ handle: add, locale, now, openBoxMode: false, selection: new Map() }) : null,
  ]);
  return toCompareView(comparison, { locale, origin }, {
    differencesOnly: query.data.differences === 'only',
    notes: named.length > MAX_COMPARED ? [TOO_MANY_NOTE] : [],
    replacing: joining && comparison.products.length === MAX_COMPARED ? { handle: joining.product.handle, title: joining.product.title } : null,
  });
}

export function compareLoaders(): Pick<RouteLoaders, 'compare'> {
  return { compare: guarded(compareLoader) };
}
