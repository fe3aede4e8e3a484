import { inject, injectable } from 'tsyringe';
import { analyticsBatch, type AnalyticsEvent, type AnalyticsVisit } from '../../domain/analytics';
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
 * PAGE_VIEW and ADD_TO_CART reports become the shop's events and go out as one batch, only with
 * the shopper's consent and never for bots and scrapers (the domain's analyticsAllowed). Returns
 * how many events were sent.
 */
@injectable()
export class RecordAnalytics {
  constructor(@inject(TOKENS.Analytics) private readonly analytics: Analytics) {}

  async execute({ shopId, visitor, reports, sentAtMs }: AnalyticsRecording): Promise<number> {
    const visit: AnalyticsVisit = { shopId, currency: visitor.currency, language: visitor.language, uniqueToken: visitor.uniqueToken, visitToken: visitor.visitToken };
    const batch = analyticsBatch(visit, reports.map(toEvent), sentAtMs, visitor);
    if (!batch) return 0;
    await this.analytics.send(batch);
    return batch.events.length;
  }
}

function toEvent(report: AnalyticsReport): AnalyticsEvent {
  if (report.name === 'ADD_TO_CART') return { name: 'ADD_TO_CART', cartId: report.cartId, products: report.products, createdAtMs: report.createdAtMs };
  const { url, path, search, referrer, title, status, createdAtMs } = report;
  const type = pageType(path, status);
  const resource = pageResourceId(path, type);
  const resourceId = resource ? { resourceId: `${resource.resource}/${resource.id}` } : {};
  return { name: 'PAGE_VIEW', page: { url, path, search, referrer, title, pageType: type, ...resourceId }, createdAtMs };
}
