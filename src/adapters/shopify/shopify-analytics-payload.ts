// Shopify's analytics format (spec section 7): the shop's events written as the batch endpoint's
// schema'd events, and the reading of its answer. Only consented batches reach here (the domain's
// analyticsAllowed), so the visitor cookie is persistent.
import type { AnalyticsBatch, AnalyticsEvent, AnalyticsProduct, AnalyticsVisit, PageViewInput } from '../../domain/analytics';

export const ANALYTICS_SCHEMAS = {
  PAGE_VIEW: 'trekkie_storefront_page_view/1.4',
  ADD_TO_CART: 'custom_storefront_customer_tracking/1.2',
} as const;

export const ANALYTICS_API_VERSION = '2024-01';
export const SALES_CHANNELS = { hydrogen: '6167201', headless: '12875497473' } as const;
export const ANALYTICS_UNSUCCESSFUL = 'sendShopifyAnalytics request is unsuccessful';
export const ANALYTICS_RESPONSE_FAILED = 'Response failed';

export type SalesChannel = keyof typeof SALES_CHANNELS;

export interface ShopifyAnalyticsEvent {
  schema_id: string;
  payload: Record<string, unknown>;
  metadata: { event_created_at_ms: number };
}

export interface ShopifyAnalyticsBatch {
  events: ShopifyAnalyticsEvent[];
  metadata: { event_sent_at_ms: number };
}

function basePayload(visit: AnalyticsVisit, salesChannel: SalesChannel): Record<string, unknown> {
  return {
    shopId: visit.shopId,
    currency: visit.currency,
    contentLanguage: visit.language,
    uniqToken: visit.uniqueToken,
    visitToken: visit.visitToken,
    appClientId: SALES_CHANNELS[salesChannel],
    isPersistentCookie: true,
    isMerchantRequest: false,
  };
}

export function pageViewEvent(visit: AnalyticsVisit, page: PageViewInput, createdAtMs: number, salesChannel: SalesChannel = 'hydrogen'): ShopifyAnalyticsEvent {
  const payload = { ...basePayload(visit, salesChannel), url: page.url, path: page.path, search: page.search, referrer: page.referrer, title: page.title, pageType: page.pageType };
  if (page.resourceId) Object.assign(payload, { resourceId: page.resourceId });
  return { schema_id: ANALYTICS_SCHEMAS.PAGE_VIEW, payload, metadata: { event_created_at_ms: createdAtMs } };
}

export function addToCartEvent(visit: AnalyticsVisit, cartId: string, products: readonly AnalyticsProduct[], createdAtMs: number, salesChannel: SalesChannel = 'hydrogen'): ShopifyAnalyticsEvent {
  const totalValue = products.reduce((sum, p) => sum + Number(p.price) * p.quantity, 0);
  return {
    schema_id: ANALYTICS_SCHEMAS.ADD_TO_CART,
    payload: { ...basePayload(visit, salesChannel), event_name: 'product_added_to_cart', cartToken: cartId, products: products.map((p) => ({ ...p })), totalValue: Math.round(totalValue * 100) / 100 },
    metadata: { event_created_at_ms: createdAtMs },
  };
}

function shopifyEvent(visit: AnalyticsVisit, event: AnalyticsEvent, salesChannel: SalesChannel): ShopifyAnalyticsEvent {
  return event.name === 'ADD_TO_CART'
    ? addToCartEvent(visit, event.cartId, event.products, event.createdAtMs, salesChannel)
    : pageViewEvent(visit, event.page, event.createdAtMs, salesChannel);
}

/** The shop's batch as the batch endpoint's body. */
export function shopifyAnalyticsBatch(batch: AnalyticsBatch, salesChannel: SalesChannel = 'hydrogen'): ShopifyAnalyticsBatch {
  return { events: batch.events.map((event) => shopifyEvent(batch.visit, event, salesChannel)), metadata: { event_sent_at_ms: batch.sentAtMs } };
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
