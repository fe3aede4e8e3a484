import { z } from 'zod';

const rate = z.union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/).transform(Number)]).pipe(z.number().finite().positive());

/** The rental service answers a map of product URL to its offer; URLs it does not rent are absent. */
export const rentalRatesResponse = z.record(
  z.string(),
  z.object({ id: z.union([z.string().min(1), z.number().int().transform(String)]), rate, rentNowUrl: z.url({ protocol: /^https?$/ }) }),
);

export const rentalRatesRequest = z.object({ urls: z.array(z.string()) });
