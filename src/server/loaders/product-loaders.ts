// The product page loader: the product is critical (awaited; an unknown handle is a real 404),
// stock, open-box units, the rental offer and related products are deferred promises that stream
// in after the shell and settle to their fallbacks rather than fail.
import { rentalOffered } from '../../domain/payment-options';
import { data, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { warehouseOffers } from '../../application/product/price-open-box-units';
import { isOpenBoxMode } from '../../domain/product-page';
import type { ProductPageData } from '../../ui/product/view-models';
import type { RouteLoaders } from '../../ui/routes';
import { requestServices } from '../ssr/request-services';
import { ESTIMATE_LOCALE, shippingEstimateAnswer } from '../views/shipping-estimate-view';
import { shippingCountryOf } from '../../domain/shipping-destination';
import { guarded } from './guard';
import { logSeoWarnings } from './seo-warnings';
import { productUrl, toOpenBoxUnits, toProductView, toRelatedCards, toRentalView, toStockView } from '../views/product-view';

const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/i;

/** One query parameter that may name an option value; longer names or values cannot be one. */
const optionParam = z.tuple([z.string().trim().min(1).max(64), z.string().trim().min(1).max(128)]);
const MAX_OPTIONS = 8;

/**
 * The option values a product URL names ('?Colour=Sunburst&Orientation=Left+Handed'), as a Map:
 * the first of a repeated name wins, and anything that cannot be an option is dropped here (the
 * domain then ignores names and values the product does not have).
 */
export function optionSelection(search: URLSearchParams): Map<string, string> {
  const selection = new Map<string, string>();
  for (const entry of search) {
    const parsed = optionParam.safeParse(entry);
    if (!parsed.success || selection.has(parsed.data[0])) continue;
    selection.set(parsed.data[0], parsed.data[1]);
    if (selection.size === MAX_OPTIONS) break;
  }
  return selection;
}

const notFound = () => data('Not Found', { status: 404, statusText: 'Not Found' });

/**
 * The estimator's form without JavaScript asks the page itself: ?postcode=…&openBoxUnit=… (a GET
 * form). Any postcode string up to 64 characters is taken so a wrong one gets the spec's message;
 * the unit is a unit number or nothing. Anything else is no estimate.
 */
const estimateQuery = z.object({
  postcode: z.string().max(64),
  openBoxUnit: z.string().trim().regex(/^[A-Za-z0-9-]{1,32}$/).nullable().catch(null),
});

function requestedEstimate(search: URLSearchParams): { postcode: string; openBoxUnit: string | null } | null {
  if (!search.has('postcode')) return null;
  const parsed = estimateQuery.safeParse({ postcode: search.get('postcode'), openBoxUnit: search.get('openBoxUnit') || null });
  return parsed.success ? { postcode: parsed.data.postcode, openBoxUnit: parsed.data.openBoxUnit } : null;
}

async function productLoader(args: LoaderFunctionArgs): Promise<ProductPageData> {
  const services = args.context.get(requestServices);
  const { useCases, locale } = services;
  const handle = args.params.handle ?? '';
  if (!HANDLE.test(handle)) throw notFound();
  const search = new URL(args.request.url).searchParams;
  const openBoxMode = isOpenBoxMode(search);
  const page = await useCases.loadProductPage.execute({ handle, locale, openBoxMode, selection: optionSelection(search), now: services.now });
  if (!page) throw notFound();
  const { origin } = services;
  const { product } = page;
  const displayed = page.variant;
  const sku = displayed?.sku || product.productId;
  const rentalUrl = productUrl(origin, product.handle) + (openBoxMode ? '?obx=1' : '');
  const view = toProductView(page, { locale, origin }, search);
  logSeoWarnings(args, { title: view.seo.title, description: view.seo.description, url: view.seo.canonical }, 'product');
  const asked = view.shipping.showCalculator ? requestedEstimate(search) : null;
  return {
    product: view,
    stock: useCases.loadProductStock.execute({ sku, productHandle: product.handle, metafieldStatus: product.metafields.product_stock_status ?? null, ...(displayed ? { availableForSale: displayed.availableForSale } : {}), pickup: { preferredStore: services.preferredStore ?? null, now: services.now } }).then((stock) => toStockView(stock, services.locale)),
    openBox: useCases.loadOpenBoxItems
      .execute(product.productId)
      .then((units) => useCases.priceOpenBoxUnits?.execute({ units, variants: product.variants, locale }) ?? warehouseOffers(units))
      .then((offers) => toOpenBoxUnits(offers, locale, page.paymentFlags, page.heavy)),
    rental: page.payment && rentalOffered(locale) ? useCases.loadRentalOffer.execute(rentalUrl).then((rate) => toRentalView(rate, locale)) : Promise.resolve(null),
    related: useCases.loadRelatedProducts.execute(product.id, locale).then((cards) => toRelatedCards(cards, locale, services.now)),
    shippingEstimate: asked
      ? useCases.estimateProductShipping
          .execute({ handle: product.handle, quantity: 1, postcode: asked.postcode, country: shippingCountryOf(locale), ...(page.variant?.sku ? { sku: page.variant.sku } : {}), ...(asked.openBoxUnit ? { openBoxUnit: asked.openBoxUnit } : {}), locale: ESTIMATE_LOCALE })
          .then((outcome) => ({ ...asked, estimate: shippingEstimateAnswer(outcome, locale).body }))
      : null,
  };
}

export function productLoaders(): Pick<RouteLoaders, 'product'> {
  return { product: guarded(productLoader) };
}
