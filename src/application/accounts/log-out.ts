import { inject, injectable } from 'tsyringe';
import type { CustomerAccounts, EventLog } from '../ports';
import { TOKENS } from '../tokens';

/** Ends the session. The shopper is signed out here even when the account system cannot be told. */
@injectable()
export class LogOut {
  constructor(
    @inject(TOKENS.CustomerAccounts) private readonly accounts: CustomerAccounts,
    @inject(TOKENS.EventLog) private readonly log: EventLog,
  ) {}

  async execute(sessionToken: string): Promise<void> {
    try {
      await this.accounts.logOut(sessionToken);
    } catch (error) {
      this.log.warn({ err: error }, 'log-out could not end the session upstream');
    }
  }
}
