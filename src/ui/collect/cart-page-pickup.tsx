// The cart page's click and collect, for the cart the page was loaded with: once the lines change
// in place (JavaScript), the stock answer no longer fits them, so the page offers to look again.
import type { CartView } from '../cart/view-models';
import { CartPickup } from './cart-pickup';
import { pickupLinesKey as linesOf } from './pickup-lines';
import type { PickupView } from './view-models';

export function CartPagePickup({ pickup, collecting, loaded, live }: { pickup: PickupView; collecting: string | null; loaded: CartView | null; live: CartView | null }) {
  if (!live || live.lines.length === 0) return null;
  if (linesOf(live) !== linesOf(loaded)) {
    return (
      <p className="cart-pickup">
        <a href="">Check pick-up in store for your updated cart</a>
      </p>
    );
  }
  return <CartPickup pickup={pickup} collecting={collecting} />;
}
