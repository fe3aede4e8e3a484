// The cart drawer's contents as the first response carries them (in the header's personal hole's
// <template>, src/ui/personal/holes.tsx): the shopper's lines and summary, rendered on the server
// only, on their own, per response. The drawer copies this HTML as it is (hidden until it opens) and
// the drawer's own chunk takes over once it has loaded (cart-drawer.tsx), rendering the same from
// the same data (PersonalData.drawer). Its forms are the cart form posts: before that chunk arrives
// the drawer sends them through the cart as the live contents would (no page load).
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import type { PersonalData } from '../personal/personal-data';
import { CART_DRAWER_STATIC_CLASS } from '../personal/holes';
import { CartContents } from './cart-contents';
import { CartContext, type CartApi } from './cart-context';
import type { CartView } from './view-models';

export function CartDrawerStatic({ drawer, base }: { drawer: PersonalData['drawer']; base: string }) {
  return (
    <div className={CART_DRAWER_STATIC_CLASS}>
      {drawer.known ? (
        <StaticRouter basename={base || '/'} location={`${base}/cart`}>
          <ShownCart cart={drawer.cart} prefix={base}>
            <CartContents cart={drawer.cart} pending={false} error={null} />
          </ShownCart>
        </StaticRouter>
      ) : null}
    </div>
  );
}

const nothing = () => undefined;
const NO_LINES: ReadonlySet<string> = new Set();

/** A cart that only shows: its forms post under the locale's prefix, nothing is pending. */
function ShownCart({ cart, prefix, children }: { cart: CartView | null; prefix: string; children: ReactNode }) {
  const api: CartApi = {
    cart,
    loaded: true,
    loadError: null,
    pending: false,
    pendingLineIds: NO_LINES,
    error: null,
    drawerOpen: false,
    carouselVisible: false,
    submit: () => Promise.resolve(),
    openDrawer: nothing,
    closeDrawer: nothing,
    setCarouselVisible: nothing,
    prefix,
    reload: () => Promise.resolve(null),
  };
  return <CartContext value={api}>{children}</CartContext>;
}
