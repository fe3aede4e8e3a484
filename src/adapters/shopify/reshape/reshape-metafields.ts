import type { ShopifyMetafields } from '../schemas/common';

/** Metafield values by key; keys the product lacks (null entries) and blank values are absent. */
export function reshapeMetafields(metafields: ShopifyMetafields): Map<string, string> {
  const values = new Map<string, string>();
  for (const field of metafields) {
    if (field && field.value.trim() !== '') values.set(field.key, field.value);
  }
  return values;
}

/** A `boolean` metafield holds 'true' or 'false'. */
export const isTrue = (value: string | undefined) => value?.trim().toLowerCase() === 'true';
