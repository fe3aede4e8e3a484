// 'Remove' on the saved list (or the heart pressed again): the product leaves the list.
import { inject, injectable } from 'tsyringe';
import { withoutSavedItem, type SavedItem } from '../../domain/saved-items';
import { SavedLists } from './saved-lists';
import type { SavedListOwner } from './saved-owner';

@injectable()
export class RemoveSavedProduct {
  constructor(@inject(SavedLists) private readonly lists: SavedLists) {}

  execute(owner: SavedListOwner, handle: string): Promise<SavedItem[]> {
    return this.lists.change(owner, (items) => withoutSavedItem(items, handle));
  }
}
