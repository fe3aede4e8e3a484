// Response of queries/product-recommendations.ts.
import { z } from 'zod';
import { productCardSchema } from './product';

export const productRecommendationsResponse = z.object({ productRecommendations: z.array(productCardSchema).nullable() });
