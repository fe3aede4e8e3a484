import { inject, injectable } from 'tsyringe';
import type { Cart } from '../../domain/cart';
import type { Locale } from '../../domain/locale';
import type { CartStore } from '../ports';
import { TOKENS } from '../tokens';

/** The shopper's cart from the id in their cookie; null when there is none (yet, or any more). */
@injectable()
export class LoadCart {
  constructor(@inject(TOKENS.CartStore) private readonly carts: CartStore) {}

  async execute({ cartId, locale }: { cartId: string | null; locale: Locale }): Promise<Cart | null> {
    return cartId ? this.carts.cart(cartId, locale) : null;
  }
}
