// Facet groups and list limits (spec sections 2 and 9).

export interface FacetValue {
  value: string;
  count: number;
}

export interface FacetGroup {
  attribute: string;
  values: FacetValue[];
}

export const FACET_LIMITS = {
  default: { limit: 10, showMoreLimit: 20 },
  brand: { limit: 10, showMoreLimit: 200 },
  categories: { limit: 15, showMoreLimit: 15 },
  facetHits: { min: 1, max: 100, default: 10 },
} as const;

export const BRAND_ATTRIBUTE = 'brand';
export const CATEGORY_ATTRIBUTE_PREFIX = 'catcodes.';

/** Filter groups with one item or fewer are hidden. */
export function visibleFacetGroups(groups: readonly FacetGroup[]): FacetGroup[] {
  return groups.filter((g) => g.values.length > 1);
}

export function facetLimits(attribute: string): { limit: number; showMoreLimit: number } {
  if (attribute === BRAND_ATTRIBUTE) return FACET_LIMITS.brand;
  if (attribute.startsWith(CATEGORY_ATTRIBUTE_PREFIX) || attribute.startsWith('catdesc.')) return FACET_LIMITS.categories;
  return FACET_LIMITS.default;
}

/** The values a list shows, and whether 'Show More' / 'Show Less' applies. */
export function facetValuesToShow(group: FacetGroup, expanded: boolean): { values: FacetValue[]; canToggle: boolean } {
  const { limit, showMoreLimit } = facetLimits(group.attribute);
  return { values: group.values.slice(0, expanded ? showMoreLimit : limit), canToggle: showMoreLimit > limit && group.values.length > limit };
}

/** Facet-value search returns 1 to 100 hits, 10 by default. */
export function facetHitsLimit(requested: number | null | undefined): number {
  const { min, max } = FACET_LIMITS.facetHits;
  const value = requested ?? NaN;
  if (!Number.isFinite(value)) return FACET_LIMITS.facetHits.default;
  return Math.min(Math.max(Math.trunc(value), min), max);
}

export class FacetSearchError extends Error {
  override name = 'FacetSearchError';
  readonly code = 'facet-search-multi-index';
}

/** Searching inside a facet list in a multi-index context throws. */
export function assertFacetSearchAllowed(indexCount: number): void {
  if (indexCount > 1) throw new FacetSearchError('Searching inside a facet list is not supported in a multi-index context');
}
