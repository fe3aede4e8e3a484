import { useLoaderData } from '../router/hooks';
import { CartContents } from '../cart/cart-contents';
import { useCart } from '../cart/cart-context';
import type { CartPageView } from '../cart/view-models';
import { PRIVATE_PAGE_ROBOTS } from '../../domain/seo';
import { PageMeta } from '../components/page-meta';
import { CartPagePickup } from '../collect/cart-page-pickup';
import { islandPart } from '../components/lazy-part';
import { useRootData } from '../use-root-data';
import type { MenuCategoryView } from '../view-models';

/** The empty cart's search, departments and recently viewed: server-rendered, its code fetched after the page has loaded. */
const EmptyCartWayOn = islandPart<{ departments: readonly MenuCategoryView[] }>(() => import('../cart/empty-cart-way-on'), '.cart-empty__way-on').Island;

/** /cart: the same lines and summary as the drawer, rendered on the server so it works without JavaScript. */
export default function CartPage() {
  const page = useLoaderData() as CartPageView;
  const cart = useCart();
  // Once the browser knows the cart, the page follows it (optimistic changes included).
  const live = cart?.loaded ? cart : null;
  const shown = live ? live.cart : page.cart;
  const departments = useRootData()?.categoryData ?? [];
  return (
    <section className="cart-page" aria-labelledby="cart-page-title">
      <PageMeta title="Cart" robots={PRIVATE_PAGE_ROBOTS} />
      <h1 id="cart-page-title">Cart</h1>
      <CartContents cart={live ? live.cart : page.cart} pending={live?.pending ?? false} error={live ? live.error : (page.error ?? page.notice)} />
      {(shown?.lines.length ?? 0) === 0 && !(live ? live.error : page.error) ? <EmptyCartWayOn departments={departments} /> : null}
      {page.pickup ? <CartPagePickup pickup={page.pickup} collecting={page.collecting ?? null} loaded={page.cart} live={live ? live.cart : page.cart} /> : null}
    </section>
  );
}
