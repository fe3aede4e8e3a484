// The payload of VariantsByIds: unknown ids answer null, nodes of other types {}.
import { z } from 'zod';
import { imageSchema, moneySchema, otherTypeSchema } from './common';

export const merchandiseVariantSchema = z.object({
  id: z.string(),
  title: z.string(),
  sku: z.string().nullable(),
  price: moneySchema,
  image: imageSchema.nullable(),
  selectedOptions: z.array(z.object({ name: z.string(), value: z.string() })),
  product: z.object({ id: z.string(), handle: z.string(), title: z.string(), isHeavy: z.object({ value: z.string() }).nullable() }),
});

export const variantsByIdsResponse = z.object({ nodes: z.array(z.union([merchandiseVariantSchema, otherTypeSchema]).nullable()) });

export type ShopifyMerchandiseVariant = z.infer<typeof merchandiseVariantSchema>;
