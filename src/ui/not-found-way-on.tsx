// The 404's ways on (issue 33: a 404 that helps): a search of the whole shop, a plain GET of the
// results page so it works without JavaScript, and the departments of the header's menu as links.
// Its own chunk (an island, error-screens.tsx): the entry script every page loads does not grow.
import { useId } from 'react';
import { SEARCH_QUERY_MAX_LENGTH } from '../domain/search-state';
import { RouteLink } from './components/route-link';
import { useHref } from './router/hooks';
import type { MenuCategoryView } from './view-models';

export default function NotFoundWayOn({ departments }: { departments: readonly MenuCategoryView[] }) {
  const id = useId();
  const searchAction = useHref('/search');
  return (
    <div className="error-screen__way-on">
      <form role="search" aria-labelledby={`${id}-label`} className="error-screen__search" action={searchAction} method="get">
        <label htmlFor={id} id={`${id}-label`} className="error-screen__search-label">Looking for something in particular?</label>
        <div className="error-screen__search-row">
          <input id={id} type="search" name="search[query]" placeholder="Search guitars, drums, keyboards…" maxLength={SEARCH_QUERY_MAX_LENGTH} autoComplete="off" />
          <button type="submit" className="button button--secondary">Search</button>
        </div>
      </form>
      {departments.length > 0 ? (
        <nav className="error-screen__departments" aria-label="Departments">
          <ul>
            {departments.map((department) => (
              <li key={department.href}>
                <RouteLink to={department.href} className="error-screen__department">{department.name}</RouteLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
