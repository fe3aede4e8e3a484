// The middleware's payloads (spec section 7), parsed before anything is read from them. Numbers
// may arrive as numeric strings; ids may arrive as numbers.
import { z } from 'zod';

const numeric = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)]).pipe(z.number().finite());
const id = z.union([z.string().min(1), z.number().int().transform(String)]);
const yesNo = z.enum(['Y', 'N']);

export const inventoryResponse = z.object({
  inventory: z.array(
    z.object({
      locationId: id,
      quantity: numeric.pipe(z.number().int()),
      hasDemo: z.boolean().default(false),
    }),
  ),
});

export const openBoxResponse = z.array(
  z.object({
    open_box_number: id,
    warehouse: z.object({ userFacingName: z.string() }),
    warehousecode: id,
    open_box_price: numeric.pipe(z.number().nonnegative()),
    retail_price: numeric.pipe(z.number().nonnegative()),
    shopifyVariantId: id,
    condition: z.string(),
    original_box: yesNo,
    all_accessories: yesNo,
    comments: z.string().nullable().default(''),
  }),
);

export type OpenBoxRecord = z.infer<typeof openBoxResponse>[number];

export const shippingRatesRequest = z.object({
  rate: z.object({
    destination: z.object({ country: z.string().length(2), postal_code: z.string() }),
    items: z.array(z.object({ sku: z.string(), quantity: z.number().int().positive(), price: z.number().int().nonnegative() })),
  }),
});

export type ShippingRatesRequest = z.infer<typeof shippingRatesRequest>;

export const shippingRatesResponse = z.object({
  rates: z.array(z.object({ service_name: z.string().min(1), total_price: numeric.pipe(z.number().int().nonnegative()) })),
});
