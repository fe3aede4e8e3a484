// Analytics with no platform configured: each consented event is written to the structured log,
// as the commerce platform's batch endpoint would receive it.
import type { Analytics, EventLog } from '../../application/ports';
import type { AnalyticsBatch } from '../../domain/analytics';
import { shopifyAnalyticsBatch } from '../shopify/shopify-analytics-payload';

export class EventLogAnalytics implements Analytics {
  constructor(private readonly log: EventLog) {}

  async send(batch: AnalyticsBatch): Promise<void> {
    for (const event of shopifyAnalyticsBatch(batch).events) {
      this.log.info({ schemaId: event.schema_id, payload: event.payload, createdAtMs: event.metadata.event_created_at_ms }, 'analytics event');
    }
  }
}
