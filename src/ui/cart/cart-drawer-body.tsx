// The cart drawer's contents: the lines, the summary and the related-products carousel. Its own
// chunk (cart-drawer.tsx loads it when the drawer first opens). Under the summary, click and
// collect's line for the cart: asked for when the drawer shows it (open, with lines), kept while it
// fits the lines (here, so a closed and reopened drawer does not ask again), asked again once the
// lines it was worked out for have changed.
import { useEffect, useState } from 'react';
import { DrawerPickup } from '../collect/drawer-pickup';
import { pickupFits, pickupLinesKey, pickupLoadFrom, type LoadedPickup } from '../collect/pickup-lines';
import { CartContents } from './cart-contents';
import type { CartApi } from './cart-context';
import { RelatedCarousel } from './related-carousel';

/** The last pick-up answer, for the lines it was worked out for (outlives the drawer's closing). */
let remembered: LoadedPickup | null = null;

function useDrawerPickup(cart: CartApi) {
  const [pickup, setPickup] = useState(remembered);
  const fits = pickupFits(pickup, cart.cart);
  const wanted = cart.loaded && (cart.cart?.lines.length ?? 0) > 0 && !fits;
  const { pending, reload } = cart;
  useEffect(() => {
    if (!wanted || pending) return;
    let live = true;
    void reload().then((body) => {
      if (!live || body === null || typeof body !== 'object') return;
      remembered = { view: pickupLoadFrom(body), lines: pickupLinesKey((body as { cart?: Parameters<typeof pickupLinesKey>[0] }).cart ?? null) };
      setPickup(remembered);
    });
    return () => {
      live = false;
    };
  }, [wanted, pending, reload]);
  return fits ? (pickup?.view ?? null) : null;
}

export default function CartDrawerBody({ cart }: { cart: CartApi }) {
  // One product id per line; while a line awaits the server its product is unknown, so the
  // carousel keeps what it shows rather than asking about the wrong number of lines.
  const lines = cart.cart?.lines ?? [];
  const productIds = lines.flatMap((line) => line.productId ?? []);
  const settled = productIds.length === lines.length;
  const pickup = useDrawerPickup(cart);
  return (
    <>
      <CartContents cart={cart.cart} pending={cart.pending} error={cart.error ?? cart.loadError} known={cart.loaded || cart.cart !== null} onNavigate={cart.closeDrawer} />
      {pickup && lines.length > 0 ? <DrawerPickup pickup={pickup} cartHref={`${cart.prefix}/cart`} onNavigate={cart.closeDrawer} /> : null}
      <RelatedCarousel productIds={settled ? productIds : null} />
    </>
  );
}
