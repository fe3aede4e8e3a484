import { inject, injectable } from 'tsyringe';
import type { CustomerAccount } from './customer';
import type { CustomerAccounts } from '../ports';
import { TOKENS } from '../tokens';

/** The signed-in shopper's profile and orders, newest first; null when the session is no longer valid. */
@injectable()
export class LoadAccount {
  constructor(@inject(TOKENS.CustomerAccounts) private readonly accounts: CustomerAccounts) {}

  async execute(sessionToken: string): Promise<CustomerAccount | null> {
    const account = await this.accounts.account(sessionToken);
    if (!account) return null;
    const orders = [...account.orders].sort((a, b) => b.placedAt.localeCompare(a.placedAt) || b.number - a.number);
    return { customer: account.customer, orders };
  }
}
