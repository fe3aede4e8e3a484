// What the browser reports, before it becomes the shop's analytics events.
import type { AnalyticsProduct } from '../../domain/analytics';

export interface PageViewReport {
  name: 'PAGE_VIEW';
  url: string;
  path: string;
  search: string;
  referrer: string;
  title: string;
  /** The response status of the page, when it was an error page (403, 404). */
  status?: number;
  createdAtMs: number;
}

export interface AddToCartReport {
  name: 'ADD_TO_CART';
  cartId: string;
  products: AnalyticsProduct[];
  createdAtMs: number;
}

export type AnalyticsReport = PageViewReport | AddToCartReport;

/** Who is browsing, as the analytics cookies and the page's locale tell it. */
export interface Visitor {
  uniqueToken: string;
  visitToken: string;
  currency: string;
  language: string;
  hasUserConsent: boolean;
  /** A bot, crawler or scraper by its user agent (decided at the edge): never measured. */
  isBot: boolean;
}
