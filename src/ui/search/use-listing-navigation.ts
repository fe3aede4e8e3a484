import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { serializeSearchState, type SearchScope, type SearchState } from '../../domain/search-state';

/** Links and navigations to another state of the listing on screen, keeping the scroll position. */
export function useListingNavigation(scope: SearchScope) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const hrefOf = useCallback(
    (state: SearchState) => {
      const query = serializeSearchState(state, scope);
      return query ? `${pathname}?${query}` : pathname;
    },
    [pathname, scope],
  );
  const go = useCallback((state: SearchState) => navigate(hrefOf(state), { preventScrollReset: true }), [navigate, hrefOf]);
  return { hrefOf, go };
}
