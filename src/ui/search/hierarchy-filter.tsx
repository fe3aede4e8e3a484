import { CATEGORY_LEVELS, CATEGORY_PATH_SEPARATOR } from '../../application/search/search-facets';
import type { SearchScope, SearchState } from '../../domain/search-state';
import { Link } from '../components/link';
import { useListingNavigation } from './use-listing-navigation';
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
  scope: SearchScope;
}

/**
 * The category hierarchy: choosing a category narrows to it; choosing it again goes back up a
 * level. Links to those states, so they work without JavaScript too.
 */
export function HierarchyFilter({ items, root, state, scope }: HierarchyFilterProps) {
  const { hrefOf } = useListingNavigation(scope);
  const selectedPath = state.hierarchicalMenu[CATEGORY_LEVELS[0]]?.[0] ?? null;
  const list = (level: readonly HierarchyItemView[]) => (
    <ul className="hierarchy-filter__list">
      {level.map((item) => (
        <li key={item.path}>
          <Link
            to={hrefOf(select(state, selectedPath === item.path ? parentOf(item.path, root) : item.path))}
            preventScrollReset
            className={`hierarchy-filter__item${item.selected ? ' hierarchy-filter__item--selected' : ''}`}
            aria-current={selectedPath === item.path ? 'true' : undefined}
          >
            <span>{item.label}</span> <span className="facet-count">{item.count}</span>
          </Link>
          {item.children.length > 0 ? list(item.children) : null}
        </li>
      ))}
    </ul>
  );
  return <nav aria-label="Categories" className="hierarchy-filter">{list(items)}</nav>;
}
