// The cart as CartFields requests it, and the payloads of the cart query and mutations.
import { z } from 'zod';
import { imageSchema, moneySchema } from './common';

const variantSchema = z.object({
  id: z.string(),
  title: z.string(),
  sku: z.string().nullable(),
  image: imageSchema.nullable(),
  selectedOptions: z.array(z.object({ name: z.string(), value: z.string() })),
  product: z.object({ id: z.string(), handle: z.string(), title: z.string(), isHeavy: z.object({ value: z.string() }).nullable() }),
});

export const cartLineSchema = z.object({
  id: z.string(),
  quantity: z.number().int(),
  attributes: z.array(z.object({ key: z.string(), value: z.string().nullable() })),
  cost: z.object({ totalAmount: moneySchema }),
  // A merchandise type the fragment does not ask for answers {}.
  merchandise: z.union([variantSchema, z.object({}).strict()]),
});

// Every field may be null, and an address type the fragment does not ask for answers {}.
const addressText = z.string().nullish();
const deliveryAddressSchema = z.object({
  address1: addressText, address2: addressText, city: addressText, company: addressText, countryCode: addressText,
  firstName: addressText, lastName: addressText, phone: addressText, provinceCode: addressText, zip: addressText,
});

export const selectableAddressSchema = z.object({ id: z.string(), selected: z.boolean(), oneTimeUse: z.boolean(), address: deliveryAddressSchema });

export const cartSchema = z.object({
  id: z.string(),
  checkoutUrl: z.string(),
  totalQuantity: z.number().int(),
  note: z.string().nullable(),
  cost: z.object({ subtotalAmount: moneySchema, totalAmount: moneySchema, totalTaxAmount: moneySchema.nullable() }),
  discountCodes: z.array(z.object({ code: z.string(), applicable: z.boolean() })),
  lines: z.object({ nodes: z.array(cartLineSchema) }),
  delivery: z.object({ addresses: z.array(selectableAddressSchema) }),
  /** Click and collect: the delivery preference (pick up at a location's handle, or shipping). */
  buyerIdentity: z
    .object({ preferences: z.object({ delivery: z.object({ deliveryMethod: z.array(z.string()), pickupHandle: z.array(z.string()) }).nullable() }).nullable() })
    .nullable()
    .optional(),
});

export const userErrorSchema = z.object({ code: z.string().nullable(), field: z.array(z.string()).nullable(), message: z.string() });

export const cartByIdResponse = z.object({ cart: cartSchema.nullable() });
/** Shopify's CartWarning: `target` is the id of the line (or merchandise) it is about. */
export const cartWarningSchema = z.object({ code: z.string(), message: z.string(), target: z.string() });

export const cartMutationResponse = z.object({ result: z.object({ cart: cartSchema.nullable(), userErrors: z.array(userErrorSchema), warnings: z.array(cartWarningSchema).optional() }).nullable() });
export const metafieldMutationResponse = z.object({ result: z.object({ userErrors: z.array(userErrorSchema) }).nullable() });

export type ShopifyCart = z.infer<typeof cartSchema>;
export type ShopifyCartLine = z.infer<typeof cartLineSchema>;
export type ShopifyUserError = z.infer<typeof userErrorSchema>;
export type ShopifyCartWarning = z.infer<typeof cartWarningSchema>;
export type ShopifySelectableAddress = z.infer<typeof selectableAddressSchema>;
