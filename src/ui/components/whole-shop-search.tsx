// A search of the whole shop as a way on (the 404, the empty cart): a plain GET of the results page,
// so it works without JavaScript, named by its label as a search landmark beside the header's.
import { useId } from 'react';
import { SEARCH_QUERY_MAX_LENGTH } from '../../domain/search-state';
import { useHref } from '../router/hooks';

/** `block` is the BEM block of the page part it sits in (`error-screen`, `cart-empty`). */
export function WholeShopSearch({ block, label }: { block: string; label: string }) {
  const id = useId();
  const searchAction = useHref('/search');
  return (
    <form role="search" aria-labelledby={`${id}-label`} className={`${block}__search`} action={searchAction} method="get">
      <label htmlFor={id} id={`${id}-label`} className={`${block}__search-label`}>
        {label}
      </label>
      <div className={`${block}__search-row`}>
        <input id={id} type="search" name="search[query]" placeholder="Search guitars, drums, keyboards…" maxLength={SEARCH_QUERY_MAX_LENGTH} autoComplete="off" />
        <button type="submit" className="button button--secondary">
          Search
        </button>
      </div>
    </form>
  );
}
