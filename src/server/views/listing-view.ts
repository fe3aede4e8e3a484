// From a listing (application) to the shop section's view model, field by field.
import type { Listing } from '../../application/search/listing';
import { CATEGORY_LEVELS, CATEGORY_PATH_SEPARATOR } from '../../application/search/search-facets';
import { facetLimits, visibleFacetGroups, type FacetGroup } from '../../domain/facets';
import type { Locale } from '../../domain/locale';
import { activePriceButton, buttonsWithProducts, PRICE_RANGE, priceButtonsFor, priceRangeLabel } from '../../domain/price-filter';
import { SORT_OPTIONS, toggleRefinement, type SearchState } from '../../domain/search-state';
import { toProductCardView } from './product-card-view';
import type { ActiveFilterView, FacetGroupView, HierarchyItemView, ListingView, PriceFilterView } from '../../ui/search/view-models';

/** Sidebar groups in order, with their labels. Supplier stays refinable by URL but has no group. */
export const SIDEBAR_FACETS = [
  { attribute: 'brand', label: 'Brand' },
  { attribute: 'stock', label: 'Stock' },
  { attribute: 'colour', label: 'Colour' },
  { attribute: 'body_shape', label: 'Body Shape' },
  { attribute: 'orientation', label: 'Orientation' },
] as const;

const LABELS: Record<string, string> = Object.fromEntries(SIDEBAR_FACETS.map((f) => [f.attribute, f.label]));
const CATEGORY_KEY = CATEGORY_LEVELS[0];
const firstPage = (state: SearchState): SearchState => ({ ...state, page: 1, maxPage: 1 });

export interface ListingContext {
  scope: ListingView['scope'];
  title: string;
  /** The document title when editors gave one; the heading otherwise. */
  seoTitle?: string;
  description: string;
  breadcrumbs: ListingView['breadcrumbs'];
  subcategories: ListingView['subcategories'];
  /** The category's own path on a category page; '' on search. */
  hierarchyRoot: string;
  locale: Locale;
  /** The request's clock, for the cards' scheduled ribbons. */
  now: Date;
  /** Messages for the URL's refused price bounds (priceRangeFromUrl). */
  priceErrors?: readonly string[];
}

function facetGroups(groups: readonly FacetGroup[], state: SearchState): FacetGroupView[] {
  const wanted = SIDEBAR_FACETS.map(({ attribute }) => {
    const values = groups.find((g) => g.attribute === attribute)?.values ?? [];
    const selected = state.refinementList[attribute] ?? [];
    const missing = selected.filter((value) => !values.some((v) => v.value === value)).map((value) => ({ value, count: 0 }));
    return { attribute, values: [...values, ...missing] };
  });
  return visibleFacetGroups(wanted).map((group) => {
    const selected = new Set(state.refinementList[group.attribute] ?? []);
    return {
      attribute: group.attribute,
      label: LABELS[group.attribute] ?? group.attribute,
      values: group.values.map((v) => ({ value: v.value, count: v.count, selected: selected.has(v.value) })),
      ...facetLimits(group.attribute),
      searchable: group.attribute === 'brand',
    };
  });
}

/** A level's categories by count, at most the list's limit (spec: categories limit 15); a selected one beyond it stays. */
function limitedLevel(items: HierarchyItemView[], attribute: string): HierarchyItemView[] {
  const { showMoreLimit } = facetLimits(attribute);
  return [...items.slice(0, showMoreLimit), ...items.slice(showMoreLimit).filter((item) => item.selected)];
}

function hierarchy(groups: readonly FacetGroup[], selectedPath: string | null, root: string): HierarchyItemView[] {
  const build = (depth: number, parent: string): HierarchyItemView[] => {
    const level = CATEGORY_LEVELS[depth];
    if (!level) return [];
    const values = groups.find((g) => g.attribute === level)?.values ?? [];
    const items = values
      .filter((v) => parent === '' || v.value.startsWith(parent + CATEGORY_PATH_SEPARATOR))
      .map((v) => {
        const selected = selectedPath !== null && (selectedPath === v.value || selectedPath.startsWith(v.value + CATEGORY_PATH_SEPARATOR));
        return { path: v.value, label: v.value.split(CATEGORY_PATH_SEPARATOR).at(-1) ?? v.value, count: v.count, selected, children: selected ? build(depth + 1, v.value) : [] };
      });
    return limitedLevel(items, level);
  };
  const items = build(root === '' ? 0 : root.split(CATEGORY_PATH_SEPARATOR).length, root);
  return items.length > 1 || items.some((i) => i.selected) ? items : [];
}

function priceFilter(listing: Listing, locale: Locale, errors: readonly string[]): PriceFilterView {
  const range = listing.state.range.price;
  const stats = listing.result.priceStats;
  const active = activePriceButton(range, priceButtonsFor(locale));
  const buttons = buttonsWithProducts(priceButtonsFor(locale), stats, active);
  return {
    min: range?.min ?? null,
    max: range?.max ?? null,
    bounds: stats ? { min: Math.max(PRICE_RANGE.min, Math.floor(stats.min)), max: Math.min(PRICE_RANGE.max, Math.ceil(stats.max)) } : { ...PRICE_RANGE },
    buttons: buttons.map((b) => ({ label: b.label, min: b.range.min ?? null, max: b.range.max ?? null, active: b === active })),
    currency: locale.currency,
    errors: [...errors],
  };
}

function activeFilters(state: SearchState, locale: Locale): ActiveFilterView[] {
  const chips: ActiveFilterView[] = [];
  for (const [facet, values] of Object.entries(state.refinementList)) {
    for (const value of values) chips.push({ label: `${LABELS[facet] ?? facet}: ${value}`, remove: toggleRefinement(state, facet, value) });
  }
  const path = state.hierarchicalMenu[CATEGORY_KEY]?.[0];
  if (path) chips.push({ label: `Category: ${path.split(CATEGORY_PATH_SEPARATOR).at(-1)}`, remove: firstPage({ ...state, hierarchicalMenu: {} }) });
  const price = state.range.price;
  if (price) {
    const { price: _removed, ...range } = state.range;
    chips.push({ label: `Price: ${priceRangeLabel(price, locale)}`, remove: firstPage({ ...state, range }) });
  }
  return chips;
}

export function toListingView(listing: Listing, context: ListingContext): ListingView {
  const { state, result } = listing;
  return {
    scope: context.scope,
    title: context.title,
    seoTitle: context.seoTitle ?? context.title,
    description: context.description,
    breadcrumbs: context.breadcrumbs,
    subcategories: context.subcategories,
    state,
    totalHits: result.totalHits,
    cards: result.cards.map((card) => toProductCardView(card, context.locale, context.now)),
    firstPage: listing.firstPage,
    pageSize: listing.pageSize,
    hasMore: listing.hasMore,
    facets: facetGroups(result.facets, state),
    hierarchy: hierarchy(result.facets, state.hierarchicalMenu[CATEGORY_KEY]?.[0] ?? null, context.hierarchyRoot),
    hierarchyRoot: context.hierarchyRoot,
    price: priceFilter(listing, context.locale, context.priceErrors ?? []),
    activeFilters: activeFilters(state, context.locale),
    sorts: SORT_OPTIONS.map((o) => ({ key: o.key, label: o.label })),
    unavailable: listing.unavailable,
  };
}
