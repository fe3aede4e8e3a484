// Both content adapters run the same GROQ and decode the answers the same way; they differ only
// in how a query is evaluated (groq-js over the export, or Sanity's query API).
import type { ContentPage, LayoutSettings } from '../../application/content/content';
import type { ContentQuery, ContentSource } from '../../application/ports';
import type { CategoryContent, HomeContent, StoreContent } from './extra-content-types';
import type { ContentQueryName } from './queries';
import { deepFreeze } from '../../domain/deep-freeze';
import { decodeCategories, decodeCategory, decodeHome, decodeLayout, decodePage, decodePageSlugs, decodeStore, decodeStores } from './reshape-content';

export abstract class QueryContentSource implements ContentSource {
  /**
   * Decoded answers by raw answer and decoder. The embedded source answers the same object for the
   * same query (its export never changes), so each is decoded once instead of per page (the shell's
   * layout and stores were about 3% of an uncached render); answers are frozen, since every caller
   * now shares them. A source answering fresh objects decodes each as before.
   */
  private readonly decoded = new WeakMap<object, Map<(raw: unknown) => unknown, unknown>>();

  /** Evaluates one of the shared queries and answers its raw result. */
  protected abstract run(name: ContentQueryName, params: Record<string, string>, query: ContentQuery): Promise<unknown>;

  private decodeOnce<T>(decode: (raw: unknown) => T, raw: unknown): T {
    if (raw === null || typeof raw !== 'object') return decode(raw);
    let byDecoder = this.decoded.get(raw);
    if (!byDecoder) this.decoded.set(raw, (byDecoder = new Map()));
    if (byDecoder.has(decode)) return byDecoder.get(decode) as T;
    const value = deepFreeze(decode(raw));
    byDecoder.set(decode, value);
    return value;
  }

  async layout(query: ContentQuery): Promise<LayoutSettings> {
    return this.decodeOnce(decodeLayout, await this.run('layout', {}, query));
  }

  async page(slug: string, query: ContentQuery): Promise<ContentPage | null> {
    return this.decodeOnce(decodePage, await this.run('pageBySlug', { slug }, query));
  }

  async pageSlugs(query: ContentQuery): Promise<string[]> {
    return this.decodeOnce(decodePageSlugs, await this.run('pageSlugs', {}, query));
  }

  async homePage(query: ContentQuery): Promise<HomeContent> {
    return this.decodeOnce(decodeHome, await this.run('home', {}, query));
  }

  async stores(query: ContentQuery): Promise<StoreContent[]> {
    return this.decodeOnce(decodeStores, await this.run('stores', {}, query));
  }

  async store(slug: string, query: ContentQuery): Promise<StoreContent | null> {
    return this.decodeOnce(decodeStore, await this.run('storeBySlug', { slug }, query));
  }

  async categoryContent(slug: string, query: ContentQuery): Promise<CategoryContent | null> {
    return this.decodeOnce(decodeCategory, await this.run('categoryBySlug', { slug }, query));
  }

  async categoriesContent(query: ContentQuery): Promise<CategoryContent[]> {
    return this.decodeOnce(decodeCategories, await this.run('categories', {}, query));
  }
}
