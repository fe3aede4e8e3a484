import { DEMO_BRANDS } from './brands';
import { DEFAULT_PRODUCT_COUNT, DEMO_SEED, MIN_PRODUCT_COUNT } from './demo-defaults';
import type { DemoBrand, DemoCatalogue, DemoProduct } from './catalogue-types';
import { CHEAPEST_LEAF, DEAREST_LEAF } from './category-specs';
import { buildCategoryTree, leafPlacements, type LeafPlacement } from './category-tree';
import { DEMO_LOCATIONS } from './locations';
import { openBoxListing } from './open-box-listing';
import { MAX_AUD_PRICE, MIN_AUD_PRICE } from './pricing';
import { generateProduct, type ProductPlan } from './product-generator';
import { createPrng, mixSeed } from './prng';
import { assignRelatedProducts } from './related-products';

export { DEFAULT_PRODUCT_COUNT, DEMO_SEED, MIN_PRODUCT_COUNT };

export interface CatalogueOptions {
  seed: number;
  /** New-stock products; open-box listings are added on top (about one per 500). */
  productCount: number;
}

function handleRegistry(): (base: string) => string {
  const taken = new Set<string>();
  return (base) => {
    let handle = base;
    for (let n = 2; taken.has(handle); n += 1) handle = `${base}-${n}`;
    taken.add(handle);
    return handle;
  };
}

/**
 * Products 0 and 1 carry the cheapest and dearest prices exactly; the next ones visit every
 * non-empty leaf once, so small catalogues still fill the tree; the rest land anywhere.
 */
function planFor(index: number, seed: number, leaves: readonly LeafPlacement[], brandsBySub: ReadonlyMap<string, DemoBrand[]>): ProductPlan {
  const byHandle = (handle: string) => leaves.find((placement) => placement.leaf.handle === handle)!;
  const placement =
    index === 0 ? byHandle(CHEAPEST_LEAF)
    : index === 1 ? byHandle(DEAREST_LEAF)
    : index < leaves.length + 2 ? leaves[index - 2]!
    : createPrng(mixSeed(seed, index, 0x1eaf)).pick(leaves);
  const fixedAudPrice = index === 0 ? MIN_AUD_PRICE : index === 1 ? MAX_AUD_PRICE : undefined;
  return { index, placement, brands: brandsBySub.get(placement.sub.handle) ?? [], ...(fixedAudPrice ? { fixedAudPrice } : {}) };
}

function brandsBySubCategory(): Map<string, DemoBrand[]> {
  const index = new Map<string, DemoBrand[]>();
  for (const brand of DEMO_BRANDS) for (const handle of brand.categories) index.set(handle, [...(index.get(handle) ?? []), brand]);
  return index;
}

function activeCountsByLeaf(products: readonly DemoProduct[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const product of products) if (product.status === 'active') counts.set(product.categoryCode, (counts.get(product.categoryCode) ?? 0) + 1);
  return counts;
}

/** The whole demo shop, a pure function of seed and product count. */
export function generateCatalogue({ seed = DEMO_SEED, productCount = DEFAULT_PRODUCT_COUNT }: Partial<CatalogueOptions> = {}): DemoCatalogue {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  if (!Number.isSafeInteger(productCount) || productCount < MIN_PRODUCT_COUNT) throw new RangeError(`productCount must be an integer of at least ${MIN_PRODUCT_COUNT}, got ${productCount}`);
  const placed = leafPlacements().filter((placement) => !placement.leaf.empty);
  const leaves = placed.filter((placement) => !placement.leaf.appended);
  const brandsBySub = brandsBySubCategory();
  const takeHandle = handleRegistry();
  const products: DemoProduct[] = [];
  for (let index = 0; index < productCount; index += 1) products.push(generateProduct(planFor(index, seed, leaves, brandsBySub), seed, takeHandle));

  const listingCount = Math.max(3, Math.floor(productCount / 500));
  const parents = products.filter((product) => product.openBoxItems.length > 0).slice(0, listingCount);
  parents.forEach((parent, n) => products.push(openBoxListing(parent, productCount + n, takeHandle)));
  // Leaves added later (bass amplifiers) come last, about half a leaf's share each: the rest of a seed's catalogue stays as it was.
  let next = productCount + listingCount;
  for (const placement of placed.filter((candidate) => candidate.leaf.appended)) {
    const count = Math.max(1, Math.round(productCount / leaves.length / 2));
    for (let n = 0; n < count; n += 1, next += 1) products.push(generateProduct({ index: next, placement, brands: brandsBySub.get(placement.sub.handle) ?? [] }, seed, takeHandle));
  }
  assignRelatedProducts(products, seed);

  return {
    seed,
    categories: buildCategoryTree(activeCountsByLeaf(products)),
    brands: DEMO_BRANDS.map((brand) => ({ ...brand, categories: [...brand.categories] })),
    locations: DEMO_LOCATIONS.map((location) => ({ ...location })),
    products,
  };
}
