// The one step every saved-items use case shares: the owner's list read or changed, wherever it is
// kept. An account's list is found through the customer the session belongs to.
import { inject, injectable } from 'tsyringe';
import type { SavedItem } from '../../domain/saved-items';
import type { CustomerAccounts, SavedItems } from '../ports';
import { TOKENS } from '../tokens';
import { SignedOut, type SavedListOwner } from './saved-owner';

@injectable()
export class SavedLists {
  constructor(
    @inject(TOKENS.SavedItems) private readonly saved: SavedItems,
    @inject(TOKENS.CustomerAccounts) private readonly accounts: CustomerAccounts,
  ) {}

  async read(owner: SavedListOwner): Promise<SavedItem[]> {
    if (owner.kind === 'browser') return [...owner.items];
    return this.saved.list(await this.customerId(owner.sessionToken));
  }

  async change(owner: SavedListOwner, change: (items: readonly SavedItem[]) => SavedItem[]): Promise<SavedItem[]> {
    if (owner.kind === 'browser') return change(owner.items);
    return this.saved.update(await this.customerId(owner.sessionToken), change);
  }

  private async customerId(sessionToken: string): Promise<string> {
    const account = await this.accounts.account(sessionToken);
    if (!account) throw new SignedOut('the session has ended');
    return account.customer.id;
  }
}
