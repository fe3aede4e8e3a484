export type { ProductPlan } from './product-plan';
import type { DemoBrand, DemoFacetAttributes, DemoImage, DemoProduct } from './catalogue-types';
import type { ProductPlan } from './product-plan';
import { globalSortOverride, productStatus, scheduledRibbon, stockStatus, videoUrls, warrantyDuration } from './merchandising';
import { openBoxItems } from './open-box';
import { noteFamilyOf } from './unit-note-family';
import { artOf, type ProductArt } from './instrument-kinds';
import { kindSpecifications } from './kind-specs';
import { descriptionHtml, features, modelName, spendFirstTemplateDraws } from './product-copy';
import { generateVariants, productId } from './product-variants';
import { createPrng, mixSeed, type Prng } from './prng';
import { RENTAL_SERVICE_URL } from './shop-identity';
import { slugify } from './text';
import { optionChoices, PALETTES, type OptionChoice } from './variant-options';

// One product of the demo catalogue, drawn from its own seeded stream so that product N is the same
// whatever else is generated around it.


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

/** Salt of the stream a product's specification rows are drawn from. */
const SPEC_STREAM = 0x5bec;

/** The rows of the product's kind, from their own stream; the first template's draws are still spent on the main one. */
function specificationsOf(topHandle: string, art: ProductArt, prng: Prng, seed: number, index: number) {
  spendFirstTemplateDraws(topHandle, prng);
  return kindSpecifications(art, createPrng(mixSeed(seed, index, SPEC_STREAM)));
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function generateProduct(plan: ProductPlan, seed: number, takeHandle: (base: string) => string): DemoProduct {
  const prng = createPrng(mixSeed(seed, plan.index));
  const { top, sub, leaf, codes } = plan.placement;
  const brand = prng.pick(plan.brands);
  const model = modelName(prng);
  const title = `${brand.name} ${model} ${leaf.noun}`;
  const id = productId(plan.index);
  const handle = takeHandle(slugify(title));
  const choices = optionChoices(leaf.variants, leaf.palette, prng);
  const productVariants = generateVariants(plan, brand, choices, prng);
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
  // Drawn in this order from the product's stream, as they always were.
  const description = descriptionHtml({ title, brand: brand.name, model, noun: leaf.noun, category: sub.name, featureA: featureList[0] ?? 'solid construction', featureB: featureList[1] ?? 'dependable performance' }, featureList, prng);
  const attributes = facetAttributes(plan, brand, choices[0]!, prng);
  const art = artOf({ categoryCode: codes[2], attributes });
  return {
    id,
    handle,
    title,
    vendor: brand.name,
    status,
    descriptionHtml: description,
    categoryCode: codes[2],
    categoryCodes: [...codes],
    catcodes: { ...plan.placement.catcodes },
    attributes,
    tags,
    staffPick: !pinned && prng.chance(0.03),
    ribbon: !pinned && prng.chance(0.08) ? scheduledRibbon(prng) : null,
    metafields: {
      is_heavy: (leaf.heavy ? prng.chance(0.9) : weightKg >= 20) ? 'true' : 'false',
      stock_status: stockStatus(productVariants[0]!.inventory[0]!.quantity, prng),
      warranty_duration: warranty,
    },
    weightKg,
    specifications: [...specificationsOf(top.handle, art, prng, seed, plan.index), { name: 'Weight', value: `${weightKg} kg` }],
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
    openBoxItems: status === 'active' && mainPrice >= 5_000 && prng.chance(0.05) ? openBoxItems(productVariants, plan.index, prng, noteFamilyOf(art)) : [],
    openBoxParent: null,
    rentalRate: mainPrice > 30_000 && prng.chance(0.35) ? { id: `rent-${id}`, rate: ((mainPrice / 100) * (0.02 + prng.next() * 0.015)).toFixed(2), rentNowUrl: `${RENTAL_SERVICE_URL}/apply?product=${handle}` } : null,
    relatedProductIds: [],
  };
}
