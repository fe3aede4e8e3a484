import { inject, injectable } from 'tsyringe';
import { categoryTrail, findCategoryByHandle, type CategoryNode } from '../../domain/catalogue/category-tree';
import type { CategoryContent } from '../content/content';
import type { ContentQuery, ContentSource, EventLog, ProductCatalog, ProductSearch } from '../ports';
import { runListing, type Listing, type ListingRequest } from './listing';
import { TOKENS } from '../tokens';

export interface CategoryListing {
  category: CategoryNode;
  /** From the top-level category down to this one. */
  trail: CategoryNode[];
  /** Subcategories with products, for the category menu of the page. */
  children: CategoryNode[];
  listing: Listing;
}

/** The listing as the URL says, and whether an editor in preview reads the category's draft content. */
export type CategoryRequest = Omit<ListingRequest, 'scope'> & ContentQuery;

/**
 * A category page: the node found anywhere in the catalogue's tree (a miss logs 'Category not found'
 * and answers null), with the editors' slug and SEO from content when they have written some, then
 * its whole subtree listed as the URL says.
 */
@injectable()
export class SearchCategory {
  constructor(
    @inject(TOKENS.ProductCatalog) private readonly catalog: ProductCatalog,
    @inject(TOKENS.ProductSearch) private readonly search: ProductSearch,
    @inject(TOKENS.EventLog) private readonly log: EventLog,
    @inject(TOKENS.ContentSource) private readonly content: Pick<ContentSource, 'categoryContent'>,
  ) {}

  async execute(handle: string, { preview, ...request }: CategoryRequest): Promise<CategoryListing | null> {
    const tree = await this.catalog.categoryTree();
    const lookup = findCategoryByHandle(tree, handle);
    if (!lookup.ok) {
      this.log.warn({ handle, reason: lookup.reason }, lookup.message);
      return null;
    }
    this.log.info({ handle }, lookup.message);
    const [listing, content] = await Promise.all([
      runListing(this.search, this.log, { ...request, scope: { kind: 'category', catCode: lookup.category.catCode } }),
      this.editorial(handle, { preview }),
    ]);
    const category = content ? { ...lookup.category, slug: content.slug, seo: { ...lookup.category.seo, ...content.seo } } : lookup.category;
    return { category, trail: categoryTrail(tree, handle), children: category.subCats.filter((c) => c.productCount > 0), listing };
  }

  /** Content is an enhancement here: without it the page keeps the catalogue's own names. */
  private editorial(handle: string, query: ContentQuery): Promise<CategoryContent | null> {
    return this.content.categoryContent(handle, query).catch((error: unknown) => {
      this.log.warn({ handle, err: error instanceof Error ? error.message : String(error) }, 'category content unavailable');
      return null;
    });
  }
}
