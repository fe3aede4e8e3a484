// The header's cart link with the item count. Without JavaScript it is a link to /cart; with it,
// it opens the drawer.
// It is a personal hole of the shared shell (src/ui/personal/holes.tsx): the server renders it on its
// own per response, so it reads only its props, the cart context (absent there) and RouteLink's base.
import type { MouseEvent } from 'react';
import { RouteLink } from '../components/route-link';
import { useCart } from './cart-context';
import { preloadCartDrawer } from './cart-drawer-chunk';

/** `serverCount`: the items the server counted in the cart the cookie names (null: it could not load it). */
export function CartLink({ serverCount }: { serverCount: number | null }) {
  const cart = useCart();
  // The browser's cart once it knows one (loaded, or changed on this page); until then the count
  // the server rendered from the cart cookie, so the first byte and hydration agree.
  const count = cart?.cart ? cart.cart.totalQuantity : cart?.loaded ? 0 : (serverCount ?? 0);
  const open = (event: MouseEvent) => {
    if (!cart) return;
    event.preventDefault();
    cart.openDrawer();
  };
  return (
    <RouteLink to="/cart" className="cart-link" onClick={open} onPointerEnter={preloadCartDrawer} onFocus={preloadCartDrawer} aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
      Cart <span className="cart-link__count" data-testid="cart-count">{count}</span>
    </RouteLink>
  );
}
