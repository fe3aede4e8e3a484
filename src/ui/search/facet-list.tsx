import { useEffect, useId, useState } from 'react';
import { useParams } from '../router/hooks';
import { facetValuesToShow, type FacetValue } from '../../domain/facets';
import { serializeSearchState, toggleRefinement, type SearchScope, type SearchState } from '../../domain/search-state';
import { useRootData } from '../use-root-data';
import { useDebouncedFetch } from './use-debounced-fetch';
import type { FacetGroupView, FacetValueView } from './view-models';

interface FacetListProps {
  group: FacetGroupView;
  state: SearchState;
  scope: SearchScope;
  go: (state: SearchState) => void;
  /** The filters' GET form (filter-sidebar.tsx): the boxes are its fields, its 'Apply' sends them without JavaScript. */
  form: string;
}

function useFacetSearch(group: FacetGroupView, text: string, state: SearchState, scope: SearchScope): FacetValue[] | null {
  const { handle } = useParams();
  const locale = useRootData()?.selectedLocale.key;
  const query = new URLSearchParams({ facet: group.attribute, q: text.trim(), state: serializeSearchState(state, scope), limit: String(group.showMoreLimit > 100 ? 100 : group.showMoreLimit) });
  if (scope === 'category' && handle) query.set('handle', handle);
  if (locale) query.set('locale', locale);
  const { data } = useDebouncedFetch<{ values: FacetValue[] }>(text.trim() === '' ? null : `/api/search/facet-values?${query}`);
  return text.trim() === '' ? null : (data?.values ?? null);
}

/** A facet's values as checkboxes, 'Show More' / 'Show Less', and for long lists a search box. */
export function FacetList({ group, state, scope, go, form }: FacetListProps) {
  const [expanded, setExpanded] = useState(false);
  const [text, setText] = useState('');
  const searchId = useId();
  const found = useFacetSearch(group, text, state, scope);
  const selected = new Set(state.refinementList[group.attribute] ?? []);
  // A box ticks at once; the listing catches up when the navigation lands. The ticks belong to the
  // selection they were made on, so a new selection starts clean without an effect (an effect that
  // set state here re-rendered every facet list once more while the page hydrated).
  const selectionKey = [...selected].join('\u0000');
  const [ticks, setTicks] = useState<{ on: string; ticked: Record<string, boolean> }>({ on: selectionKey, ticked: {} });
  const ticked = ticks.on === selectionKey ? ticks.ticked : {};
  const setTicked = (next: Record<string, boolean>) => setTicks({ on: selectionKey, ticked: next });
  const shown = facetValuesToShow(group, expanded);
  // Every value up to 'Show More''s limit is in the page, those past the first few hidden until
  // 'Show More': without JavaScript the page's no-script style shows them all (document.tsx).
  const all = facetValuesToShow(group, true);
  const values: FacetValueView[] = found ? found.map((v) => ({ ...v, selected: selected.has(v.value) })) : (all.values as FacetValueView[]);
  const visible = found ? values.length : shown.values.length;

  return (
    <div className="facet-list">
      {group.searchable ? (
        <div className="facet-list__search with-script-only">
          <label htmlFor={searchId} className="visually-hidden">{`Search ${group.label.toLowerCase()}`}</label>
          <input id={searchId} type="search" placeholder={`Search ${group.label.toLowerCase()}...`} value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
        </div>
      ) : null}
      <ul className="facet-list__values">
        {values.map((v, index) => (
          <li key={v.value} className={index < visible ? undefined : 'facet-list__more'} hidden={index >= visible}>
            <label className="facet-list__value">
              <input
                type="checkbox"
                form={form}
                name={`${scope}[refinementList][${group.attribute}][]`}
                value={v.value}
                checked={ticked[v.value] ?? v.selected}
                onChange={() => {
                  setTicked({ ...ticked, [v.value]: !(ticked[v.value] ?? v.selected) });
                  go(toggleRefinement(state, group.attribute, v.value));
                }}
              />
              <span className="facet-list__label">{v.value}</span> <span className="facet-count">{v.count}</span>
            </label>
          </li>
        ))}
        {found && found.length === 0 ? <li className="facet-list__none">No matches</li> : null}
      </ul>
      {!found && shown.canToggle ? (
        <button type="button" className="facet-list__toggle with-script-only" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show Less' : 'Show More'}
        </button>
      ) : null}
      <button type="submit" form={form} className="button button--small facet-list__apply no-script-only">
        Apply
      </button>
    </div>
  );
}
