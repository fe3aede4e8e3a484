import type { ShopifyProductVariant } from '../schemas/product';

const KILOGRAMS_PER_UNIT: Record<ShopifyProductVariant['weightUnit'], number> = {
  GRAMS: 0.001,
  KILOGRAMS: 1,
  OUNCES: 0.028349523125,
  POUNDS: 0.45359237,
};

/** The domain keeps weight in kilograms, rounded to grams. */
export function weightInKilograms(variant: Pick<ShopifyProductVariant, 'weight' | 'weightUnit'>): number | undefined {
  if (variant.weight === null || variant.weight <= 0) return undefined;
  return Math.round(variant.weight * KILOGRAMS_PER_UNIT[variant.weightUnit] * 1000) / 1000;
}
