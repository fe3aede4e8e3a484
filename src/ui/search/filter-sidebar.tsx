import { useId, type ReactNode } from 'react';
import { facetValuesToShow } from '../../domain/facets';
import type { SearchScope, SearchState } from '../../domain/search-state';
import { useLocation } from '../router/hooks';
import { StaticPart } from '../static-part';
import { FacetList } from './facet-list';
import { HierarchyFilter } from './hierarchy-filter';
import { fromFirstPage, StateFields, useListingFormAction } from './listing-form';
import { PriceFilter } from './price-filter';
import type { FacetGroupView, ListingView } from './view-models';

interface FilterSidebarProps {
  listing: ListingView;
  go: (state: SearchState) => void;
}

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="filter-group" aria-label={title}>
      <h3 className="filter-group__title">{title}</h3>
      {children}
    </section>
  );
}

/**
 * A static part (static-part.tsx): the same markup for the same URL and facets. About 290 elements,
 * a quarter of a collection page, rendered once per listing URL while its facets stay the same.
 */
export function FilterSidebar({ listing, go }: FilterSidebarProps) {
  const { pathname, search } = useLocation();
  const key = () => JSON.stringify([pathname, search, listing.state, listing.scope, listing.hierarchy, listing.hierarchyRoot, listing.facets, listing.totalHits, listing.price]);
  return (
    <StaticPart name="filters" vary={key}>
      <FilterPanel listing={listing} go={go} />
    </StaticPart>
  );
}

/** Chosen values no box of the panel carries (a group left out, a value past 'Show More''s limit): the form keeps them. */
function valuesWithoutBox(state: SearchState, facets: readonly FacetGroupView[]): [string, string][] {
  const boxes = new Set(facets.flatMap((group) => facetValuesToShow(group, true).values.map((v) => `${group.attribute}\u0000${v.value}`)));
  return Object.entries(state.refinementList).flatMap(([facet, values]) => values.filter((value) => !boxes.has(`${facet}\u0000${value}`)).map((value): [string, string] => [facet, value]));
}

/**
 * The refinements' GET form: its fields are the facet lists' boxes (form=…, so the price filter's
 * own forms need not nest in it), and hidden fields carry the rest of the state from page 1.
 */
function RefinementForm({ id, state, scope, facets }: { id: string; state: SearchState; scope: SearchScope; facets: readonly FacetGroupView[] }) {
  const action = useListingFormAction();
  return (
    <form id={id} method="get" action={action} className="filter-sidebar__form">
      <StateFields state={fromFirstPage(state)} scope={scope} omit={['refinementList']} />
      {valuesWithoutBox(state, facets).map(([facet, value]) => (
        <input key={`${facet}\u0000${value}`} type="hidden" name={`${scope}[refinementList][${facet}][]`} value={value} />
      ))}
    </form>
  );
}

/** Category hierarchy, brand, price, then the other facets; groups with one item or fewer are already left out. */
function FilterPanel({ listing, go }: FilterSidebarProps) {
  const { state, facets } = listing;
  const scope: SearchScope = listing.scope;
  const form = useId();
  const [brand, ...others] = facets[0]?.attribute === 'brand' ? facets : [undefined, ...facets];
  return (
    <div className="filter-sidebar">
      <RefinementForm id={form} state={state} scope={scope} facets={facets} />
      {listing.hierarchy.length > 0 ? (
        <FilterGroup title="Category">
          <HierarchyFilter items={listing.hierarchy} root={listing.hierarchyRoot} state={state} scope={scope} />
        </FilterGroup>
      ) : null}
      {brand ? (
        <FilterGroup title={brand.label}>
          <FacetList group={brand} state={state} scope={scope} go={go} form={form} />
        </FilterGroup>
      ) : null}
      {listing.totalHits > 0 || state.range.price ? (
        <FilterGroup title="Price">
          <PriceFilter price={listing.price} state={state} scope={scope} go={go} />
        </FilterGroup>
      ) : null}
      {others.map((group) =>
        group ? (
          <FilterGroup key={group.attribute} title={group.label}>
            <FacetList group={group} state={state} scope={scope} go={go} form={form} />
          </FilterGroup>
        ) : null,
      )}
    </div>
  );
}
