// Production analytics: Shopify's batch endpoint (on the shop's own domain when one is set, at
// its well-known path) receives each batch as JSON in a text/plain body. A non-ok answer or no
// answer in time is logged as 'sendShopifyAnalytics request is unsuccessful'; each entry of the
// answer whose status is not 200 is logged. Analytics never fails a shopper's request.
import type { Analytics, EventLog } from '../../application/ports';
import { ANALYTICS_RESPONSE_FAILED, ANALYTICS_UNSUCCESSFUL, failedAnalyticsEntries, type AnalyticsBatch } from '../../domain/analytics';

export const SHOPIFY_BATCH_ENDPOINT = 'https://monorail-edge.shopifysvc.com/unstable/produce_batch';
const WELL_KNOWN_PATH = '/.well-known/shopify/monorail/unstable/produce_batch';

/** The shop domain's well-known path when a domain is set (a bare host means https), else the platform's endpoint. */
export function shopifyAnalyticsEndpoint(storeDomain?: string): string {
  if (!storeDomain) return SHOPIFY_BATCH_ENDPOINT;
  const origin = /^https?:\/\//.test(storeDomain) ? storeDomain.replace(/\/+$/, '') : `https://${storeDomain}`;
  return `${origin}${WELL_KNOWN_PATH}`;
}

export interface ShopifyAnalyticsSettings {
  endpoint: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export class ShopifyAnalytics implements Analytics {
  constructor(
    private readonly settings: ShopifyAnalyticsSettings,
    private readonly log: EventLog,
  ) {}

  async send(batch: AnalyticsBatch): Promise<void> {
    try {
      const response = await (this.settings.fetch ?? fetch)(this.settings.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify(batch),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 2_000),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${ANALYTICS_RESPONSE_FAILED}: HTTP ${response.status}`);
      for (const entry of failedAnalyticsEntries(parseOrNull(text))) {
        this.log.warn({ status: entry.status, detail: entry.message }, ANALYTICS_UNSUCCESSFUL);
      }
    } catch (error) {
      this.log.warn({ err: { message: (error as Error).message }, events: batch.events.length }, ANALYTICS_UNSUCCESSFUL);
    }
  }
}

function parseOrNull(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
