// The production newsletter list: a marketing service's webhook receives each sign-up as JSON.
// 2xx is subscribed, 409 means the service already has the address; anything else, or no answer
// within the deadline, is NewsletterUnavailable. The webhook address often carries its own
// credential, so messages and logs name its host only. Sent once: a sign-up is not retried.
// A circuit breaker stops calling a webhook that keeps failing (no answer, 5xx, 429): sign-ups
// then fail at once with NewsletterUnavailable until one trial call finds it back.
import { NewsletterUnavailable, type SubscriptionOutcome } from '../../application/newsletter/subscription';
import type { NewsletterSubscriptions } from '../../application/ports';
import { NEWSLETTER_CAPTCHA_ACTION } from '../../domain/newsletter';
import { createBreaker, isOutageStatus, type Breaker, type BreakerState } from '../resilience/circuit-breaker';

export interface WebhookSettings {
  url: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  clock?: () => number;
  /** Stops calling a webhook that keeps failing; one per adapter by default. */
  breaker?: Breaker;
}

/** A failure that says the webhook is unwell (it counts towards opening the circuit). */
class WebhookDown extends NewsletterUnavailable {}

/** No answer in time, no connection, 5xx or 429 count; a 4xx such as a refused credential does not. */
export function webhookBreaker(host: string, onStateChange?: (state: BreakerState) => void): Breaker {
  return createBreaker({
    name: 'newsletter-webhook',
    isFailure: (error) => error instanceof WebhookDown,
    whenOpen: () => new NewsletterUnavailable(`newsletter webhook at ${host} is failing; calls paused by the circuit breaker`),
    ...(onStateChange ? { onStateChange } : {}),
  });
}

export class WebhookNewsletterSubscriptions implements NewsletterSubscriptions {
  private readonly host: string;
  private readonly breaker: Breaker;

  constructor(private readonly settings: WebhookSettings) {
    this.host = new URL(settings.url).host;
    this.breaker = settings.breaker ?? webhookBreaker(this.host);
  }

  subscribe(email: string): Promise<SubscriptionOutcome> {
    return this.breaker.run(() => this.post(email));
  }

  private async post(email: string): Promise<SubscriptionOutcome> {
    const host = this.host;
    let status: number;
    try {
      const response = await (this.settings.fetch ?? fetch)(this.settings.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email, source: NEWSLETTER_CAPTCHA_ACTION, subscribedAt: new Date((this.settings.clock ?? Date.now)()).toISOString() }),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 3_000),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new WebhookDown(`newsletter webhook at ${host} ${timedOut ? 'did not answer in time' : 'could not be reached'}`);
    }
    if (status === 409) return 'already-subscribed';
    if (status >= 200 && status < 300) return 'subscribed';
    const Failure = isOutageStatus(status) ? WebhookDown : NewsletterUnavailable;
    throw new Failure(`newsletter webhook at ${host} answered HTTP ${status}`);
  }
}
