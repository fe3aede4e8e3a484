// What Shopify's products/update and inventory_levels/update webhooks tell the hosted shop, the
// embedded store tells itself: the SKUs a change moved (an order, a tester's `npm run demo:change`)
// become the pages to purge at the edge, by the same keys a webhook's change gives
// (application/edge/purge-changed-pages.ts): each variant, its product, and an open-box unit's
// parent (whose page lists the unit).
import type { PageChange } from '../../application/edge/purge-changed-pages';
import type { DemoCatalogue } from './demo-data/catalogue-types';
import { variantGid } from './demo-reshape';

export function demoPageChanges(catalogue: DemoCatalogue): (skus: readonly string[]) => PageChange {
  const bySku = new Map<string, { variantId: string; handles: string[] }>();
  for (const product of catalogue.products) {
    const handles = product.openBoxParent ? [product.handle, product.openBoxParent.handle] : [product.handle];
    for (const variant of product.variants) bySku.set(variant.sku.trim().toUpperCase(), { variantId: variantGid(variant.id), handles });
  }
  return (skus) => {
    const known = skus.flatMap((sku) => bySku.get(sku.trim().toUpperCase()) ?? []);
    return { variantIds: known.map((k) => k.variantId), productHandles: [...new Set(known.flatMap((k) => k.handles))] };
  };
}
