// Shapes shared by several Storefront API responses, as the documents in fragments/ request them.
import { z } from 'zod';

export const moneySchema = z.object({ amount: z.string(), currencyCode: z.string() });

export const imageSchema = z.object({
  url: z.string(),
  altText: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

/** `metafields(identifiers:)` answers one entry per identifier, null where the product has none. */
export const metafieldsSchema = z.array(z.object({ key: z.string(), value: z.string() }).nullable());

export function connectionOf<T extends z.ZodType>(node: T) {
  return z.object({ edges: z.array(z.object({ node })) });
}

/** What a `... on Type` spread answers for a node of another type. */
export const otherTypeSchema = z.object({}).strict();

export type ShopifyMoney = z.infer<typeof moneySchema>;
export type ShopifyImage = z.infer<typeof imageSchema>;
export type ShopifyMetafields = z.infer<typeof metafieldsSchema>;
