import { inject, injectable } from 'tsyringe';
import type { Cart } from '../../domain/cart';
import type { CartAction } from '../../domain/cart-actions';
import type { Locale } from '../../domain/locale';
import { isCartError } from './cart-errors';
import type { ActionOnce, CartStore } from '../ports';
import { TOKENS } from '../tokens';

export interface CartUpdate {
  cartId: string | null;
  action: CartAction;
  locale: Locale;
  /** A keyed action (answer-cart-action-once.ts), applied once by a store that keeps its key. */
  once?: ActionOnce | null;
}

/** Actions that make sense on a fresh cart when the shopper's old one is gone (expired or ordered). */
const STARTS_A_CART = new Set<CartAction['action']>(['Create', 'LinesAdd']);

/**
 * One cart form action (spec section 4). Adding to a cart that no longer exists starts a new one,
 * so a stale cookie never blocks an add to cart; any other action on it fails as it should.
 */
@injectable()
export class UpdateCart {
  constructor(@inject(TOKENS.CartStore) private readonly carts: CartStore) {}

  async execute({ cartId, action, locale, once }: CartUpdate): Promise<Cart> {
    try {
      return await this.carts.apply(cartId, action, locale, once ?? undefined);
    } catch (error) {
      const stale = cartId !== null && isCartError(error) && error.code === 'cart-not-found';
      if (stale && STARTS_A_CART.has(action.action)) return this.carts.apply(null, action, locale, once ?? undefined);
      throw error;
    }
  }
}
