// The `custom` metafields this shop keeps on products and collections. The keys are shared by the
// GraphQL documents (what to ask for) and the reshapers (what to read back).

export const METAFIELD_NAMESPACE = 'custom';

export const PRODUCT_DETAIL_METAFIELDS = [
  'product_sku',
  'product_stock_status',
  'product_is_heavy',
  'warranty_duration',
  'parent_product_active',
  'brand_url',
  'brand_logo',
  'manufacturer_link',
  'video_urls',
  'specifications',
  'features',
  'ribbon_flag_override',
  'ribbon_start',
  'ribbon_end',
  'special_offer',
  'is_staff_pick',
  'disable_payment',
] as const;

export const PRODUCT_CARD_METAFIELDS = [
  'product_sku',
  'product_stock_status',
  'parent_product_active',
  'ribbon_flag_override',
  'ribbon_start',
  'ribbon_end',
  'is_staff_pick',
  'disable_payment',
] as const;

export type ProductMetafieldKey = (typeof PRODUCT_DETAIL_METAFIELDS)[number];

/** The `identifiers:` argument literal of `metafields(...)` for the given keys. */
export function metafieldIdentifiers(keys: readonly string[]): string {
  return `[${keys.map((key) => `{namespace: "${METAFIELD_NAMESPACE}", key: "${key}"}`).join(', ')}]`;
}
