import type { OpenBoxItems } from '../../application/ports';
import type { OpenBoxUnit } from '../../domain/catalogue/product';
import { PATH_ID, type JsonHttpClient } from '../http/json-http-client';
import { openBoxResponse, type OpenBoxRecord } from './middleware-schemas';
import { UpstreamError } from '../http/upstream-error';

/** The middleware's snake_case record (spec section 7) as the shop's open-box unit. */
export function reshapeOpenBoxUnit(record: OpenBoxRecord): OpenBoxUnit {
  return {
    number: record.open_box_number,
    warehouseName: record.warehouse.userFacingName,
    warehouseCode: record.warehousecode,
    price: record.open_box_price,
    newPrice: record.retail_price,
    shopifyVariantId: record.shopifyVariantId,
    condition: record.condition,
    originalBox: record.original_box === 'Y',
    allAccessories: record.all_accessories === 'Y',
    comments: record.comments ?? '',
  };
}

/** GET {middleware}/openbox/{productId}: the list of open-box units; a 404 means none. */
export class MiddlewareOpenBoxItems implements OpenBoxItems {
  constructor(private readonly http: JsonHttpClient) {}

  async forProduct(productId: string): Promise<OpenBoxUnit[]> {
    if (!PATH_ID.test(productId.trim())) return [];
    try {
      const items = await this.http.get(`/openbox/${encodeURIComponent(productId.trim())}`, openBoxResponse);
      return items.map(reshapeOpenBoxUnit);
    } catch (error) {
      if (error instanceof UpstreamError && error.code === 'UpstreamNotFound') return [];
      throw error;
    }
  }
}
