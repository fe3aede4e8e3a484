import type { ProductCatalog } from '../../application/ports';
import type { CategoryNode } from '../../domain/catalogue/category-tree';
import type { ProductCard } from '../../domain/catalogue/product-card';
import type { ProductDetail } from '../../domain/catalogue/product';
import type { Locale } from '../../domain/locale';
import type { DemoCatalogue, DemoCategoryNode, DemoProduct } from './demo-data/catalogue-types';
import { productCardOf } from './demo-card';
import { reshapeCategory, reshapeProduct } from './demo-reshape';

/** The catalogue served from the generated demo data, indexed once at start-up. */
export class DemoProductCatalog implements ProductCatalog {
  private readonly byHandle = new Map<string, DemoProduct>();
  private readonly byId = new Map<string, DemoProduct>();
  private readonly handleByCode = new Map<string, string>();
  private readonly tree: CategoryNode[];
  private readonly logos = new Map<string, string>();

  constructor(private readonly catalogue: DemoCatalogue) {
    for (const product of catalogue.products) {
      if (product.status !== 'active') continue;
      this.byHandle.set(product.handle, product);
      this.byId.set(product.id, product);
    }
    const index = (node: DemoCategoryNode) => {
      this.handleByCode.set(node.catCode, node.handle);
      node.children.forEach(index);
    };
    catalogue.categories.forEach(index);
    for (const brand of catalogue.brands) this.logos.set(brand.name, brand.logoUrl);
    this.tree = catalogue.categories.map(reshapeCategory);
  }

  async brandLogos(): Promise<ReadonlyMap<string, string>> {
    return this.logos;
  }

  async categoryTree(): Promise<CategoryNode[]> {
    return this.tree;
  }

  async productByHandle(handle: string, locale: Locale): Promise<ProductDetail | null> {
    const product = this.byHandle.get(handle);
    if (!product) return null;
    const handles = product.categoryCodes.map((code) => this.handleByCode.get(code)).filter((h): h is string => Boolean(h));
    return reshapeProduct(product, locale, handles, this.logos.get(product.vendor));
  }

  async productsByIds(ids: readonly string[], locale: Locale): Promise<ProductCard[]> {
    return ids
      .map((id) => this.byId.get(id.replace(/^gid:\/\/shopify\/Product\//, '')))
      .filter((p): p is DemoProduct => Boolean(p))
      .map((p) => productCardOf(p, locale));
  }
}
