import { inject, injectable } from 'tsyringe';
import { retryDelayMs } from '../../domain/alerts';
import type { AlertOutbox, EventLog, Notifier } from '../ports';
import { TOKENS } from '../tokens';

export interface DeliveryOutcome {
  delivered: number;
  failed: number;
}

/**
 * Hands the outbox's due messages to the notifier. A failure keeps the message, counts the attempt
 * and waits longer each time (domain/alerts.ts, retryDelayMs): a message is never lost, and once
 * delivered it is never sent again.
 */
@injectable()
export class DeliverAlertMessages {
  constructor(
    @inject(TOKENS.AlertOutbox) private readonly outbox: AlertOutbox,
    @inject(TOKENS.Notifier) private readonly notifier: Notifier,
    @inject(TOKENS.EventLog) private readonly log: EventLog,
  ) {}

  async execute(now: number, batch = 50): Promise<DeliveryOutcome> {
    const outcome: DeliveryOutcome = { delivered: 0, failed: 0 };
    for (const { message, attempts } of await this.outbox.due(now, batch)) {
      try {
        await this.notifier.deliver(message);
        await this.outbox.delivered(message.id, now);
        outcome.delivered += 1;
      } catch (error) {
        const reason = (error as Error).message;
        await this.outbox.failed(message.id, now + retryDelayMs(attempts + 1), reason);
        this.log.warn({ messageId: message.id, attempts: attempts + 1, reason }, 'alert message not delivered; will retry');
        outcome.failed += 1;
      }
    }
    return outcome;
  }
}
