import { inject, injectable } from 'tsyringe';
import type { CategoryNode } from '../../domain/catalogue/category-tree';
import type { Locale } from '../../domain/locale';
import { canonicalContentSlug } from '../../domain/seo';
import type { ContentSource, ProductCatalog, ProductSearch } from '../ports';
import type { ProductSearchQuery } from '../search/search-query';
import { TOKENS } from '../tokens';

/** Site paths without a locale prefix, by kind; the sitemap adds each market's prefix. */
export interface SitemapPaths {
  pages: string[];
  collections: string[];
  products: string[];
  stores: string[];
}

/** A sitemap file holds at most 50,000 URLs. */
export const SITEMAP_MAX_URLS = 50_000;
const SEARCH_PAGE_SIZE = 250;
const SHOWTIME_SALE_SLUG = 'showtime-sale';
const SHOWTIME_SALE_PATH = '/showtime-sale';

/** Every public page worth indexing: home, the sale page, content pages, stores, collections with products, products. */
@injectable()
export class LoadSitemap {
  constructor(
    @inject(TOKENS.ContentSource) private readonly content: ContentSource,
    @inject(TOKENS.ProductCatalog) private readonly catalog: ProductCatalog,
    @inject(TOKENS.ProductSearch) private readonly search: ProductSearch,
  ) {}

  async execute(locale: Locale): Promise<SitemapPaths> {
    const [slugs, stores, tree, home] = await Promise.all([
      this.content.pageSlugs({ preview: false }),
      this.content.stores({ preview: false }),
      this.catalog.categoryTree(),
      this.content.homePage({ preview: false }),
    ]);
    // /showtime-sale, the promo banner's target, shows while there is a promo banner or a page of that slug.
    const sale = home.promoBanner || slugs.includes(SHOWTIME_SALE_SLUG) ? [SHOWTIME_SALE_PATH] : [];
    const pages = ['/', ...sale, ...slugs.filter((slug) => slug !== SHOWTIME_SALE_SLUG && canonicalContentSlug(slug) === slug).map((slug) => `/pages/${slug}`)];
    const collections = withProducts(tree).map((node) => node.linkURL);
    const storePaths = stores.map((store) => `/locations/${store.slug}`);
    const room = SITEMAP_MAX_URLS - pages.length - collections.length - storePaths.length;
    return { pages, collections, stores: storePaths, products: await this.productPaths(locale, room) };
  }

  private async productPaths(locale: Locale, room: number): Promise<string[]> {
    const paths = new Set<string>();
    for (let page = 1; paths.size < room; page++) {
      const result = await this.search.search(everyProduct(page, locale));
      for (const card of result.cards) paths.add(card.linkURL);
      if (result.cards.length === 0 || page * SEARCH_PAGE_SIZE >= result.totalHits) break;
    }
    return [...paths].slice(0, Math.max(room, 0));
  }
}

const withProducts = (nodes: readonly CategoryNode[]): CategoryNode[] =>
  nodes.filter((node) => node.productCount > 0).flatMap((node) => [node, ...withProducts(node.subCats)]);

const everyProduct = (page: number, locale: Locale): ProductSearchQuery => ({
  term: '',
  refinements: {},
  categoryPath: null,
  price: {},
  sort: 'relevance',
  page,
  hitsPerPage: SEARCH_PAGE_SIZE,
  overrides: false,
  scope: { kind: 'search' },
  currency: locale.currency,
});
