import { inject, injectable } from 'tsyringe';
import type { Cart } from '../../domain/cart';
import { pickupPreferenceInput, pickupRefusal, storeFulfilment, UNKNOWN_PICKUP_STORE } from '../../domain/click-and-collect';
import type { Locale } from '../../domain/locale';
import { CartError } from '../cart/cart-errors';
import type { CartStore, ContentSource, Inventory } from '../ports';
import { TOKENS } from '../tokens';
import { cartCollectItems } from './load-cart-pickup';
import { PickupRefused } from './place-pickup-order';
import { collectLinesAt } from './store-pickup';

export type DeliveryChoice = { method: 'pickup'; storeSlug: string } | { method: 'delivery' };

/**
 * The cart's delivery preference, which a hosted checkout (Shopify) opens with: pick up at a store
 * that holds every line, or delivery. The server checks the store against the content's list and
 * the stock of every line; a store that cannot fulfil is refused with the lines it lacks and the
 * cart is left as it was.
 */
@injectable()
export class ChooseCartDelivery {
  constructor(
    @inject(TOKENS.CartStore) private readonly carts: CartStore,
    @inject(TOKENS.Inventory) private readonly inventory: Inventory,
    @inject(TOKENS.ContentSource) private readonly content: ContentSource,
  ) {}

  async execute(cartId: string, choice: DeliveryChoice, locale: Locale): Promise<Cart> {
    const cart = await this.carts.cart(cartId, locale);
    if (!cart) throw new CartError('cart-not-found', 'This cart no longer exists');
    if (choice.method === 'pickup') {
      const store = (await this.content.stores({ preview: false })).find((candidate) => candidate.slug === choice.storeSlug);
      if (!store) throw new PickupRefused('unknown-store', UNKNOWN_PICKUP_STORE);
      const items = await cartCollectItems(this.inventory, cart).catch((error: unknown) => {
        throw new CartError('unavailable', 'Stock could not be checked', { cause: error });
      });
      const fulfilment = storeFulfilment(collectLinesAt(store, items));
      if (fulfilment.kind !== 'holds-every-line') throw new PickupRefused('cannot-fulfil', pickupRefusal(store.name, fulfilment.missing));
    }
    const preferences = pickupPreferenceInput(choice.method === 'pickup' ? choice.storeSlug : null);
    return this.carts.apply(cart.id, { action: 'BuyerIdentityUpdate', inputs: { buyerIdentity: { preferences } } }, locale);
  }
}
