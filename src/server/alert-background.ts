// The server's own alert work: the outbox is drained every few seconds (and at once after a webhook
// queued messages), so a message that failed is tried again when its backoff ends. Disposed with the
// composition's container.
import { inject, injectable } from 'tsyringe';
import { DeliverAlertMessages } from '../application/alerts/deliver-alert-messages';
import type { EventLog } from '../application/ports';
import { TOKENS } from '../application/tokens';

export const DRAIN_INTERVAL_MS = 5_000;

@injectable()
export class AlertBackground {
  private readonly stops: Array<() => void> = [];
  private draining: Promise<void> | null = null;

  constructor(
    @inject(DeliverAlertMessages) private readonly deliver: DeliverAlertMessages,
    @inject(TOKENS.EventLog) private readonly log: EventLog,
  ) {}

  start(intervalMs = DRAIN_INTERVAL_MS): void {
    const timer = setInterval(() => this.drain(), intervalMs);
    timer.unref();
    this.stops.push(() => clearInterval(timer));
  }

  /** One drain at a time; a call while one runs waits for it. */
  drain(): Promise<void> {
    this.draining ??= this.deliver
      .execute(Date.now())
      .then(() => undefined, (error: Error) => this.log.warn({ err: { message: error.message } }, 'alert outbox drain failed'))
      .finally(() => {
        this.draining = null;
      });
    return this.draining;
  }

  /** Other background work to stop with this (the demo-change watcher). */
  onDispose(stop: () => void): void {
    this.stops.push(stop);
  }

  dispose(): void {
    this.stops.splice(0).forEach((stop) => stop());
  }
}
