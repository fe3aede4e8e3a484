import { inject, injectable } from 'tsyringe';
import { categoryTrail, type CategoryNode } from '../../domain/catalogue/category-tree';
import { isHeavy, productRibbonFacts, type ProductDetail, type Variant } from '../../domain/catalogue/product';
import { productOptions, readSelection, selectVariant } from '../../domain/catalogue/variants';
import type { Locale } from '../../domain/locale';
import { paymentOptions, type PaymentFlags, type PaymentOptions } from '../../domain/payment-options';
import { productShipping, type ProductShipping } from '../../domain/product-shipping';
import { productPageRibbon, type Ribbon } from '../../domain/ribbons';
import { warrantyBadge, type WarrantyBadge } from '../../domain/warranty';
import type { ProductCatalog } from '../ports';
import { TOKENS } from '../tokens';

export interface ProductPageRequest {
  handle: string;
  locale: Locale;
  /** `obx` in the query: the page sells the open-box units. */
  openBoxMode: boolean;
  /** Option values the URL names ('Colour' → 'Sunburst'); unknown names and values are ignored. */
  selection: ReadonlyMap<string, string>;
  now: Date;
}

export interface ProductPage {
  product: ProductDetail;
  /** The variant on show: the one the selection picks, else the first available (undefined: none to sell). */
  variant: Variant | undefined;
  ribbon: Ribbon | null;
  warranty: WarrantyBadge | null;
  /**
   * Shipping & Returns at the new-stock price. Null in open-box mode for an item that is not heavy:
   * each unit ships by its own price (productShipping beside it), and the new-stock price buys nothing.
   * A heavy item ships by Express post with the calculator whatever the price, so it keeps its label.
   */
  shipping: ProductShipping | null;
  /** Heavy items ship by Express post with the calculator: the rule each open-box unit is dressed by. */
  heavy: boolean;
  /**
   * The widgets at the new-stock price; null when the product disables them, and in open-box mode,
   * where each unit is priced on its own (paymentFlags) and the new-stock price buys nothing.
   */
  payment: PaymentOptions | null;
  /** The product's payment-widget flags, for pricing each open-box unit's widgets. */
  paymentFlags: PaymentFlags;
  /** Top-level category down to the product's own. */
  categories: CategoryNode[];
}

/** The product page's critical data: the product by handle (null: a real 404) and the rules that dress it. */
@injectable()
export class LoadProductPage {
  constructor(@inject(TOKENS.ProductCatalog) private readonly catalog: ProductCatalog) {}

  async execute({ handle, locale, openBoxMode, selection, now }: ProductPageRequest): Promise<ProductPage | null> {
    const [product, tree] = await Promise.all([this.catalog.productByHandle(handle, locale), this.catalog.categoryTree()]);
    if (!product) return null;
    const variant = selectVariant(product.variants, readSelection(productOptions(product.variants), selection));
    const current = variant?.price ?? product.salePrice ?? product.price;
    const price = Number(current.amount);
    const paymentFlags = { disable_payment: product.disablePayment ?? false };
    const deepest = product.categoryHandles?.at(-1);
    const heavy = isHeavy(product.metafields);
    return {
      product,
      variant,
      ribbon: productPageRibbon(productRibbonFacts(product, variant), now, openBoxMode),
      warranty: warrantyBadge(product.metafields.warranty_duration),
      shipping: openBoxMode && !heavy ? null : productShipping(price, heavy, current.currencyCode),
      heavy,
      payment: openBoxMode ? null : paymentOptions(price, paymentFlags, current.currencyCode),
      paymentFlags,
      categories: deepest ? categoryTrail(tree, deepest) : [],
    };
  }
}
