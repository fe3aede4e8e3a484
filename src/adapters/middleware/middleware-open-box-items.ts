import type { OpenBoxItems } from '../../application/ports';
import type { OpenBoxItem } from '../../domain/catalogue/product';
import { PATH_ID, type JsonHttpClient } from '../http/json-http-client';
import { openBoxResponse } from './middleware-schemas';
import { UpstreamError } from '../http/upstream-error';

/** GET {middleware}/openbox/{productId}: the list of open-box units; a 404 means none. */
export class MiddlewareOpenBoxItems implements OpenBoxItems {
  constructor(private readonly http: JsonHttpClient) {}

  async forProduct(productId: string): Promise<OpenBoxItem[]> {
    if (!PATH_ID.test(productId.trim())) return [];
    try {
      const items = await this.http.get(`/openbox/${encodeURIComponent(productId.trim())}`, openBoxResponse);
      return items.map((item) => ({ ...item, warehouse: { userFacingName: item.warehouse.userFacingName }, comments: item.comments ?? '' }));
    } catch (error) {
      if (error instanceof UpstreamError && error.code === 'UpstreamNotFound') return [];
      throw error;
    }
  }
}
