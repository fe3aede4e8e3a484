import type { OpenBoxItems } from '../../application/ports';
import type { OpenBoxUnit } from '../../domain/catalogue/product';
import type { DemoCatalogue, DemoOpenBoxItem } from './demo-data/catalogue-types';

/** Demo prices are cents; the port speaks dollars. */
export function reshapeOpenBoxItem(item: DemoOpenBoxItem): OpenBoxUnit {
  return {
    number: item.open_box_number,
    warehouseName: item.warehouse.userFacingName,
    warehouseCode: item.warehousecode,
    price: item.open_box_price / 100,
    newPrice: item.retail_price / 100,
    shopifyVariantId: item.shopifyVariantId,
    condition: item.condition,
    originalBox: item.original_box === 'Y',
    allAccessories: item.all_accessories === 'Y',
    comments: item.comments,
  };
}

/** Open-box units held in the demo warehouses, keyed by product id (the main variant's SKU, uppercased). */
export class DemoOpenBoxItems implements OpenBoxItems {
  private readonly byProductId = new Map<string, readonly DemoOpenBoxItem[]>();

  constructor(catalogue: DemoCatalogue) {
    for (const product of catalogue.products) {
      const sku = product.variants[0]?.sku;
      if (sku && product.openBoxItems.length > 0) this.byProductId.set(sku.toUpperCase(), product.openBoxItems);
    }
  }

  async forProduct(productId: string): Promise<OpenBoxUnit[]> {
    return (this.byProductId.get(productId.trim().toUpperCase()) ?? []).map(reshapeOpenBoxItem);
  }
}
