// The shop section of search results and category pages (spec section 2): 'Filter by' toggle
// (mobile), 'Filters:' with the active refinements, '{n} results found', the sort dropdown, the
// filter sidebar, the product grid and 'Show more products' while more hits exist.
import { useState } from 'react';
import { Link } from '../components/link';
import { FilterSidebar } from './filter-sidebar';
import { ProductGrid } from './product-grid';
import { ShowMoreProducts } from './show-more-products';
import { SortSelect } from './sort-select';
import { useHashScroll } from './use-hash-scroll';
import { useListingNavigation } from './use-listing-navigation';
import type { ListingView } from './view-models';
import { FILTERS_ID } from '../no-script-style';

export function ShopSection({ listing }: { listing: ListingView }) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = FILTERS_ID;
  const { hrefOf, go } = useListingNavigation(listing.scope);
  const { state } = listing;
  useHashScroll(listing.cards);

  return (
    <section className="shop-section" aria-labelledby="shop-title">
      {state.salePreview ? (
        <aside className="sale-banner" aria-label="Sale">
          <Link to="/showtime-sale">Showtime Sale preview: see this week&apos;s deals</Link>
        </aside>
      ) : null}
      <nav aria-label="Breadcrumbs" className="breadcrumbs">
        <ol>
          {listing.breadcrumbs.map((crumb, i) => (
            <li key={crumb.href}>{i === listing.breadcrumbs.length - 1 ? <span aria-current="page">{crumb.label}</span> : <Link to={crumb.href}>{crumb.label}</Link>}</li>
          ))}
        </ol>
      </nav>
      <h1 id="shop-title" className="shop-section__title">{listing.title}</h1>
      {listing.subcategories.length > 0 ? (
        <ul className="shop-section__subcategories" aria-label="Subcategories">
          {listing.subcategories.map((sub) => (
            <li key={sub.href}>
              <Link to={sub.href}>{sub.name}</Link>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="shop-section__toolbar">
        <button type="button" className="shop-section__filter-toggle with-script-only" aria-expanded={filtersOpen} aria-controls={filtersId} onClick={() => setFiltersOpen(!filtersOpen)}>
          Filter by
        </button>
        <a href={`#${filtersId}`} className="shop-section__filter-toggle no-script-only">
          Filter by
        </a>
        <p className="shop-section__count" role="status" aria-live="polite" data-testid="results-count">
          {`${listing.totalHits} results found`}
        </p>
        <SortSelect state={state} scope={listing.scope} sorts={listing.sorts} go={go} />
      </div>

      <div className="shop-section__body">
        <aside id={filtersId} className={`shop-section__filters${filtersOpen ? ' shop-section__filters--open' : ''}`} aria-label="Filters">
          <h2 className="shop-section__filters-title">Filters:</h2>
          {listing.activeFilters.length > 0 ? (
            <ul className="active-filters">
              {listing.activeFilters.map((chip) => (
                <li key={chip.label}>
                  <Link to={hrefOf(chip.remove)} preventScrollReset className="active-filters__chip" aria-label={`Remove ${chip.label}`}>
                    {chip.label} <span aria-hidden="true">×</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <FilterSidebar listing={listing} go={go} />
        </aside>
        <div className="shop-section__results">
          {/* The cards' titles are h3s under this (the filters' h2 is off screen on phones). */}
          <h2 className="visually-hidden">Products</h2>
          <ProductGrid cards={listing.cards} rentals={listing.rentals} />
          {listing.hasMore ? <ShowMoreProducts state={state} scope={listing.scope} totalHits={listing.totalHits} pageSize={listing.pageSize} /> : null}
        </div>
      </div>
    </section>
  );
}
