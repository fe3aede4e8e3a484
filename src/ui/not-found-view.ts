// What a 404 carries besides its status: a few products of the configured not-found collection,
// so a shopper who missed the page still has somewhere to go.
import type { ProductCardView } from './components/product-card-view';

export interface NotFoundView {
  notFoundProducts: ProductCardView[];
}

export const NOT_FOUND_PRODUCT_COUNT = 4;

/** The products a 404's route error data carries; null when it carries none (a plain 'Not Found'). */
export function notFoundProductsOf(errorData: unknown): ProductCardView[] | null {
  const products = (errorData as Partial<NotFoundView> | null)?.notFoundProducts;
  return Array.isArray(products) ? products : null;
}
