// 'Save' (the heart): the product goes to the top of the shopper's list with the price it has now
// in the shopper's market, once; a full list refuses a new product. The server looks the product
// and its price up: the request names only the handle.
import { inject, injectable } from 'tsyringe';
import type { Locale } from '../../domain/locale';
import type { Result } from '../../domain/result';
import { MAX_BROWSER_SAVED_ITEMS, MAX_SAVED_ITEMS, withSavedItem, type SavedItem, type SaveRefusal } from '../../domain/saved-items';
import type { ProductCatalog } from '../ports';
import { TOKENS } from '../tokens';
import { SavedLists } from './saved-lists';
import type { SavedListOwner } from './saved-owner';

export interface SaveProductInput {
  owner: SavedListOwner;
  handle: string;
  locale: Locale;
  now: Date;
}

@injectable()
export class SaveProduct {
  constructor(
    @inject(TOKENS.ProductCatalog) private readonly catalog: ProductCatalog,
    @inject(SavedLists) private readonly lists: SavedLists,
  ) {}

  async execute({ owner, handle, locale, now }: SaveProductInput): Promise<Result<SavedItem[], SaveRefusal | 'unknown-product'>> {
    const product = await this.catalog.productByHandle(handle, locale);
    if (!product) return { ok: false, error: 'unknown-product' };
    const [card] = await this.catalog.productsByIds([product.id], locale);
    const price = card ? (card.onSalePrice ?? card.sellingPrice) : (product.salePrice ?? product.price);
    const item: SavedItem = { productId: product.id, handle: product.handle, savedPrice: price, savedAt: now.toISOString() };
    const max = owner.kind === 'account' ? MAX_SAVED_ITEMS : MAX_BROWSER_SAVED_ITEMS;
    let refused = false;
    const items = await this.lists.change(owner, (current) => {
      const result = withSavedItem(current, item, max);
      refused = !result.ok;
      return result.ok ? result.value : [...current];
    });
    return refused ? { ok: false, error: 'full' } : { ok: true, value: items };
  }
}
