// The empty cart's ways on (issue 33: 'the empty cart is bare'): a search of the whole shop (a plain
// GET of the results page, so it works without JavaScript), the departments with their pictures, and
// the shopper's recently viewed row (the browser's own, loaded after the page). Its own chunk (an
// island, cart-page.tsx): the cart page's first script does not grow.
import { useId } from 'react';
import { RouteLink } from '../components/route-link';
import { WholeShopSearch } from '../components/whole-shop-search';
import { RecentlyViewedSlot } from '../recent/recently-viewed-slot';
import type { MenuCategoryView } from '../view-models';

/**
 * A department's picture, where content/category-picture.ts says it is (`/images/categories/{last
 * segment of its link}.svg`, drawn 96 px square). Not imported from there: a module shared with the
 * home page's chunk is split into a chunk of its own, one more file in the home page's first load.
 */
const departmentPicture = (href: string) => `/images/categories/${encodeURIComponent(href.split(/[?#]/)[0]!.split('/').filter(Boolean).at(-1) ?? '')}.svg`;
const PICTURE_SIZE = 96;

export default function EmptyCartWayOn({ departments }: { departments: readonly MenuCategoryView[] }) {
  const id = useId();
  return (
    <div className="cart-empty__way-on">
      <WholeShopSearch block="cart-empty" label="Know what you're after?" />
      {departments.length > 0 ? (
        <nav className="cart-empty__departments" aria-labelledby={`${id}-departments`}>
          <h2 id={`${id}-departments`}>Shop by department</h2>
          <ul>
            {departments.map((department) => (
              <li key={department.href}>
                <RouteLink to={department.href} className="cart-empty__department">
                  <img src={departmentPicture(department.href)} alt="" width={PICTURE_SIZE} height={PICTURE_SIZE} loading="lazy" decoding="async" />
                  <span>{department.name}</span>
                </RouteLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <RecentlyViewedSlot current={null} />
    </div>
  );
}
