// Response of queries/merchandise-by-ids.ts.
import { z } from 'zod';
import { imageSchema, metafieldsSchema, moneySchema, otherTypeSchema } from './common';

export const merchandiseVariantSchema = z.object({
  id: z.string(),
  sku: z.string().nullable(),
  title: z.string(),
  availableForSale: z.boolean(),
  price: moneySchema,
  image: imageSchema.nullable(),
  selectedOptions: z.array(z.object({ name: z.string(), value: z.string() })),
  product: z.object({ id: z.string(), handle: z.string(), title: z.string(), metafields: metafieldsSchema }),
});

export const merchandiseByIdsResponse = z.object({ nodes: z.array(z.union([merchandiseVariantSchema, otherTypeSchema]).nullable()) });

export type ShopifyMerchandiseVariant = z.infer<typeof merchandiseVariantSchema>;
