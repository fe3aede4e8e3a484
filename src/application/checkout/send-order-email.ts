import { inject, injectable } from 'tsyringe';
import { retryDelayMs } from '../../domain/alerts';
import type { Locale } from '../../domain/locale';
import type { AlertOutbox, EventLog, Notifier } from '../ports';
import { TOKENS } from '../tokens';
import type { Order } from './order';
import { orderEmail } from './order-email';

/**
 * Sends an order's confirmation once it is placed: queued in the shop's outbox under the order's
 * id (so an order is mailed once however often it is answered), then handed to the Notifier at once.
 * A failed delivery never undoes the order: it is logged and stays queued, and the outbox's drain
 * (DeliverAlertMessages) tries it again as it does alert messages.
 */
@injectable()
export class SendOrderEmail {
  constructor(
    @inject(TOKENS.AlertOutbox) private readonly outbox: AlertOutbox,
    @inject(TOKENS.Notifier) private readonly notifier: Notifier,
    @inject(TOKENS.EventLog) private readonly log: EventLog,
  ) {}

  async execute(order: Order, locale: Locale, now = Date.now()): Promise<void> {
    const id = `order-${order.id}`;
    try {
      const email = orderEmail(order, locale);
      if (!(await this.outbox.enqueue(email, now))) return;
      await this.notifier.deliver(email);
      await this.outbox.delivered(email.id, now);
    } catch (error) {
      const reason = (error as Error).message;
      this.log.warn({ orderId: order.id, orderNumber: order.number, reason }, 'order email not delivered; the outbox will retry');
      await this.outbox.failed(id, now + retryDelayMs(1), reason).catch(() => undefined);
    }
  }
}
