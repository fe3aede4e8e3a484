// Shopify's products/update and inventory_levels/update (and content changes) make the pages that
// show what changed stale at every edge at once, so the next shopper gets the new price or stock
// within a second rather than after the pages' max-age. The keys are the ones pages carry
// (src/server/http/edge-caching.ts surrogateKeysOf): a variant by its number, a product by handle;
// an inventory level names neither, so it purges every page showing a product ('catalogue').
import type { EdgePurge } from './edge-purge';

export interface PageChange {
  /** 'gid://shopify/ProductVariant/123' … */
  variantIds: readonly string[];
  productHandles?: readonly string[];
  /** Stock moved for items the change does not tie to a variant. */
  inventoryItemIds?: readonly string[];
  /** Content documents by slug ('about-us', 'home'); '*' for content every page shows (menus, footer, stores). */
  contentSlugs?: readonly string[];
  /** Collections whose own content (title, banner, SEO) changed. */
  collectionHandles?: readonly string[];
}

const VARIANT_NUMBER = /^gid:\/\/shopify\/ProductVariant\/(\d+)$/;
const KEY_SAFE = /[^A-Za-z0-9_.:/-]/g;
const key = (kind: string, name: string) => `${kind}:${name.replace(KEY_SAFE, '_')}`;

/** Every page that shows a product carries this key. */
export const CATALOGUE_KEY = 'catalogue';
/** Every page carries this key (its menus and footer are content). */
export const CONTENT_KEY = 'content';

export function surrogateKeysForChange(change: PageChange): string[] {
  const keys = new Set<string>();
  for (const id of change.variantIds) {
    const number = VARIANT_NUMBER.exec(id)?.[1];
    if (number) keys.add(key('variant', number));
  }
  for (const handle of change.productHandles ?? []) keys.add(key('product', handle));
  if ((change.inventoryItemIds ?? []).length > 0 && change.variantIds.length === 0) keys.add(CATALOGUE_KEY);
  for (const slug of change.contentSlugs ?? []) keys.add(slug === '*' ? CONTENT_KEY : key('content', slug));
  for (const handle of change.collectionHandles ?? []) keys.add(key('collection', handle));
  return [...keys];
}

export class PurgeChangedPages {
  constructor(private readonly edge: EdgePurge) {}

  async execute(change: PageChange): Promise<string[]> {
    const keys = surrogateKeysForChange(change);
    if (keys.length) await this.edge.purge(keys);
    return keys;
  }
}
