// Click and collect for a cart, as the cart page and the drawer's GET /api/cart both show it: the
// chosen store is the one the cart is set to be picked up from, else the shopper's (the
// preferredStore cookie, checked against the store list by the use case). Null for no cart, an
// empty one, or when stock or the stores cannot be read.
import type { Locale } from '../../domain/locale';
import type { LoadCartPickup } from '../../application/collect/load-cart-pickup';
import type { Cart } from '../../domain/cart';
import type { PickupView } from '../../ui/collect/view-models';
import { toPickupView } from '../views/pickup-view';

export interface CartPickupAnswer {
  pickup: PickupView | null;
  /** The store the cart is set to be picked up from; null for delivery. */
  collecting: string | null;
}

export async function cartPickupView(loadCartPickup: LoadCartPickup | undefined, cart: Cart | null, preferredStore: string | null, now: Date, market: Pick<Locale, 'pathPrefix'>): Promise<CartPickupAnswer> {
  const collecting = cart?.deliveryPreference?.method === 'PICK_UP' ? cart.deliveryPreference.pickupHandle : null;
  const pickup = cart && loadCartPickup ? await loadCartPickup.execute({ cart, preferredStore: collecting ?? preferredStore, now }) : null;
  return { pickup: pickup ? toPickupView(pickup, market) : null, collecting };
}
