import { inject, injectable } from 'tsyringe';
import { cartShipping, displayedCartTotal } from '../../domain/cart-shipping';
import { CART_MESSAGES } from '../../domain/cart-messages';
import type { Locale } from '../../domain/locale';
import { CartError } from '../cart/cart-errors';
import type { Order, OrderRequest } from './order';
import type { CartStore, OrderBook } from '../ports';
import { TOKENS } from '../tokens';

/**
 * The embedded checkout: the cart as the shopper last saw it becomes an order, with the shipping
 * rule of spec section 9 ($5 below $100, free from $100, heavy items quoted separately). Placing
 * the same cart twice answers the first order.
 */
@injectable()
export class PlaceCartOrder {
  constructor(
    @inject(TOKENS.CartStore) private readonly carts: CartStore,
    @inject(TOKENS.OrderBook) private readonly orders: OrderBook,
  ) {}

  async execute(request: OrderRequest, locale: Locale): Promise<Order> {
    const cart = await this.carts.cart(request.cartId, locale);
    if (!cart) throw new CartError('cart-not-found', 'This cart no longer exists');
    // A unit sold since the shopper last looked has just left the cart: they confirm the cart that remains.
    if (cart.notices?.includes(CART_MESSAGES.openBoxUnitSold)) {
      await this.carts.acknowledge?.(cart.id);
      throw new CartError('refused', CART_MESSAGES.openBoxUnitSold);
    }
    if (cart.lines.length === 0) throw new CartError('invalid-input', CART_MESSAGES.cartEmpty);
    const shipping = cartShipping(cart.cost.subtotalAmount, cart.lines, locale);
    const total = displayedCartTotal(cart.cost.totalAmount, shipping);
    return this.orders.placeOrder(request, cart, { shipping: shipping.kind === 'flat' ? shipping.fee : null, total });
  }
}
