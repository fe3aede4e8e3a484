// Hosted alert delivery: each message is POSTed as JSON to the marketing service's webhook (the
// service the newsletter's sign-ups go to), which mails it from its own sender and templates. The
// message id goes as Idempotency-Key too: a message retried after a lost answer is one email.
// 2xx is delivered; anything else, or no answer in time, is NotifierUnavailable and the outbox tries
// again later. Messages and logs name the webhook's host only (its URL may hold a credential).
import type { Notifier } from '../../application/ports';
import { NotifierUnavailable, type ShopEmail } from '../../application/alerts/alert-subscription';

export interface WebhookNotifierSettings {
  url: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export class WebhookNotifier implements Notifier {
  private readonly host: string;

  constructor(private readonly settings: WebhookNotifierSettings) {
    this.host = new URL(settings.url).host;
  }

  async deliver(message: ShopEmail): Promise<void> {
    let status: number;
    try {
      const response = await (this.settings.fetch ?? fetch)(this.settings.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': message.id },
        body: JSON.stringify({ type: message.kind === 'order-confirmation' ? 'order-confirmation' : 'product-alert', ...message }),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 3_000),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new NotifierUnavailable(`alert webhook at ${this.host} ${timedOut ? 'did not answer in time' : 'could not be reached'}`);
    }
    if (status < 200 || status >= 300) throw new NotifierUnavailable(`alert webhook at ${this.host} answered HTTP ${status}`);
  }
}
