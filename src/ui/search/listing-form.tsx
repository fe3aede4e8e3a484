// Listings without JavaScript (issue 30): every refinement, the sort and the price range are GET
// forms whose fields carry the spec's URL state (search[...] / category[...]); the server answers a
// form's shape with a redirect to the URL a link to that state has (search-loaders.ts). With
// JavaScript the same forms navigate in the page and never submit.
import { useHref, useLocation } from '../router/hooks';
import { searchStatePairs, type SearchScope, type SearchState, type SearchStateField } from '../../domain/search-state';

/** Where the listing's forms go: the listing itself, with the page's locale prefix. */
export function useListingFormAction(): string {
  const { pathname } = useLocation();
  return useHref(pathname);
}

interface StateFieldsProps {
  state: SearchState;
  scope: SearchScope;
  /** The parts the form's own controls give (the sort's select, the price's min and max). */
  omit?: readonly SearchStateField[];
}

/** The state's URL pairs as hidden fields. */
export function StateFields({ state, scope, omit = [] }: StateFieldsProps) {
  return (
    <>
      {searchStatePairs(state, scope)
        .filter(([, , field]) => !omit.includes(field))
        .map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
    </>
  );
}

/** A listing state from page 1 (a refinement or sort starts again there). */
export const fromFirstPage = (state: SearchState): SearchState => ({ ...state, page: 1, maxPage: 1 });
