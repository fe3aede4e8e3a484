import { inject, injectable } from 'tsyringe';
import { categoryTrail, findCategoryByHandle, type CategoryNode } from '../../domain/catalogue/category-tree';
import type { EventLog, ProductCatalog, ProductSearch } from '../ports';
import { runListing, type Listing, type ListingRequest } from '../search/listing';
import { TOKENS } from '../tokens';

export interface CategoryListing {
  category: CategoryNode;
  /** From the top-level category down to this one. */
  trail: CategoryNode[];
  /** Subcategories with products, for the category menu of the page. */
  children: CategoryNode[];
  listing: Listing;
}

/**
 * A category page: the node found anywhere in the catalogue's tree (a miss logs 'Category not found'
 * and answers null), then its whole subtree listed as the URL says.
 */
@injectable()
export class SearchCategory {
  constructor(
    @inject(TOKENS.ProductCatalog) private readonly catalog: ProductCatalog,
    @inject(TOKENS.ProductSearch) private readonly search: ProductSearch,
    @inject(TOKENS.EventLog) private readonly log: EventLog,
  ) {}

  async execute(handle: string, request: Omit<ListingRequest, 'scope'>): Promise<CategoryListing | null> {
    const tree = await this.catalog.categoryTree();
    const lookup = findCategoryByHandle(tree, handle);
    if (!lookup.ok) {
      this.log.warn({ handle, reason: lookup.reason }, lookup.message);
      return null;
    }
    this.log.info({ handle }, lookup.message);
    const { category } = lookup;
    const listing = await runListing(this.search, this.log, { ...request, scope: { kind: 'category', catCode: category.catCode } });
    return { category, trail: categoryTrail(tree, handle), children: category.subCats.filter((c) => c.productCount > 0), listing };
  }
}
