import { inject, injectable } from 'tsyringe';
import type { BuyNowLine } from '../../domain/buy-now';
import type { Cart } from '../../domain/cart';
import type { Locale } from '../../domain/locale';
import type { CartStore } from '../ports';
import { TOKENS } from '../tokens';

/**
 * Buy now (/cart/{variantId}:{qty},...): a new cart holding exactly those lines, ready for its
 * checkout link. The shopper's own cart is left as it is.
 */
@injectable()
export class BuyNowCart {
  constructor(@inject(TOKENS.CartStore) private readonly carts: CartStore) {}

  execute({ lines, locale }: { lines: readonly BuyNowLine[]; locale: Locale }): Promise<Cart> {
    return this.carts.apply(null, { action: 'Create', inputs: { input: { lines: lines.map((l) => ({ ...l })) } } }, locale);
  }
}
