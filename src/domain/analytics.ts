// Analytics events (spec sections 3, 4, 7 and 9): the shop's events and batches, the consent check
// every sender goes through, the GA4 page_view object and bot/scraper detection. The commerce
// platform's payload is written by its adapter (adapters/shopify/shopify-analytics-payload.ts).
import type { PageType } from './page-type';

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

/** Who is browsing: the shop, the page's market and the visitor and visit tokens of the analytics cookies. */
export interface AnalyticsVisit {
  shopId: string;
  currency: string;
  /** e.g. 'EN'. */
  language: string;
  uniqueToken: string;
  visitToken: string;
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

/** What the shop records: a page seen, or products added to a cart (spec sections 4 and 7). */
export type AnalyticsEvent =
  | { name: 'PAGE_VIEW'; page: PageViewInput; createdAtMs: number }
  | { name: 'ADD_TO_CART'; cartId: string; products: AnalyticsProduct[]; createdAtMs: number };

/** The events one visit sends at once; the analytics adapter writes them in its platform's format. */
export interface AnalyticsBatch {
  visit: AnalyticsVisit;
  events: AnalyticsEvent[];
  sentAtMs: number;
}

/** Whether a shopper's browsing may be recorded: the one consent check every sender goes through. */
export interface AnalyticsPermission {
  hasUserConsent: boolean;
  /** Decided where the request is read (isbot's maintained list: ui/analytics/bot-user-agent.ts). */
  isBot: boolean;
}

/** Analytics only with the shopper's consent, never for bots and scrapers. */
export function analyticsAllowed({ hasUserConsent, isBot }: AnalyticsPermission): boolean {
  return hasUserConsent && !isBot;
}

/** The batch to send, only when analytics is allowed; null means nothing to send. */
export function analyticsBatch(visit: AnalyticsVisit, events: readonly AnalyticsEvent[], sentAtMs: number, permission: AnalyticsPermission): AnalyticsBatch | null {
  if (!analyticsAllowed(permission) || events.length === 0) return null;
  return { visit, events: [...events], sentAtMs };
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
export function shouldTrackPageView(input: AnalyticsPermission & { path: string; previousPath: string | null }): boolean {
  return analyticsAllowed(input) && input.path !== input.previousPath;
}
