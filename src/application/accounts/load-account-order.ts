import { inject, injectable } from 'tsyringe';
import type { OrderSummary } from './customer';
import type { CustomerAccounts } from '../ports';
import { TOKENS } from '../tokens';

export type AccountOrder = { kind: 'order'; order: OrderSummary } | { kind: 'signed-out' } | { kind: 'not-found' };

/**
 * One of the signed-in shopper's orders, by the number they know it by ('#1001'), for its own page.
 * Only the account's own orders are found: another customer's number is as unknown as one that
 * does not exist.
 */
@injectable()
export class LoadAccountOrder {
  constructor(@inject(TOKENS.CustomerAccounts) private readonly accounts: CustomerAccounts) {}

  async execute(sessionToken: string, number: number): Promise<AccountOrder> {
    const account = await this.accounts.account(sessionToken);
    if (!account) return { kind: 'signed-out' };
    const order = account.orders.find((candidate) => candidate.number === number);
    return order ? { kind: 'order', order } : { kind: 'not-found' };
  }
}
