// Analytics with no platform configured: each consented event is written to the structured log.
import type { Analytics, EventLog } from '../../application/ports';
import type { AnalyticsBatch } from '../../domain/analytics';

export class EventLogAnalytics implements Analytics {
  constructor(private readonly log: EventLog) {}

  async send(batch: AnalyticsBatch): Promise<void> {
    for (const event of batch.events) {
      this.log.info({ schemaId: event.schema_id, payload: event.payload, createdAtMs: event.metadata.event_created_at_ms }, 'analytics event');
    }
  }
}
