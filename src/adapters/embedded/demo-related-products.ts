import type { RelatedProducts } from '../../application/ports';
import type { ProductCard } from '../../domain/catalogue/product-card';
import type { Locale } from '../../domain/locale';
import type { DemoCatalogue, DemoProduct } from './demo-data/catalogue-types';
import { productCardOf } from './demo-card';

/** The demo catalogue's related products (same leaf category; an open-box listing's new-stock parent first). */
export class DemoRelatedProducts implements RelatedProducts {
  private readonly byId = new Map<string, DemoProduct>();

  constructor(catalogue: DemoCatalogue) {
    for (const product of catalogue.products) this.byId.set(product.id, product);
  }

  async forProduct(productId: string, locale: Locale): Promise<ProductCard[]> {
    const product = this.byId.get(productId.replace(/^gid:\/\/shopify\/Product\//, ''));
    return (product?.relatedProductIds ?? [])
      .map((id) => this.byId.get(id))
      .filter((p): p is DemoProduct => p?.status === 'active')
      .map((p) => productCardOf(p, locale));
  }
}
