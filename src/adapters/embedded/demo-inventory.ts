import type { Inventory } from '../../application/ports';
import type { InventoryLevel } from '../../domain/catalogue/product';
import type { DemoCatalogue, InventoryEntry } from './demo-data/catalogue-types';

/** Stock per location from the demo catalogue, as the middleware's /inventory/{sku} would report it. */
export class DemoInventory implements Inventory {
  private readonly bySku = new Map<string, readonly InventoryEntry[]>();

  constructor(catalogue: DemoCatalogue) {
    for (const product of catalogue.products) {
      for (const variant of product.variants) this.bySku.set(variant.sku.toUpperCase(), variant.inventory);
    }
  }

  async levelsForSku(sku: string): Promise<InventoryLevel[]> {
    const entries = this.bySku.get(sku.trim().toUpperCase()) ?? [];
    return entries.map((entry) => ({ locationId: entry.locationId, quantity: entry.quantity, hasDemo: entry.hasDemo }));
  }
}
