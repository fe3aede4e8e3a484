import { Link } from '../components/link';
import { showMore, type SearchScope, type SearchState } from '../../domain/search-state';
import { useListingNavigation } from './use-listing-navigation';

interface ShowMoreProductsProps {
  state: SearchState;
  scope: SearchScope;
  totalHits: number;
  pageSize: number;
}

/** 'Show more products' while more hits exist: a link to the next page below those on screen, keeping the scroll position. */
export function ShowMoreProducts({ state, scope, totalHits, pageSize }: ShowMoreProductsProps) {
  const { hrefOf } = useListingNavigation(scope);
  const more = showMore(state, totalHits, pageSize);
  if (more === state) return null;
  return (
    <p className="shop-section__more">
      <Link to={hrefOf(more)} preventScrollReset className="button" data-testid="show-more">
        Show more products
      </Link>
    </p>
  );
}
