import { inject, injectable } from 'tsyringe';
import { alignSpecifications, specificationRows, type AlignedRow } from '../../domain/compare/specification-table';
import type { Locale } from '../../domain/locale';
import { LoadProductPage, type ProductPage } from './load-product-page';
import { LoadProductStock, type ProductStock } from './load-product-stock';

export interface CompareRequest {
  /** Up to four valid handles, in the shopper's order (validated at the route). */
  handles: readonly string[];
  locale: Locale;
  now: Date;
}

export interface ComparedProduct {
  /** The product as its page shows it: prices, ribbon, warranty and payment options by the same rules. */
  page: ProductPage;
  stock: ProductStock;
}

export interface Comparison {
  products: ComparedProduct[];
  /** Handles the catalogue no longer has: they drop out of the comparison with a note. */
  missing: string[];
  /** Every specification row the products have, aligned by row name (null: the product has no such row). */
  rows: AlignedRow[];
}

const NO_SELECTION: ReadonlyMap<string, string> = new Map();

/**
 * Compare side by side (issue 19): each chosen product read as its product page reads it, with its
 * online stock and in-store availability, and their specification rows aligned by name.
 */
@injectable()
export class CompareProducts {
  constructor(
    @inject(LoadProductPage) private readonly productPage: LoadProductPage,
    @inject(LoadProductStock) private readonly productStock: LoadProductStock,
  ) {}

  async execute({ handles, locale, now }: CompareRequest): Promise<Comparison> {
    const pages = await Promise.all(handles.map((handle) => this.productPage.execute({ handle, locale, now, openBoxMode: false, selection: NO_SELECTION })));
    const found = pages.filter((page): page is ProductPage => page !== null);
    const stocks = await Promise.all(found.map((page) => this.productStock.execute(stockRequest(page))));
    return {
      products: found.map((page, i) => ({ page, stock: stocks[i] as ProductStock })),
      missing: handles.filter((_, i) => pages[i] === null),
      rows: alignSpecifications(found.map((page) => specificationRows(page.product.specifications))),
    };
  }
}

/** The stock of the variant the product page shows first, exactly as that page asks for it. */
function stockRequest({ product, variant }: ProductPage) {
  return {
    sku: variant?.sku || product.productId,
    productHandle: product.handle,
    metafieldStatus: product.metafields.product_stock_status ?? null,
    ...(variant ? { availableForSale: variant.availableForSale } : {}),
  };
}
