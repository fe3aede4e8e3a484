import { inject, injectable } from 'tsyringe';
import type { Cart } from '../../domain/cart';
import type { ContentSource, EventLog, Inventory } from '../ports';
import { TOKENS } from '../tokens';
import { pickupOptions, type CollectItem, type StorePickup } from './store-pickup';

export interface CartPickupRequest {
  cart: Cart;
  /** The shopper's chosen store (cookie); validated by the caller, checked against the store list here. */
  preferredStore: string | null;
  now: Date;
}

/** The items of a cart with their stock per location; one Inventory call per line. */
export async function cartCollectItems(inventory: Inventory, cart: Cart): Promise<CollectItem[]> {
  return Promise.all(
    cart.lines.map(async (line) => ({
      sku: line.merchandise.title,
      title: line.merchandise.product.title,
      quantity: line.quantity,
      levels: await inventory.levelsForSku(line.merchandise.title, line.merchandise.product.handle),
    })),
  );
}

/**
 * Where the cart can be collected: every store with whether it holds every line (else which it
 * lacks) and when the order would be ready. Null when stock or the store list cannot be read (the
 * failure is logged; the cart page then says nothing about pick-up, the checkout offers delivery).
 */
@injectable()
export class LoadCartPickup {
  constructor(
    @inject(TOKENS.Inventory) private readonly inventory: Inventory,
    @inject(TOKENS.ContentSource) private readonly content: ContentSource,
    @inject(TOKENS.EventLog) private readonly log: EventLog,
  ) {}

  async execute({ cart, preferredStore, now }: CartPickupRequest): Promise<StorePickup | null> {
    if (cart.lines.length === 0) return null;
    try {
      const [stores, items] = await Promise.all([this.content.stores({ preview: false }), cartCollectItems(this.inventory, cart)]);
      return pickupOptions(stores, items, preferredStore, now);
    } catch (error) {
      this.log.warn({ error: String(error) }, 'pick-up options for a cart failed; the cart offers delivery only');
      return null;
    }
  }
}
