import { useId, type FormEvent } from 'react';
import { withSort, type SearchScope, type SearchState, type SortKey } from '../../domain/search-state';
import { fromFirstPage, StateFields, useListingFormAction } from './listing-form';

interface SortSelectProps {
  state: SearchState;
  scope: SearchScope;
  sorts: readonly { key: SortKey; label: string }[];
  go: (state: SearchState) => void;
}

/**
 * 'Relevance' (overrides on), 'Biggest Saving!', 'Price (Low to High)', 'Price (High to Low)'. A GET
 * form: without JavaScript its 'Sort' button sends the choice; with it, choosing sorts at once.
 */
export function SortSelect({ state, scope, sorts, go }: SortSelectProps) {
  const id = useId();
  const action = useListingFormAction();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const select = event.currentTarget.elements.namedItem(`${scope}[sortBy]`) as HTMLSelectElement | null;
    if (select) go(withSort(state, select.value as SortKey));
  };
  return (
    <form className="shop-sort" method="get" action={action} onSubmit={submit}>
      <StateFields state={fromFirstPage(state)} scope={scope} omit={['sortBy']} />
      <label htmlFor={id}>Sort by</label>
      <select id={id} name={`${scope}[sortBy]`} value={state.sort} onChange={(event) => go(withSort(state, event.target.value as SortKey))}>
        {sorts.map((sort) => (
          <option key={sort.key} value={sort.key}>
            {sort.label}
          </option>
        ))}
      </select>
      <button type="submit" className="shop-sort__submit no-script-only">
        Sort
      </button>
    </form>
  );
}
