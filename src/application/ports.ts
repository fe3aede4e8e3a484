// The whole boundary of the application core. Adapters implement these; use cases depend on
// nothing else. Every method returns domain or application types, never an upstream shape.
import type { CategoryNode } from '../domain/catalogue/category-tree';
import type { ProductCard } from '../domain/catalogue/product-card';
import type { ProductDetail } from '../domain/catalogue/product';
import type { Locale } from '../domain/locale';
import type { ContentPage, HomePageContent, LayoutSettings } from './content';

export interface ProductCatalog {
  categoryTree(): Promise<CategoryNode[]>;
  productByHandle(handle: string, locale: Locale): Promise<ProductDetail | null>;
  productsByIds(ids: readonly string[], locale: Locale): Promise<ProductCard[]>;
}

export interface ContentQuery {
  /** Drafts perspective for an editor in preview mode. */
  preview: boolean;
}

export interface ContentSource {
  layout(query: ContentQuery): Promise<LayoutSettings>;
  page(slug: string, query: ContentQuery): Promise<ContentPage | null>;
  homePage(query: ContentQuery): Promise<HomePageContent>;
}

/** Structured logging for failures the spec says are "only logged". */
export interface EventLog {
  warn(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
}
