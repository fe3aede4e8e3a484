// The catch-all route: every unknown path is a 404 that shows a few products of the not-found
// collection the editors configured (spec section 2). The products are an extra: when they cannot
// load, the 404 screen renders without them.
import { data, type LoaderFunctionArgs } from 'react-router';
import { NOT_FOUND_PRODUCT_COUNT, type NotFoundView } from '../../ui/not-found-view';
import type { RouteLoaders } from '../../ui/routes';
import { toProductCardView } from '../views/product-card-view';
import { requestServices, type RequestServices } from '../ssr/request-services';

async function notFoundProducts(request: RequestServices): Promise<NotFoundView['notFoundProducts']> {
  try {
    const { layout } = await request.useCases.loadShell.execute({ locale: request.locale, preview: request.preview });
    if (!layout.notFoundCollection) return [];
    const cards = await request.useCases.loadListingProducts.execute({ filter: null, collection: layout.notFoundCollection, locale: request.locale, limit: NOT_FOUND_PRODUCT_COUNT });
    return cards.map((card) => toProductCardView(card, request.locale, request.now));
  } catch (error) {
    request.log.warn({ err: error }, 'not-found collection unavailable');
    return [];
  }
}

async function notFoundLoader(args: LoaderFunctionArgs): Promise<never> {
  const view: NotFoundView = { notFoundProducts: await notFoundProducts(args.context.get(requestServices)) };
  throw data(view, { status: 404, statusText: 'Not Found' });
}

export function notFoundLoaders(): Pick<RouteLoaders, 'not-found'> {
  return { 'not-found': notFoundLoader };
}
