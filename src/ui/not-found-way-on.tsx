// The 404's ways on (issue 33: a 404 that helps): a search of the whole shop, a plain GET of the
// results page so it works without JavaScript, and the departments of the header's menu as links.
// Its own chunk (an island, error-screens.tsx): the entry script every page loads does not grow.
import { RouteLink } from './components/route-link';
import { WholeShopSearch } from './components/whole-shop-search';
import type { MenuCategoryView } from './view-models';

export default function NotFoundWayOn({ departments }: { departments: readonly MenuCategoryView[] }) {
  return (
    <div className="error-screen__way-on">
      <WholeShopSearch block="error-screen" label="Looking for something in particular?" />
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
