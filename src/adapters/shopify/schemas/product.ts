// Responses of the product queries (queries/product-by-handle.ts, queries/products-by-ids.ts).
import { z } from 'zod';
import { connectionOf, imageSchema, metafieldsSchema, moneySchema, otherTypeSchema } from './common';

export const productVariantSchema = z.object({
  id: z.string(),
  sku: z.string().nullable(),
  title: z.string(),
  availableForSale: z.boolean(),
  price: moneySchema,
  compareAtPrice: moneySchema.nullable(),
  selectedOptions: z.array(z.object({ name: z.string(), value: z.string() })),
  image: imageSchema.nullable(),
  weight: z.number().nullable(),
  weightUnit: z.enum(['GRAMS', 'KILOGRAMS', 'OUNCES', 'POUNDS']),
});

export const productDetailSchema = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  vendor: z.string(),
  descriptionHtml: z.string(),
  tags: z.array(z.string()),
  images: connectionOf(imageSchema),
  variants: connectionOf(productVariantSchema),
  collections: connectionOf(z.object({ handle: z.string() })),
  metafields: metafieldsSchema,
});

export const productCardSchema = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  vendor: z.string(),
  tags: z.array(z.string()),
  images: connectionOf(z.object({ url: z.string() })),
  variants: connectionOf(
    z.object({
      id: z.string(),
      sku: z.string().nullable(),
      availableForSale: z.boolean(),
      price: moneySchema,
      compareAtPrice: moneySchema.nullable(),
      selectedOptions: z.array(z.object({ name: z.string(), value: z.string() })),
    }),
  ),
  metafields: metafieldsSchema,
});

export const productByHandleResponse = z.object({ product: productDetailSchema.nullable() });

export const productsByIdsResponse = z.object({
  nodes: z.array(z.union([productCardSchema, otherTypeSchema]).nullable()),
});

export type ShopifyProductDetail = z.infer<typeof productDetailSchema>;
export type ShopifyProductVariant = z.infer<typeof productVariantSchema>;
export type ShopifyProductCard = z.infer<typeof productCardSchema>;
