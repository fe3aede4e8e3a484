// The header's cart link with the item count. Without JavaScript it is a link to /cart; with it,
// it opens the drawer.
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useRootData } from '../use-root-data';
import { useCart } from './cart-context';
import { preloadCartDrawer } from './cart-drawer';

export function CartLink() {
  const cart = useCart();
  const root = useRootData();
  // The browser's cart once it knows one (loaded, or changed on this page); until then the count
  // the server rendered from the cart cookie, so the first byte and hydration agree.
  const count = cart?.cart ? cart.cart.totalQuantity : cart?.loaded ? 0 : (root?.cartCount ?? 0);
  const open = (event: MouseEvent) => {
    if (!cart) return;
    event.preventDefault();
    cart.openDrawer();
  };
  return (
    <Link to="/cart" className="cart-link" onClick={open} onPointerEnter={preloadCartDrawer} onFocus={preloadCartDrawer} aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
      Cart <span className="cart-link__count" data-testid="cart-count">{count}</span>
    </Link>
  );
}
