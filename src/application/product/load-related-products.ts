import { inject, injectable } from 'tsyringe';
import type { ProductCard } from '../../domain/catalogue/product-card';
import type { Locale } from '../../domain/locale';
import type { EventLog, RelatedProducts } from '../ports';
import { TOKENS } from '../tokens';
import { withFallback } from './with-fallback';

/** Products shown beside a product; none when the lookup fails (logged). */
@injectable()
export class LoadRelatedProducts {
  constructor(
    @inject(TOKENS.RelatedProducts) private readonly related: RelatedProducts,
    @inject(TOKENS.EventLog) private readonly log: EventLog,
  ) {}

  execute(productId: string, locale: Locale): Promise<ProductCard[]> {
    return withFallback(this.log, 'related-products lookup', { productId }, [], () => this.related.forProduct(productId, locale));
  }
}
