import type { DemoBrand, DemoFacetAttributes, DemoImage, DemoProduct, DemoVariant, MarketPrice, MarketCurrency } from './catalogue-types';
import type { LeafPlacement } from './category-tree';
import { generateInventory } from './inventory';
import { globalSortOverride, productStatus, scheduledRibbon, stockStatus, videoUrls, warrantyDuration } from './merchandising';
import { openBoxItems } from './open-box';
import { clampAud, marketPrice, MAX_AUD_PRICE, shelfPriceAud } from './pricing';
import { descriptionHtml, features, modelName, specifications } from './product-copy';
import { createPrng, mixSeed, type Prng } from './prng';
import { RENTAL_SERVICE_URL } from './shop-identity';
import { padNumber, slugify } from './text';
import { optionChoices, PALETTES, variantTitle, type OptionChoice } from './variant-options';

// One product of the demo catalogue, drawn from its own seeded stream so that product N is the same
// whatever else is generated around it.

export interface ProductPlan {
  index: number;
  placement: LeafPlacement;
  brands: readonly DemoBrand[];
  /** Pins every variant to this AUD price (cents) and keeps the product plain and active. */
  fixedAudPrice?: number;
}

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
const round2 = (value: number) => Math.round(value * 100) / 100;

function variants(plan: ProductPlan, brand: DemoBrand, choices: OptionChoice[], prng: Prng): DemoVariant[] {
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

function facetAttributes(plan: ProductPlan, brand: DemoBrand, first: OptionChoice, prng: Prng): DemoFacetAttributes {
  const { leaf } = plan.placement;
  const option = (name: string) => first.selectedOptions.find((selected) => selected.name === name)?.value;
  const attributes: DemoFacetAttributes = { supplier: brand.supplier };
  const colour = option('Colour') ?? (leaf.palette ? prng.pick(PALETTES[leaf.palette]) : undefined);
  if (colour) attributes.colour = colour;
  if (leaf.shapes) attributes.body_shape = prng.pick(leaf.shapes);
  if (leaf.orientation) attributes.orientation = option('Orientation') ?? 'Right Handed';
  return attributes;
}

// Every view shares the title as alt text: one string per product keeps 100k products lean.
const images = (id: string, title: string, count: number): DemoImage[] =>
  Array.from({ length: count }, (_, n) => ({ url: `/images/products/${id}-${n + 1}.svg`, altText: title, width: 800, height: 800 }));

export function generateProduct(plan: ProductPlan, seed: number, takeHandle: (base: string) => string): DemoProduct {
  const prng = createPrng(mixSeed(seed, plan.index));
  const { top, sub, leaf, codes } = plan.placement;
  const brand = prng.pick(plan.brands);
  const model = modelName(prng);
  const title = `${brand.name} ${model} ${leaf.noun}`;
  const id = productId(plan.index);
  const handle = takeHandle(slugify(title));
  const choices = optionChoices(leaf.variants, leaf.palette, prng);
  const productVariants = variants(plan, brand, choices, prng);
  const pinned = plan.fixedAudPrice !== undefined;
  const status = pinned ? 'active' : productStatus(prng);
  const featureList = features(top.handle, prng);
  const weightKg = round2(Math.max(0.01, leaf.weight[0] + prng.next() * (leaf.weight[1] - leaf.weight[0])));
  const warranty = warrantyDuration(prng);
  const mainPrice = productVariants[0]!.prices.AUD.price;
  const discounted = productVariants.some((variant) => variant.prices.AUD.compareAtPrice !== null);
  const tags = [top.handle, sub.handle, leaf.handle];
  if (discounted ? prng.chance(0.95) : prng.chance(0.03)) tags.push('ribbon:sale');
  if (prng.chance(0.1)) tags.push('ribbon:new');
  return {
    id,
    handle,
    title,
    vendor: brand.name,
    status,
    descriptionHtml: descriptionHtml({ title, brand: brand.name, model, noun: leaf.noun, category: sub.name, featureA: featureList[0] ?? 'solid construction', featureB: featureList[1] ?? 'dependable performance' }, featureList, prng),
    categoryCode: codes[2],
    categoryCodes: [...codes],
    catcodes: { ...plan.placement.catcodes },
    attributes: facetAttributes(plan, brand, choices[0]!, prng),
    tags,
    staffPick: !pinned && prng.chance(0.03),
    ribbon: !pinned && prng.chance(0.08) ? scheduledRibbon(prng) : null,
    metafields: {
      is_heavy: (leaf.heavy ? prng.chance(0.9) : weightKg >= 20) ? 'true' : 'false',
      stock_status: stockStatus(productVariants[0]!.inventory[0]!.quantity, prng),
      warranty_duration: warranty,
    },
    weightKg,
    specifications: [...specifications(top.handle, prng), { name: 'Weight', value: `${weightKg} kg` }, { name: 'Warranty', value: warranty }],
    features: featureList,
    manufacturerLink: brand.website,
    videoURLs: videoUrls(prng),
    images: images(id, title, prng.int(2, 6)),
    globalSortOverride: pinned ? 0 : globalSortOverride(prng),
    globalSortOrder: prng.int(1, 10_000),
    showInSearch: pinned || !prng.chance(0.01),
    showInCategories: pinned || !prng.chance(0.01),
    disablePayment: !pinned && prng.chance(0.01),
    variants: productVariants,
    openBoxItems: status === 'active' && mainPrice >= 5_000 && prng.chance(0.05) ? openBoxItems(productVariants, plan.index, prng) : [],
    openBoxParent: null,
    rentalRate: mainPrice > 30_000 && prng.chance(0.35) ? { id: `rent-${id}`, rate: ((mainPrice / 100) * (0.02 + prng.next() * 0.015)).toFixed(2), rentNowUrl: `${RENTAL_SERVICE_URL}/apply?product=${handle}` } : null,
    relatedProductIds: [],
  };
}
