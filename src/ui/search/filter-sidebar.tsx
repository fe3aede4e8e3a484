import type { ReactNode } from 'react';
import type { SearchScope, SearchState } from '../../domain/search-state';
import { useLocation } from '../router/hooks';
import { StaticPart } from '../static-part';
import { FacetList } from './facet-list';
import { HierarchyFilter } from './hierarchy-filter';
import { PriceFilter } from './price-filter';
import type { ListingView } from './view-models';

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

/** Category hierarchy, brand, price, then the other facets; groups with one item or fewer are already left out. */
function FilterPanel({ listing, go }: FilterSidebarProps) {
  const { state, facets } = listing;
  const scope: SearchScope = listing.scope;
  const [brand, ...others] = facets[0]?.attribute === 'brand' ? facets : [undefined, ...facets];
  return (
    <div className="filter-sidebar">
      {listing.hierarchy.length > 0 ? (
        <FilterGroup title="Category">
          <HierarchyFilter items={listing.hierarchy} root={listing.hierarchyRoot} state={state} go={go} />
        </FilterGroup>
      ) : null}
      {brand ? (
        <FilterGroup title={brand.label}>
          <FacetList group={brand} state={state} scope={scope} go={go} />
        </FilterGroup>
      ) : null}
      {listing.totalHits > 0 || state.range.price ? (
        <FilterGroup title="Price">
          <PriceFilter price={listing.price} state={state} go={go} />
        </FilterGroup>
      ) : null}
      {others.map((group) =>
        group ? (
          <FilterGroup key={group.attribute} title={group.label}>
            <FacetList group={group} state={state} scope={scope} go={go} />
          </FilterGroup>
        ) : null,
      )}
    </div>
  );
}
