import { useId } from 'react';
import { withSort, type SearchState, type SortKey } from '../../domain/search-state';

interface SortSelectProps {
  state: SearchState;
  sorts: readonly { key: SortKey; label: string }[];
  go: (state: SearchState) => void;
}

/** 'Relevance' (overrides on), 'Biggest Saving!', 'Price (Low to High)', 'Price (High to Low)'. */
export function SortSelect({ state, sorts, go }: SortSelectProps) {
  const id = useId();
  return (
    <div className="shop-sort">
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={state.sort} onChange={(event) => go(withSort(state, event.target.value as SortKey))}>
        {sorts.map((sort) => (
          <option key={sort.key} value={sort.key}>
            {sort.label}
          </option>
        ))}
      </select>
    </div>
  );
}
