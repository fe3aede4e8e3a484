// The production ContentSource: the shared GROQ sent to Sanity's query API. Published reads go
// through the API CDN; preview reads use the live API with the read token and the drafts
// perspective. The answer envelope is checked with zod, then decoded exactly as the embedded
// adapter decodes groq-js answers.
import type { SanityClient } from '@sanity/client';
import { z } from 'zod';
import type { ContentPage, LayoutSettings } from '../../application/content';
import type { ContentQuery, ContentSource } from '../../application/ports';
import { ContentSourceError } from '../content/content-source-error';
import type { CategoryContent, HomeContent, StoreContent } from '../content/extra-content-types';
import { CONTENT_QUERIES, type ContentQueryName } from '../content/queries';
import {
  decodeCategories,
  decodeCategory,
  decodeHome,
  decodeLayout,
  decodePage,
  decodeStore,
  decodeStores,
} from '../content/reshape-content';
import { createSanityReadClients, type SanityContentConfig, type SanityReadClients, type SanityTransportOptions } from './sanity-client';
import { translateSanityError } from './sanity-errors';

/** What the query endpoint answers: `{ ms, query, result }`; `result` is null when nothing matched. */
const queryResponse = z.looseObject({ ms: z.number(), result: z.unknown() }).refine((body) => body.result !== undefined, 'result is missing');

export class SanityContentSource implements ContentSource {
  private readonly clients: SanityReadClients;

  constructor(config: SanityContentConfig, transport: SanityTransportOptions = {}) {
    this.clients = createSanityReadClients(config, transport);
  }

  async layout(query: ContentQuery): Promise<LayoutSettings> {
    return decodeLayout(await this.run('layout', {}, query));
  }

  async page(slug: string, query: ContentQuery): Promise<ContentPage | null> {
    return decodePage(await this.run('pageBySlug', { slug }, query));
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

  private async run(name: ContentQueryName, params: Record<string, string>, query: ContentQuery): Promise<unknown> {
    const client: SanityClient = query.preview ? this.clients.preview : this.clients.published;
    let body: unknown;
    try {
      body = await client.fetch(CONTENT_QUERIES[name], params, { filterResponse: false, tag: `storefront.${name}` });
    } catch (error) {
      throw translateSanityError(error, name);
    }
    const envelope = queryResponse.safeParse(body);
    if (!envelope.success) throw new ContentSourceError('content_malformed', `Sanity ${name}: not a query response`, { cause: envelope.error });
    return envelope.data.result;
  }
}
