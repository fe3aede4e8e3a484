import { inject, injectable } from 'tsyringe';
import { addToCartEvent, analyticsBatch, pageViewEvent, type AnalyticsContext, type AnalyticsEvent } from '../../domain/analytics';
import { pageResourceId, pageType } from '../../domain/page-type';
import type { AnalyticsReport, Visitor } from './analytics-input';
import type { Analytics } from '../ports';
import { TOKENS } from '../tokens';

export interface AnalyticsRecording {
  shopId: string;
  visitor: Visitor;
  reports: readonly AnalyticsReport[];
  sentAtMs: number;
}

/**
 * PAGE_VIEW and ADD_TO_CART reports become the commerce platform's events and go out as one
 * batch, only with the shopper's consent and never for bots and scrapers. Returns how many
 * events were sent.
 */
@injectable()
export class RecordAnalytics {
  constructor(@inject(TOKENS.Analytics) private readonly analytics: Analytics) {}

  async execute({ shopId, visitor, reports, sentAtMs }: AnalyticsRecording): Promise<number> {
    if (visitor.isBot) return 0;
    const context: AnalyticsContext = {
      shopId,
      currency: visitor.currency,
      acceptedLanguage: visitor.language,
      uniqueToken: visitor.uniqueToken,
      visitToken: visitor.visitToken,
      hasUserConsent: visitor.hasUserConsent,
    };
    const batch = analyticsBatch(reports.map((report) => toEvent(context, report)), sentAtMs, visitor.hasUserConsent);
    if (!batch) return 0;
    await this.analytics.send(batch);
    return batch.events.length;
  }
}

function toEvent(context: AnalyticsContext, report: AnalyticsReport): AnalyticsEvent {
  if (report.name === 'ADD_TO_CART') return addToCartEvent(context, report.cartId, report.products, report.createdAtMs);
  const { url, path, search, referrer, title, status, createdAtMs } = report;
  const type = pageType(path, status);
  const resource = pageResourceId(path, type);
  const resourceId = resource ? { resourceId: `${resource.resource}/${resource.id}` } : {};
  return pageViewEvent(context, { url, path, search, referrer, title, pageType: type, ...resourceId }, createdAtMs);
}
