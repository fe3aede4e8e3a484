// Response of queries/category-tree.ts: the 'category-tree' menu, three levels deep.
import { z } from 'zod';
import { otherTypeSchema } from './common';

const metafieldValue = z.object({ value: z.string() }).nullable();

export const categoryCollectionSchema = z.object({
  handle: z.string(),
  image: z.object({ altText: z.string().nullable() }).nullable(),
  catCode: metafieldValue,
  productCount: metafieldValue,
  promoteBrand: metafieldValue,
});

const menuItemFields = {
  title: z.string(),
  url: z.string().nullable(),
  resource: z.union([categoryCollectionSchema, otherTypeSchema]).nullable(),
};

const leafItem = z.object(menuItemFields);
const middleItem = z.object({ ...menuItemFields, items: z.array(leafItem) });
const topItem = z.object({ ...menuItemFields, items: z.array(middleItem) });

export const categoryTreeResponse = z.object({ menu: z.object({ items: z.array(topItem) }).nullable() });

export type ShopifyCategoryCollection = z.infer<typeof categoryCollectionSchema>;

/** Any level of the menu; the deepest level has no `items`. */
export interface ShopifyMenuItem {
  title: string;
  url: string | null;
  resource: ShopifyCategoryCollection | Record<string, never> | null;
  items?: ShopifyMenuItem[];
}
