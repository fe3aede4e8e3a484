import { inject, injectable } from 'tsyringe';
import { variantAvailability, type AvailabilityLabel } from '../../domain/availability';
import type { InventoryLevel } from '../../domain/catalogue/product';
import { stockStateOf, type StockState } from '../../domain/stock-state';
import {
  inStoreAvailability,
  MAIN_STORES,
  onlineQuantity,
  stockCount,
  storesWithDemo,
  storesWithStock,
  type InStoreAvailability,
  type StockCount,
  type StoreWarehouse,
} from '../../domain/stock';
import type { ContentSource, EventLog, Inventory } from '../ports';
import { TOKENS } from '../tokens';
import { withFallback } from './with-fallback';
import type { StoreContent } from '../content/content';
import { itemPickup, type ItemPickupOption, type StorePickup } from '../collect/store-pickup';

export interface ProductStockRequest {
  sku: string;
  /** The product the SKU belongs to, by handle. */
  productHandle: string;
  /** The product's stock-status metafield, which decides when nothing is online. */
  metafieldStatus: string | null;
  /** The platform's verdict on the variant, when it gives one: it wins over stock (availability.ts). */
  availableForSale?: boolean;
  /** Click and collect: the shopper's chosen store and the clock its readiness is judged by. */
  pickup?: { preferredStore: string | null; now: Date };
}

export interface StoreStock {
  name: string;
  link: string;
  inStock: boolean;
  hasDemo: boolean;
}

export interface ProductStock {
  online: { status: AvailabilityLabel; count: StockCount | null; state: StockState };
  /** The spec's four states over the two main stores. */
  availability: InStoreAvailability;
  /** Stores holding stock or a demo unit, in the content's store order. */
  stores: StoreStock[];
  /** False when the middleware could not say: the page then shows the metafield status only. */
  known: boolean;
  /** Click and collect at every store, the chosen one first; absent when not asked or stock is unknown. */
  pickup?: StorePickup<ItemPickupOption>;
}

type StoreEntry = StoreWarehouse & { link: string; content?: StoreContent };

/** Online stock and in-store availability for one SKU. Never throws: failures are logged. */
@injectable()
export class LoadProductStock {
  constructor(
    @inject(TOKENS.Inventory) private readonly inventory: Inventory,
    @inject(TOKENS.ContentSource) private readonly content: ContentSource,
    @inject(TOKENS.EventLog) private readonly log: EventLog,
  ) {}

  async execute({ sku, productHandle, metafieldStatus, availableForSale, pickup }: ProductStockRequest): Promise<ProductStock> {
    const [levels, stores] = await Promise.all([
      withFallback<InventoryLevel[] | null>(this.log, 'inventory lookup', { sku }, null, () => this.inventory.levelsForSku(sku, productHandle)),
      withFallback<StoreEntry[]>(this.log, 'store list', {}, MAIN_STORES.map((s) => ({ ...s, link: '' })), () => this.storeEntries()),
    ]);
    const known = levels ?? [];
    const quantity = onlineQuantity(known);
    const stocked = new Set(storesWithStock(known, stores).map((s) => s.warehouseCode));
    const demos = new Set(storesWithDemo(known, stores).map((s) => s.warehouseCode));
    // Stock the middleware could not report is unknown, not zero: the page's own verdict then decides.
    const availability = variantAvailability({ onlineQuantity: levels ? quantity : null, stockStatus: metafieldStatus, availableForSale: availableForSale ?? null });
    return {
      online: { status: availability.label, count: stockCount(quantity), state: stockStateOf(availability, stockCount(quantity)) },
      availability: inStoreAvailability(known),
      stores: stores
        .filter((s) => stocked.has(s.warehouseCode) || demos.has(s.warehouseCode))
        .map((s) => ({ name: s.name, link: s.link, inStock: stocked.has(s.warehouseCode), hasDemo: demos.has(s.warehouseCode) })),
      known: levels !== null,
      ...(pickup && levels ? { pickup: itemPickup(stores.flatMap((s) => (s.content ? [s.content] : [])), { sku, title: productHandle, levels }, pickup.preferredStore, pickup.now) } : {}),
    };
  }

  private async storeEntries(): Promise<StoreEntry[]> {
    const stores = await this.content.stores({ preview: false });
    return stores.map((s) => ({ warehouseCode: s.locationId, key: s.slug, name: s.name, link: s.link, content: s }));
  }
}
