// Shopify's webhook payloads for the two topics that can start an alert, parsed with zod and
// reshaped into what changed (application/alerts/receive-catalogue-change.ts). Shapes as Shopify
// sends them (Admin REST resources): inventory_levels/update is an InventoryLevel, products/update a
// Product with its variants. Ids are taken from the `admin_graphql_api_id` strings where Shopify
// gives them: numeric ids may exceed JavaScript's safe integers once JSON.parse has read them.
import { z } from 'zod';
import type { CatalogueChange } from '../../application/alerts/receive-catalogue-change';

export const ALERT_TOPICS = ['inventory_levels/update', 'products/update'] as const;
export type AlertTopic = (typeof ALERT_TOPICS)[number];
export const isAlertTopic = (topic: string): topic is AlertTopic => (ALERT_TOPICS as readonly string[]).includes(topic);

const numericId = z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,20}$/)]).transform(String);

const inventoryLevel = z.object({
  inventory_item_id: numericId,
  location_id: numericId,
  available: z.number().int().nullable(),
  updated_at: z.string().optional(),
  /** 'gid://shopify/InventoryLevel/{location}?inventory_item_id={item}' */
  admin_graphql_api_id: z.string().max(200).optional(),
});

const productVariant = z.object({
  admin_graphql_api_id: z.string().regex(/^gid:\/\/shopify\/ProductVariant\/\d+$/),
  inventory_item_id: numericId.nullish(),
  price: z.string().optional(),
});

const product = z.object({
  admin_graphql_api_id: z.string().regex(/^gid:\/\/shopify\/Product\/\d+$/),
  variants: z.array(productVariant).max(2_048).default([]),
});

export type ChangeContent = Pick<CatalogueChange, 'variantIds' | 'inventoryItemIds' | 'inventoryItems'>;

/** What a delivery says changed; null when the body is not that topic's payload. */
export function catalogueChangeOf(topic: AlertTopic, body: unknown): ChangeContent | null {
  if (topic === 'inventory_levels/update') {
    const level = inventoryLevel.safeParse(body);
    if (!level.success) return null;
    const exact = level.data.admin_graphql_api_id?.match(/[?&]inventory_item_id=(\d+)/)?.[1];
    return { variantIds: [], inventoryItemIds: [exact ?? level.data.inventory_item_id], inventoryItems: [] };
  }
  const parsed = product.safeParse(body);
  if (!parsed.success) return null;
  const variants = parsed.data.variants;
  return {
    variantIds: variants.map((v) => v.admin_graphql_api_id),
    inventoryItemIds: [],
    inventoryItems: variants.flatMap((v) => (v.inventory_item_id ? [{ inventoryItemId: v.inventory_item_id, variantId: v.admin_graphql_api_id }] : [])),
  };
}

const productHandle = z.object({ handle: z.string().min(1).max(255) });

/** The product's handle a products/update delivery names (the pages' surrogate key); none for inventory levels. */
export function changedProductHandles(topic: AlertTopic, body: unknown): string[] {
  if (topic !== 'products/update') return [];
  const parsed = productHandle.safeParse(body);
  return parsed.success ? [parsed.data.handle] : [];
}
