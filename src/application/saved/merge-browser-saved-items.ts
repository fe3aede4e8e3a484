// On log-in or registration the browser's saved list joins the account's: one entry per product,
// the earlier save (and its price) kept, the newest 50 at most.
import { inject, injectable } from 'tsyringe';
import { MAX_SAVED_ITEMS, mergeSavedItems, type SavedItem } from '../../domain/saved-items';
import { SavedLists } from './saved-lists';

@injectable()
export class MergeBrowserSavedItems {
  constructor(@inject(SavedLists) private readonly lists: SavedLists) {}

  async execute(sessionToken: string, browserItems: readonly SavedItem[]): Promise<SavedItem[]> {
    const owner = { kind: 'account', sessionToken } as const;
    if (browserItems.length === 0) return this.lists.read(owner);
    return this.lists.change(owner, (items) => mergeSavedItems(items, browserItems, MAX_SAVED_ITEMS));
  }
}
