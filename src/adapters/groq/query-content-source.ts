// Both content adapters run the same GROQ and decode the answers the same way; they differ only
// in how a query is evaluated (groq-js over the export, or Sanity's query API).
import type { ContentPage, LayoutSettings } from '../../application/content/content';
import type { ContentQuery, ContentSource } from '../../application/ports';
import type { CategoryContent, HomeContent, StoreContent } from './extra-content-types';
import type { ContentQueryName } from './queries';
import { decodeCategories, decodeCategory, decodeHome, decodeLayout, decodePage, decodePageSlugs, decodeStore, decodeStores } from './reshape-content';

export abstract class QueryContentSource implements ContentSource {
  /** Evaluates one of the shared queries and answers its raw result. */
  protected abstract run(name: ContentQueryName, params: Record<string, string>, query: ContentQuery): Promise<unknown>;

  async layout(query: ContentQuery): Promise<LayoutSettings> {
    return decodeLayout(await this.run('layout', {}, query));
  }

  async page(slug: string, query: ContentQuery): Promise<ContentPage | null> {
    return decodePage(await this.run('pageBySlug', { slug }, query));
  }

  async pageSlugs(query: ContentQuery): Promise<string[]> {
    return decodePageSlugs(await this.run('pageSlugs', {}, query));
  }

  async homePage(query: ContentQuery): Promise<HomeContent> {
    return decodeHome(await this.run('home', {}, query));
  }

  async stores(query: ContentQuery): Promise<StoreContent[]> {
    return decodeStores(await this.run('stores', {}, query));
  }

  async store(slug: string, query: ContentQuery): Promise<StoreContent | null> {
    return decodeStore(await this.run('storeBySlug', { slug }, query));
  }

  async categoryContent(slug: string, query: ContentQuery): Promise<CategoryContent | null> {
    return decodeCategory(await this.run('categoryBySlug', { slug }, query));
  }

  async categoriesContent(query: ContentQuery): Promise<CategoryContent[]> {
    return decodeCategories(await this.run('categories', {}, query));
  }
}
