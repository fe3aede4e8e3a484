import type { DemoBrand, DemoVariant, MarketCurrency, MarketPrice } from './catalogue-types';
import { generateInventory } from './inventory';
import { clampAud, marketPrice, MAX_AUD_PRICE, shelfPriceAud } from './pricing';
import type { Prng } from './prng';
import type { ProductPlan } from './product-plan';
import { padNumber } from './text';
import { variantTitle, type OptionChoice } from './variant-options';

// Ids, SKUs, per-market prices and stock of a product's variants.

export const productId = (index: number) => String(8_000_000_000_000 + index * 7 + 1);
export const variantId = (index: number, variant: number) => String(45_000_000_000_000 + index * 4 + variant);

/** 7919 is coprime with 10^8, so the digits are a permutation of the index: unique and unordered-looking. */
export const skuFor = (prefix: string, index: number, variant: number) =>
  `${prefix}-${padNumber((index * 7919 + 104_729) % 100_000_000, 8)}${padNumber(variant + 1, 2)}`;

export function marketPrices(audPrice: number, audCompareAt: number | null): Record<MarketCurrency, MarketPrice> {
  return {
    AUD: marketPrice(audPrice, audCompareAt, 'AUD'),
    USD: marketPrice(audPrice, audCompareAt, 'USD'),
    GBP: marketPrice(audPrice, audCompareAt, 'GBP'),
    NOK: marketPrice(audPrice, audCompareAt, 'NOK'),
  };
}

const logUniform = (min: number, max: number, prng: Prng) => Math.exp(Math.log(min) + prng.next() * (Math.log(max) - Math.log(min)));

export function generateVariants(plan: ProductPlan, brand: DemoBrand, choices: OptionChoice[], prng: Prng): DemoVariant[] {
  const [min, max] = plan.placement.leaf.price;
  const base = plan.fixedAudPrice ?? clampAud(shelfPriceAud(logUniform(min, max, prng), prng));
  const discount = plan.fixedAudPrice === undefined && prng.chance(0.2) ? 0.1 + prng.next() * 0.25 : 0;
  const soldOut = prng.chance(0.07);
  return choices.map((choice, v) => {
    const price = plan.fixedAudPrice ?? clampAud(base + choice.priceDelta * 100);
    const compareAt = discount > 0 && price * (1 + discount) <= MAX_AUD_PRICE ? Math.max(price + 100, shelfPriceAud((price / 100) * (1 + discount), prng)) : null;
    return {
      id: variantId(plan.index, v),
      sku: skuFor(brand.skuPrefix, plan.index, v),
      title: variantTitle(choice),
      selectedOptions: choice.selectedOptions,
      prices: marketPrices(price, compareAt),
      inventory: generateInventory(prng, soldOut),
    };
  });
}

