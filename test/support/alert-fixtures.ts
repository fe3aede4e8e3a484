// Variants of the demo catalogue the alert tests need: one that cannot be bought (no stock anywhere,
// no backorder status) and one in stock, both plain products (no open-box listing), single-variant
// so the product page shows them without choosing options.
import { createHmac } from 'node:crypto';
import type { DemoCatalogue, DemoProduct, DemoVariant } from '../../src/adapters/embedded/demo-data/catalogue-types';
import { ONLINE_LOCATION } from '../../src/domain/stock';

export interface AlertVariant {
  product: DemoProduct;
  variant: DemoVariant;
  gid: string;
}

const online = (variant: DemoVariant) => variant.inventory.find((e) => e.locationId === ONLINE_LOCATION)?.quantity ?? 0;

function pick(catalogue: DemoCatalogue, test: (product: DemoProduct, variant: DemoVariant) => boolean): AlertVariant {
  for (const product of catalogue.products) {
    if (product.status !== 'active' || product.openBoxParent || product.variants.length !== 1 || product.openBoxItems.length > 0) continue;
    const variant = product.variants[0]!;
    if (test(product, variant)) return { product, variant, gid: `gid://shopify/ProductVariant/${variant.id}` };
  }
  throw new Error('no such variant in the demo catalogue');
}

/** Nothing anywhere: with Shopify, stock in a store alone would make availableForSale true. */
export const soldOutVariant = (catalogue: DemoCatalogue) => pick(catalogue, (p, v) => p.metafields.stock_status === 'In Stock' && v.inventory.every((e) => e.quantity === 0));
export const inStockVariant = (catalogue: DemoCatalogue) => pick(catalogue, (_p, v) => online(v) >= 5);

/** How a message names the item: the product, then its options. */
export function itemTitle({ product, variant }: AlertVariant): string {
  const options = variant.selectedOptions.filter((o) => o.name !== 'Title').map((o) => o.value);
  return options.length ? `${product.title} (${options.join(' / ')})` : product.title;
}

/** X-Shopify-Hmac-Sha256 as Shopify computes it. */
export const shopifySignature = (body: string | Buffer, secret: string) => createHmac('sha256', secret).update(body).digest('base64');

/** A products/update payload in Shopify's shape (Admin REST Product, trimmed) naming these variants. */
export function productsUpdatePayload(productId: string, variants: { gid: string; inventoryItemId?: number; price?: string }[], updatedAt = '2026-11-24T15:00:00+11:00') {
  return {
    id: Number(productId.replace(/\D/g, '').slice(0, 12) || 1),
    title: 'Demo product',
    handle: 'demo-product',
    status: 'active',
    updated_at: updatedAt,
    admin_graphql_api_id: `gid://shopify/Product/${productId.replace(/\D/g, '').slice(0, 12) || 1}`,
    variants: variants.map((v, i) => ({
      id: 1000 + i,
      product_id: 1,
      title: 'Default Title',
      price: v.price ?? '100.00',
      sku: 'SKU',
      position: i + 1,
      inventory_policy: 'deny',
      compare_at_price: null,
      inventory_item_id: v.inventoryItemId ?? null,
      inventory_quantity: 3,
      admin_graphql_api_id: v.gid,
    })),
  };
}

/** An inventory_levels/update payload in Shopify's shape (Admin REST InventoryLevel). */
export const inventoryLevelPayload = (inventoryItemId: number, available: number) => ({
  inventory_item_id: inventoryItemId,
  location_id: 24826418,
  available,
  updated_at: '2026-11-24T15:00:00+11:00',
  admin_graphql_api_id: `gid://shopify/InventoryLevel/24826418?inventory_item_id=${inventoryItemId}`,
});
