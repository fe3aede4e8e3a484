// The 'category-tree' menu (see fragments/category-menu-item.ts) to the domain's category tree.
import type { CategoryNode } from '../../../domain/catalogue/category-tree';
import type { ShopifyCategoryCollection, ShopifyMenuItem } from '../schemas/menu';

const isCategoryCollection = (resource: ShopifyMenuItem['resource']): resource is ShopifyCategoryCollection =>
  resource !== null && 'handle' in resource;

const NUMERIC = /^\d+$/;

function count(value: string | undefined): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
}

/**
 * One menu item to a node. Items that do not link a collection with a numeric cat_code (a page
 * link an editor added, a collection the middleware has not synced yet) are not categories: null.
 */
export function reshapeCategoryMenuItem(item: ShopifyMenuItem): CategoryNode | null {
  const collection = item.resource;
  if (!isCategoryCollection(collection)) return null;
  const catCode = collection.catCode?.value.trim();
  if (!catCode || !NUMERIC.test(catCode)) return null;
  return {
    catCode,
    categoryName: item.title,
    handle: collection.handle,
    productCount: count(collection.productCount?.value),
    linkURL: `/collections/${collection.handle}`,
    promoteBrand: collection.promoteBrand?.value || null,
    altText: collection.image?.altText || item.title,
    slug: collection.handle,
    subCats: reshapeCategoryMenu(item.items ?? []),
  };
}

export function reshapeCategoryMenu(items: readonly ShopifyMenuItem[]): CategoryNode[] {
  return items.map(reshapeCategoryMenuItem).filter((node): node is CategoryNode => node !== null);
}
