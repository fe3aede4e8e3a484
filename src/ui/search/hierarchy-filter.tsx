import { CATEGORY_LEVELS, CATEGORY_PATH_SEPARATOR } from '../../application/search/search-facets';
import type { SearchState } from '../../domain/search-state';
import type { HierarchyItemView } from './view-models';

function select(state: SearchState, path: string | null): SearchState {
  return { ...state, hierarchicalMenu: path ? { [CATEGORY_LEVELS[0]]: [path] } : {}, page: 1, maxPage: 1 };
}

/** The parent of a path, or null at (or above) the listing's own root. */
function parentOf(path: string, root: string): string | null {
  const parts = path.split(CATEGORY_PATH_SEPARATOR);
  const parent = parts.slice(0, -1).join(CATEGORY_PATH_SEPARATOR);
  return parent === '' || parent === root ? null : parent;
}

interface HierarchyFilterProps {
  items: readonly HierarchyItemView[];
  root: string;
  state: SearchState;
  go: (state: SearchState) => void;
}

/** The category hierarchy: choosing a category narrows to it; choosing it again goes back up a level. */
export function HierarchyFilter({ items, root, state, go }: HierarchyFilterProps) {
  const selectedPath = state.hierarchicalMenu[CATEGORY_LEVELS[0]]?.[0] ?? null;
  const list = (level: readonly HierarchyItemView[]) => (
    <ul className="hierarchy-filter__list">
      {level.map((item) => (
        <li key={item.path}>
          <button
            type="button"
            className="hierarchy-filter__item"
            aria-pressed={item.selected}
            aria-current={selectedPath === item.path ? 'true' : undefined}
            onClick={() => go(select(state, selectedPath === item.path ? parentOf(item.path, root) : item.path))}
          >
            <span>{item.label}</span> <span className="facet-count">{item.count}</span>
          </button>
          {item.children.length > 0 ? list(item.children) : null}
        </li>
      ))}
    </ul>
  );
  return <nav aria-label="Categories" className="hierarchy-filter">{list(items)}</nav>;
}
