// The production newsletter list: a marketing service's webhook receives each sign-up as JSON.
// 2xx is subscribed, 409 means the service already has the address; anything else, or no answer
// within the deadline, is NewsletterUnavailable. The webhook address often carries its own
// credential, so messages and logs name its host only. Sent once: a sign-up is not retried.
import { NewsletterUnavailable, type SubscriptionOutcome } from '../../application/newsletter/subscription';
import type { NewsletterSubscriptions } from '../../application/ports';
import { NEWSLETTER_CAPTCHA_ACTION } from '../../domain/newsletter';

export interface WebhookSettings {
  url: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  clock?: () => number;
}

export class WebhookNewsletterSubscriptions implements NewsletterSubscriptions {
  constructor(private readonly settings: WebhookSettings) {}

  async subscribe(email: string): Promise<SubscriptionOutcome> {
    const host = new URL(this.settings.url).host;
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
      throw new NewsletterUnavailable(`newsletter webhook at ${host} ${timedOut ? 'did not answer in time' : 'could not be reached'}`);
    }
    if (status === 409) return 'already-subscribed';
    if (status >= 200 && status < 300) return 'subscribed';
    throw new NewsletterUnavailable(`newsletter webhook at ${host} answered HTTP ${status}`);
  }
}
