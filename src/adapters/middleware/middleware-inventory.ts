import type { Inventory } from '../../application/ports';
import type { InventoryLevel } from '../../domain/catalogue/product';
import { PATH_ID, type JsonHttpClient } from '../http/json-http-client';
import { inventoryResponse } from './middleware-schemas';
import { UpstreamError } from '../http/upstream-error';

/**
 * GET {middleware}/inventory/{sku}?site={product}; a 404 means the middleware does not know the SKU.
 * Reading: `{product}` is a placeholder like `{sku}` beside it, and must name something the SKU does
 * not, so it is the product's handle (the product id here is the uppercased SKU, which would repeat it).
 */
export class MiddlewareInventory implements Inventory {
  constructor(private readonly http: JsonHttpClient) {}

  async levelsForSku(sku: string, productHandle: string): Promise<InventoryLevel[]> {
    if (!PATH_ID.test(sku.trim())) return [];
    const path = `/inventory/${encodeURIComponent(sku.trim())}?site=${encodeURIComponent(productHandle)}`;
    try {
      const { inventory } = await this.http.get(path, inventoryResponse);
      return inventory.map((level) => ({ locationId: level.locationId, quantity: level.quantity, hasDemo: level.hasDemo }));
    } catch (error) {
      if (error instanceof UpstreamError && error.code === 'UpstreamNotFound') return [];
      throw error;
    }
  }
}
