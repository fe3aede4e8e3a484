// The saved list page: every saved product with its card as it is now (current price and stock in
// the shopper's market) beside the price it had when saved. A product the catalogue no longer has
// comes back without a card, so the page can say so and offer to remove it.
import { inject, injectable } from 'tsyringe';
import type { ProductCard } from '../../domain/catalogue/product-card';
import type { Locale } from '../../domain/locale';
import { handleOfProductHref, type SavedItem } from '../../domain/saved-items';
import type { ProductCatalog } from '../ports';
import { TOKENS } from '../tokens';
import { SavedLists } from './saved-lists';
import type { SavedListOwner } from './saved-owner';

export interface SavedProduct {
  item: SavedItem;
  card: ProductCard | null;
}

@injectable()
export class LoadSavedItems {
  constructor(
    @inject(TOKENS.ProductCatalog) private readonly catalog: ProductCatalog,
    @inject(SavedLists) private readonly lists: SavedLists,
  ) {}

  async execute(owner: SavedListOwner, locale: Locale): Promise<SavedProduct[]> {
    const items = await this.lists.read(owner);
    if (items.length === 0) return [];
    const cards = await this.catalog.productsByIds(items.map((item) => item.productId), locale);
    const byHandle = new Map(cards.map((card) => [handleOfProductHref(card.linkURL), card]));
    return items.map((item) => ({ item, card: byHandle.get(item.handle) ?? null }));
  }
}

/** The handles on the owner's list (the hearts' pressed state, the header count). */
@injectable()
export class ListSavedHandles {
  constructor(@inject(SavedLists) private readonly lists: SavedLists) {}

  async execute(owner: SavedListOwner): Promise<string[]> {
    return (await this.lists.read(owner)).map((item) => item.handle);
  }
}
