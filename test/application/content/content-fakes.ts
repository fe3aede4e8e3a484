// Hand-written in-memory fakes of the content pages' ports, and object mothers for their data.
import type { ContentPage, HomeContent, LayoutSettings, StoreContent } from '../../../src/application/content/content';
import type { ContentQuery, ContentSource, ProductCatalog, ProductSearch } from '../../../src/application/ports';
import type { ProductSearchQuery, ProductSearchResult } from '../../../src/application/search/search-query';
import type { CategoryNode } from '../../../src/domain/catalogue/category-tree';
import type { ProductCard } from '../../../src/domain/catalogue/product-card';

export interface ContentData {
  pages?: ContentPage[];
  drafts?: ContentPage[];
  stores?: StoreContent[];
  home?: HomeContent;
}

/** Serves the given documents; preview reads see drafts over published pages, like the adapters. */
export class FakeContentSource implements ContentSource {
  constructor(private readonly data: ContentData) {}
  async layout(): Promise<LayoutSettings> {
    throw new Error('layout is not read by these use cases');
  }
  async page(slug: string, query: ContentQuery): Promise<ContentPage | null> {
    const draft = query.preview ? this.data.drafts?.find((p) => p.slug === slug) : undefined;
    return draft ?? this.data.pages?.find((p) => p.slug === slug) ?? null;
  }
  async pageSlugs(): Promise<string[]> {
    return (this.data.pages ?? []).map((p) => p.slug);
  }
  async homePage(): Promise<HomeContent> {
    return this.data.home ?? { seo: {}, banners: [], carousels: [], promoBanner: null };
  }
  async stores(): Promise<StoreContent[]> {
    return this.data.stores ?? [];
  }
  async store(slug: string): Promise<StoreContent | null> {
    return this.data.stores?.find((s) => s.slug === slug) ?? null;
  }
  async categoryContent(): Promise<null> {
    return null;
  }
  async categoriesContent(): Promise<never[]> {
    return [];
  }
}

/** Answers from a fixed list of cards, paged; remembers every query it was asked. */
export class FakeProductSearch implements ProductSearch {
  readonly queries: ProductSearchQuery[] = [];
  constructor(private readonly cards: ProductCard[]) {}
  async search(query: ProductSearchQuery): Promise<ProductSearchResult> {
    this.queries.push(query);
    // Like both real adapters, flag refinements filter the hits.
    const wanted = (field: string, value: boolean) => query.refinements[field]?.includes('true') !== true || value;
    const hits = this.cards.filter((c) => wanted('on_sale', c.is_onSale) && wanted('discounted', c.wasPrice !== undefined) && wanted('new_product', c.is_newProduct) && wanted('is_openbox', c.is_openbox));
    const start = (query.page - 1) * query.hitsPerPage;
    return { cards: hits.slice(start, start + query.hitsPerPage), totalHits: hits.length, page: query.page, facets: [], priceStats: null };
  }
  async searchFacetValues(): Promise<never[]> {
    return [];
  }
}

export const fakeCatalog = (tree: CategoryNode[]): ProductCatalog => ({
  categoryTree: async () => tree,
  productByHandle: async () => null,
  productsByIds: async () => [],
});

export function aCard(sku: string, flags: Partial<Pick<ProductCard, 'is_onSale' | 'is_newProduct' | 'is_openbox' | 'wasPrice'>> = {}): ProductCard {
  return {
    sku,
    shopifyProductId: `gid://shopify/ProductVariant/${sku}`,
    title: `Product ${sku}`,
    sellingPrice: { amount: '100.00', currencyCode: 'AUD' },
    is_newProduct: false,
    is_onSale: false,
    is_openbox: false,
    is_staffPick: false,
    linkURL: `/products/${sku.toLowerCase()}`,
    disable_payment: false,
    ...flags,
  };
}

export function aStoreWithHours(slug: string, timeZone: string, hours: StoreContent['tradingHours'], isMainStore = false): StoreContent {
  return {
    storeId: slug, name: slug, city: 'City', slug, street: '1 Main St', suburb: 'Suburb', state: 'SA', postcode: '5000', phoneNumber: '08 5550 0000',
    email: `${slug}@example.com`, link: `/locations/${slug}`, introText: [], tradingHours: hours, timeZone, parking: null,
    publicTransport: { train: null, tram: null, bus: null }, googleMap: null, virtualTourURL: null, alertBanner: null, rolandBanner: null,
    obxLocation: false, isMainStore, locationId: slug,
  };
}

export function aPage(slug: string, overrides: Partial<ContentPage> = {}): ContentPage {
  return { slug, title: slug, seo: {}, body: [], listing: null, ...overrides };
}

export function aCategoryNode(catCode: string, handle: string, subCats: CategoryNode[] = [], productCount = 3): CategoryNode {
  return { catCode, categoryName: handle, handle, productCount, linkURL: `/collections/${handle}`, subCats };
}
