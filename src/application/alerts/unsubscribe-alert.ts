import { inject, injectable } from 'tsyringe';
import type { AlertSubscriptions } from '../ports';
import { TOKENS } from '../tokens';

/** The link in every message: the alert with this token stops; a second click is not an error. */
@injectable()
export class UnsubscribeAlert {
  constructor(@inject(TOKENS.AlertSubscriptions) private readonly subscriptions: AlertSubscriptions) {}

  execute(token: string): Promise<boolean> {
    return this.subscriptions.unsubscribe(token);
  }
}
