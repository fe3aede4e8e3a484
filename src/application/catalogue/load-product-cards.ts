// Cards of named products, priced now in the shopper's market (recently viewed: the browser keeps
// which products, the shop says what they cost today). Unknown ids are left out.
import { inject, injectable } from 'tsyringe';
import type { ProductCard } from '../../domain/catalogue/product-card';
import type { Locale } from '../../domain/locale';
import type { ProductCatalog } from '../ports';
import { TOKENS } from '../tokens';

@injectable()
export class LoadProductCards {
  constructor(@inject(TOKENS.ProductCatalog) private readonly catalog: ProductCatalog) {}

  execute(productIds: readonly string[], locale: Locale): Promise<ProductCard[]> {
    return productIds.length === 0 ? Promise.resolve([]) : this.catalog.productsByIds(productIds, locale);
  }
}
