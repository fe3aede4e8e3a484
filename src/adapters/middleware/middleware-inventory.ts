import type { Inventory } from '../../application/ports';
import type { InventoryLevel } from '../../domain/catalogue/product';
import { PATH_ID, type JsonHttpClient } from './json-http-client';
import { inventoryResponse } from './middleware-schemas';
import { UpstreamError } from './upstream-error';

/** GET {middleware}/inventory/{sku}?site={site}; a 404 means the middleware does not know the SKU. */
export class MiddlewareInventory implements Inventory {
  constructor(
    private readonly http: JsonHttpClient,
    private readonly site = 'product',
  ) {}

  async levelsForSku(sku: string): Promise<InventoryLevel[]> {
    if (!PATH_ID.test(sku.trim())) return [];
    const path = `/inventory/${encodeURIComponent(sku.trim())}?site=${encodeURIComponent(this.site)}`;
    try {
      const { inventory } = await this.http.get(path, inventoryResponse);
      return inventory.map((level) => ({ locationId: level.locationId, quantity: level.quantity, hasDemo: level.hasDemo }));
    } catch (error) {
      if (error instanceof UpstreamError && error.code === 'UpstreamNotFound') return [];
      throw error;
    }
  }
}
