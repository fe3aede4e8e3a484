// Analytics events (spec sections 3, 4, 7 and 9): payloads for the commerce platform's batch
// endpoint, consent gating, the GA4 page_view object and bot/scraper detection.
import type { PageType } from './page-type';

export type AnalyticsEventName = 'PAGE_VIEW' | 'ADD_TO_CART';

export const ANALYTICS_SCHEMAS: Record<AnalyticsEventName, string> = {
  PAGE_VIEW: 'trekkie_storefront_page_view/1.4',
  ADD_TO_CART: 'custom_storefront_customer_tracking/1.2',
};

export const ANALYTICS_API_VERSION = '2024-01';
export const SALES_CHANNELS = { hydrogen: '6167201', headless: '12875497473' } as const;
export const ANALYTICS_UNSUCCESSFUL = 'sendShopifyAnalytics request is unsuccessful';
export const ANALYTICS_RESPONSE_FAILED = 'Response failed';

/**
 * Analytics product (spec section 3). A product card knows less than the product page: no product
 * id, variant name or category, so what is not known is left out rather than invented.
 */
export interface AnalyticsProduct {
  variantGid: string;
  productGid?: string;
  name: string;
  variantName?: string;
  brand?: string;
  price: string;
  quantity: number;
  category?: string;
  sku?: string;
}

export interface AnalyticsContext {
  shopId: string;
  currency: string;
  /** e.g. 'EN'. */
  acceptedLanguage: string;
  uniqueToken: string;
  visitToken: string;
  hasUserConsent: boolean;
  salesChannel?: keyof typeof SALES_CHANNELS;
}

export interface PageViewInput {
  url: string;
  path: string;
  search: string;
  referrer: string;
  title: string;
  pageType: PageType;
  resourceId?: string;
}

export interface AnalyticsEvent {
  schema_id: string;
  payload: Record<string, unknown>;
  metadata: { event_created_at_ms: number };
}

export interface AnalyticsBatch {
  events: AnalyticsEvent[];
  metadata: { event_sent_at_ms: number };
}

function basePayload(ctx: AnalyticsContext): Record<string, unknown> {
  return {
    shopId: ctx.shopId,
    currency: ctx.currency,
    contentLanguage: ctx.acceptedLanguage,
    uniqToken: ctx.uniqueToken,
    visitToken: ctx.visitToken,
    appClientId: SALES_CHANNELS[ctx.salesChannel ?? 'hydrogen'],
    isPersistentCookie: ctx.hasUserConsent,
    isMerchantRequest: false,
  };
}

export function pageViewEvent(ctx: AnalyticsContext, page: PageViewInput, createdAtMs: number): AnalyticsEvent {
  const payload = { ...basePayload(ctx), url: page.url, path: page.path, search: page.search, referrer: page.referrer, title: page.title, pageType: page.pageType };
  if (page.resourceId) Object.assign(payload, { resourceId: page.resourceId });
  return { schema_id: ANALYTICS_SCHEMAS.PAGE_VIEW, payload, metadata: { event_created_at_ms: createdAtMs } };
}

export function addToCartEvent(ctx: AnalyticsContext, cartId: string, products: readonly AnalyticsProduct[], createdAtMs: number): AnalyticsEvent {
  const totalValue = products.reduce((sum, p) => sum + Number(p.price) * p.quantity, 0);
  return {
    schema_id: ANALYTICS_SCHEMAS.ADD_TO_CART,
    payload: { ...basePayload(ctx), event_name: 'product_added_to_cart', cartToken: cartId, products: products.map((p) => ({ ...p })), totalValue: Math.round(totalValue * 100) / 100 },
    metadata: { event_created_at_ms: createdAtMs },
  };
}

/** Events are sent only with the shopper's consent; null means nothing to send. */
export function analyticsBatch(events: readonly AnalyticsEvent[], sentAtMs: number, hasUserConsent: boolean): AnalyticsBatch | null {
  if (!hasUserConsent || events.length === 0) return null;
  return { events: [...events], metadata: { event_sent_at_ms: sentAtMs } };
}

/** Entries of the endpoint's answer whose status is not 200: they are logged. */
export function failedAnalyticsEntries(body: unknown): { status: number; message: string }[] {
  const result = (body as { result?: unknown } | null)?.result;
  if (!Array.isArray(result)) return [];
  return result
    .filter((e): e is { status: number; message?: unknown } => typeof (e as { status?: unknown } | null)?.status === 'number')
    .filter((e) => e.status !== 200)
    .map((e) => ({ status: e.status, message: typeof e.message === 'string' ? e.message : '' }));
}

export interface Ga4PageView {
  event: 'page_view';
  site_domain: string;
  page_location: string;
  page_path: string;
  page_title: string;
}

export function ga4PageView(siteDomain: string, location: string, path: string, title: string): Ga4PageView {
  return { event: 'page_view', site_domain: siteDomain, page_location: location, page_path: path, page_title: title };
}

const SEARCH_PATH = /^(?:\/[a-z]{2}-[a-z]{2})?\/search\/?$/i;
/** Paging ('Show more products') moves through the same results: not a new page view. */
const PAGING_PARAMS = new Set(['search[page]', 'maxPage']);

/**
 * What makes a new page view: the path, and on /search also its search state (a new term, a
 * refinement, a sort), so each search the shopper makes counts; paging does not.
 */
export function pageViewKey(path: string, search: string): string {
  if (!SEARCH_PATH.test(path)) return path;
  const params = [...new URLSearchParams(search)].filter(([key]) => !PAGING_PARAMS.has(key)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return params.length === 0 ? path : `${path}?${new URLSearchParams(params)}`;
}

/** A page view goes to the data layer once per route change, with consent, never for bots and scrapers. */
export function shouldTrackPageView(input: { hasUserConsent: boolean; isBot: boolean; path: string; previousPath: string | null }): boolean {
  return input.hasUserConsent && !input.isBot && input.path !== input.previousPath;
}
