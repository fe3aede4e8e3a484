// ProductCatalog on the Storefront API. Each method: one document from queries/, its response
// parsed by a zod schema inside the client, then reshaped into domain types.
import type { ProductCatalog } from '../../application/ports';
import type { CategoryNode } from '../../domain/catalogue/category-tree';
import type { ProductCard } from '../../domain/catalogue/product-card';
import type { ProductDetail } from '../../domain/catalogue/product';
import type { Locale } from '../../domain/locale';
import { ShopifyError } from './errors';
import { CATEGORY_TREE_QUERY } from './queries/category-tree';
import { PRODUCT_BY_HANDLE_QUERY } from './queries/product-by-handle';
import { PRODUCTS_BY_IDS_QUERY } from './queries/products-by-ids';
import { reshapeCategoryMenu } from './reshape/reshape-category-menu';
import { reshapeProduct } from './reshape/reshape-product';
import { reshapeProductCard } from './reshape/reshape-product-card';
import { categoryTreeResponse } from './schemas/menu';
import { productByHandleResponse, productsByIdsResponse, type ShopifyProductCard } from './schemas/product';
import type { ShopifyClient } from './shopify-client';
import { productGids } from './product-gids';
import { inContext } from './in-context';

export interface ShopifyProductCatalogOptions {
  /** Handle of the navigation menu that models the category tree. */
  categoryMenuHandle?: string;
}

/** Unknown ids answer null; ids of other node types answer {}. */
const isProduct = (node: ShopifyProductCard | Record<string, never> | null): node is ShopifyProductCard => node !== null && 'id' in node;

export class ShopifyProductCatalog implements ProductCatalog {
  private readonly menuHandle: string;

  constructor(
    private readonly client: ShopifyClient,
    options: ShopifyProductCatalogOptions = {},
  ) {
    this.menuHandle = options.categoryMenuHandle ?? 'category-tree';
  }

  async categoryTree(): Promise<CategoryNode[]> {
    const { menu } = await this.client.query(CATEGORY_TREE_QUERY, { handle: this.menuHandle }, categoryTreeResponse);
    if (!menu) {
      throw new ShopifyError('UpstreamInvalidResponse', `The shop has no menu '${this.menuHandle}' to read the category tree from`, {
        operation: 'CategoryTree',
      });
    }
    return reshapeCategoryMenu(menu.items);
  }

  async productByHandle(handle: string, locale: Locale): Promise<ProductDetail | null> {
    const { product } = await this.client.query(PRODUCT_BY_HANDLE_QUERY, { handle, ...inContext(locale) }, productByHandleResponse);
    return product ? reshapeProduct(product) : null;
  }

  async productsByIds(ids: readonly string[], locale: Locale): Promise<ProductCard[]> {
    const batches = productGids(ids);
    const responses = await Promise.all(
      batches.map((batch) => this.client.query(PRODUCTS_BY_IDS_QUERY, { ids: batch, ...inContext(locale) }, productsByIdsResponse)),
    );
    return responses
      .flatMap((response) => response.nodes)
      .filter(isProduct)
      .map(reshapeProductCard)
      .filter((card): card is ProductCard => card !== null);
  }
}
