// Production analytics: Shopify's batch endpoint (on the shop's own domain when one is set, at
// its well-known path) receives each batch as JSON in a text/plain body. A non-ok answer or no
// answer in time is logged as 'sendShopifyAnalytics request is unsuccessful'; each entry of the
// answer whose status is not 200 is logged. Analytics never fails a shopper's request.
// A circuit breaker stops posting to an endpoint that keeps failing (no answer, 5xx, 429): batches
// are then dropped at once, and logged, until one trial call finds it back.
import type { Analytics, EventLog } from '../../application/ports';
import type { AnalyticsBatch } from '../../domain/analytics';
import { ANALYTICS_RESPONSE_FAILED, ANALYTICS_UNSUCCESSFUL, failedAnalyticsEntries, shopifyAnalyticsBatch } from './shopify-analytics-payload';
import { createBreaker, isOutageStatus, type Breaker } from '../resilience/circuit-breaker';

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
  /** Stops posting to an endpoint that keeps failing; one per adapter by default. */
  breaker?: Breaker;
}

/** A failure that says the endpoint is unwell; a 4xx (a batch it refused) does not count. */
class EndpointDown extends Error {}

export function analyticsBreaker(log?: EventLog): Breaker {
  return createBreaker({
    name: 'shopify-analytics',
    isFailure: (error) => error instanceof EndpointDown,
    whenOpen: () => new Error('analytics endpoint is failing; calls paused by the circuit breaker'),
    ...(log ? { onStateChange: (state: string) => log.warn({ upstream: 'shopify-analytics', state }, 'analytics circuit changed') } : {}),
  });
}

export class ShopifyAnalytics implements Analytics {
  private readonly breaker: Breaker;

  constructor(
    private readonly settings: ShopifyAnalyticsSettings,
    private readonly log: EventLog,
  ) {
    this.breaker = settings.breaker ?? analyticsBreaker(log);
  }

  async send(batch: AnalyticsBatch): Promise<void> {
    try {
      const text = await this.breaker.run(() => this.post(batch));
      for (const entry of failedAnalyticsEntries(parseOrNull(text))) {
        this.log.warn({ status: entry.status, detail: entry.message }, ANALYTICS_UNSUCCESSFUL);
      }
    } catch (error) {
      this.log.warn({ err: { message: (error as Error).message }, events: batch.events.length }, ANALYTICS_UNSUCCESSFUL);
    }
  }

  /** The answer's text from an ok answer; otherwise an error (EndpointDown when the endpoint is unwell). */
  private async post(batch: AnalyticsBatch): Promise<string> {
    let response: Response;
    let text: string;
    try {
      response = await (this.settings.fetch ?? fetch)(this.settings.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify(shopifyAnalyticsBatch(batch)),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 2_000),
      });
      text = await response.text();
    } catch (error) {
      throw new EndpointDown((error as Error).message);
    }
    if (response.ok) return text;
    const Failure = isOutageStatus(response.status) ? EndpointDown : Error;
    throw new Failure(`${ANALYTICS_RESPONSE_FAILED}: HTTP ${response.status}`);
  }
}

function parseOrNull(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
