import { chargedLines, type Cart } from '../../domain/cart';
import { CART_MESSAGES } from '../../domain/cart-messages';
import { CartError } from '../cart/cart-errors';
import type { CartStore } from '../ports';

/**
 * The cart a checkout may turn into an order, whichever way it is fulfilled: it exists, it holds
 * lines, and no open-box unit in it was sold since the shopper last looked (that unit has just left
 * the cart: the shopper confirms the cart that remains before anything is ordered).
 */
export async function orderableCart(carts: CartStore, cartId: string, locale: Parameters<CartStore['cart']>[1]): Promise<Cart> {
  const cart = await carts.cart(cartId, locale);
  if (!cart) throw new CartError('cart-not-found', 'This cart no longer exists');
  if (cart.notices?.includes(CART_MESSAGES.openBoxUnitSold)) {
    await carts.acknowledge?.(cart.id);
    throw new CartError('refused', CART_MESSAGES.openBoxUnitSold);
  }
  if (chargedLines(cart.lines).length === 0) throw new CartError('invalid-input', CART_MESSAGES.cartEmpty);
  return cart;
}

/** The world changed since the shopper's checkout page: nothing is charged, the page comes back with the new figures. */
export function requireConfirmedFigures(shown: string, now: string): void {
  if (shown !== now) throw new CartError('refused', CART_MESSAGES.figuresChanged);
}
