// Shapes of the customer account answers, as the documents beside this file request them.
import { z } from 'zod';

const userErrors = z.array(z.object({ code: z.string().nullable().optional(), field: z.array(z.string()).nullable(), message: z.string() }));
const money = z.object({ amount: z.string(), currencyCode: z.string() });

export const customerCreateSchema = z.object({
  customerCreate: z
    .object({
      customer: z.object({ id: z.string(), email: z.string().nullable(), firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
      customerUserErrors: userErrors,
    })
    .nullable(),
});

export const accessTokenCreateSchema = z.object({
  customerAccessTokenCreate: z
    .object({
      customerAccessToken: z.object({ accessToken: z.string(), expiresAt: z.string() }).nullable(),
      customerUserErrors: userErrors,
    })
    .nullable(),
});

export const customerAccountSchema = z.object({
  customer: z
    .object({
      id: z.string(),
      email: z.string().nullable(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      orders: z.object({
        nodes: z.array(
          z.object({
            id: z.string(),
            orderNumber: z.number().int(),
            processedAt: z.string(),
            totalPrice: money,
            financialStatus: z.string().nullish(),
            fulfillmentStatus: z.string(),
            lineItems: z.object({ nodes: z.array(z.object({ title: z.string(), quantity: z.number().int() })) }),
          }),
        ),
      }),
    })
    .nullable(),
});

export const accessTokenDeleteSchema = z.object({
  customerAccessTokenDelete: z.object({ deletedAccessToken: z.string().nullable(), userErrors: userErrors }).nullable(),
});
