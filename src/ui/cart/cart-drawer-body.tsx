// The cart drawer's contents: the lines, the summary and the related-products carousel. Its own
// chunk (cart-drawer.tsx loads it when the drawer first opens). Under the summary, click and
// collect's line for the cart (asked again once the lines it was worked out for have changed).
import { useEffect } from 'react';
import { DrawerPickup } from '../collect/drawer-pickup';
import { CartContents } from './cart-contents';
import type { CartApi } from './cart-context';
import { RelatedCarousel } from './related-carousel';

export default function CartDrawerBody({ cart }: { cart: CartApi }) {
  // One product id per line; while a line awaits the server its product is unknown, so the
  // carousel keeps what it shows rather than asking about the wrong number of lines.
  const lines = cart.cart?.lines ?? [];
  const productIds = lines.flatMap((line) => line.productId ?? []);
  const settled = productIds.length === lines.length;
  const { pickupStale, pending, reload } = cart;
  useEffect(() => {
    if (pickupStale && !pending) void reload();
  }, [pickupStale, pending, reload]);
  return (
    <>
      <CartContents cart={cart.cart} pending={cart.pending} error={cart.error ?? cart.loadError} known={cart.loaded || cart.cart !== null} onNavigate={cart.closeDrawer} />
      {cart.pickup && lines.length > 0 ? <DrawerPickup pickup={cart.pickup} cartHref={`${cart.prefix}/cart`} onNavigate={cart.closeDrawer} /> : null}
      <RelatedCarousel productIds={settled ? productIds : null} />
    </>
  );
}
