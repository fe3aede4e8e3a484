import { useCallback } from 'react';
import { useLocation, useNavigate } from '../router/hooks';
import { searchStateHrefQuery, serializeSearchState, type SearchScope, type SearchState } from '../../domain/search-state';

/** Links and navigations to another state of the listing on screen, keeping the scroll position. */
export function useListingNavigation(scope: SearchScope) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Links carry the brackets encoded (valid HTML); navigations keep the readable form in the address bar.
  const hrefOf = useCallback(
    (state: SearchState) => {
      const query = searchStateHrefQuery(state, scope);
      return query ? `${pathname}?${query}` : pathname;
    },
    [pathname, scope],
  );
  const go = useCallback(
    (state: SearchState) => {
      const query = serializeSearchState(state, scope);
      return navigate(query ? `${pathname}?${query}` : pathname, { preventScrollReset: true });
    },
    [navigate, pathname, scope],
  );
  return { hrefOf, go };
}
