// The facets a shopper can refine by, in sidebar order, and the category hierarchy's levels.
// Anything else arriving from a URL is ignored before it reaches an adapter.
import type { ListingFilter } from '../content/content';

export const REFINABLE_FACETS = ['brand', 'stock', 'colour', 'body_shape', 'orientation', 'supplier'] as const;
export type RefinableFacet = (typeof REFINABLE_FACETS)[number];

/** Yes/no fields a listing may be narrowed by ('true' or 'false'); not shown as filter groups. */
export const FLAG_FACETS = ['on_sale', 'discounted', 'new_product', 'is_openbox', 'in_stock'] as const;

// The search documents' yes/no fields for the editors' listing flags. Staff picks are not a field of
// the search documents (a search hit's card is never a staff pick), so a staff-pick listing is empty.
// 'On sale' lists products with a sale price (`discounted`: compare-at above price), not every
// product with the Sale ribbon: a 'ribbon:sale' tag on a full-price product ribbons its card but
// does not put it in the Clearance Centre (issue 30, observation 9; docs/search-words.md).
const LISTING_FLAG_FIELDS = { onSale: 'discounted', newProduct: 'new_product', openBox: 'is_openbox' } as const;

/** The refinements an editor's listing flags stand for ({ onSale } is discounted: true); null when they can match nothing. */
export function listingRefinements(filter: ListingFilter | null): Record<string, string[]> | null {
  if (filter?.staffPick) return null;
  const refinements: Record<string, string[]> = {};
  for (const [flag, field] of Object.entries(LISTING_FLAG_FIELDS)) {
    if (filter?.[flag as keyof typeof LISTING_FLAG_FIELDS]) refinements[field] = ['true'];
  }
  return refinements;
}

/** catcodes.lvl0 ('Guitar & Bass') down to lvl3; a value names its whole path joined by ' > '. */
export const CATEGORY_LEVELS = ['catcodes.lvl0', 'catcodes.lvl1', 'catcodes.lvl2', 'catcodes.lvl3'] as const;
export const CATEGORY_PATH_SEPARATOR = ' > ';

export function isRefinableFacet(name: string): name is RefinableFacet {
  return (REFINABLE_FACETS as readonly string[]).includes(name);
}

/** A facet the port filters on: a refinable facet or a yes/no flag. */
export function isFilterableFacet(name: string): boolean {
  return isRefinableFacet(name) || (FLAG_FACETS as readonly string[]).includes(name);
}

/** The hierarchy level a path sits on: 'A' is lvl0, 'A > B' lvl1; null when deeper than lvl3 or empty. */
export function categoryLevelOf(path: string): (typeof CATEGORY_LEVELS)[number] | null {
  const parts = path.split(CATEGORY_PATH_SEPARATOR);
  if (parts.some((p) => p.trim() === '')) return null;
  return CATEGORY_LEVELS[parts.length - 1] ?? null;
}
