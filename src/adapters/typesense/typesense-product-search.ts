// ProductSearch on a Typesense cluster: one multi-search per listing (see search-params.ts),
// answers parsed with zod and reshaped into cards, facets and price stats.
import type { SearchClient } from 'typesense';
import type { ProductSearch } from '../../application/ports';
import type { FacetValue, FacetValueQuery, ProductSearchQuery, ProductSearchResult } from '../../application/search/search-query';
import { FACET_FIELDS } from '../search/facet-fields';
import { cardOfDocument } from '../search/document-to-card';
import { priceField } from '../search/product-document';
import { facetValueParams, listingPlan } from './search-params';
import { checkedResponse, documentOf, facetValuesOf, multiSearchResponseSchema, priceStatsOf } from './typesense-response';
import { translateTypesenseError } from './translate-errors';

export class TypesenseProductSearch implements ProductSearch {
  constructor(
    private readonly client: SearchClient,
    private readonly collection: string,
  ) {}

  async search(query: ProductSearchQuery): Promise<ProductSearchResult> {
    const plan = listingPlan(query, this.collection);
    const raw = await this.call(() => this.client.multiSearch.perform({ searches: plan.searches } as never));
    const responses = multiSearchResponseSchema.parse(raw).results.map(checkedResponse);
    const main = responses[0]!;
    const price = priceField('price', query.currency);
    return {
      cards: (main.hits ?? []).map((hit) => cardOfDocument(documentOf(hit), query.currency)),
      totalHits: main.found,
      page: query.page,
      facets: FACET_FIELDS.map((attribute) => ({ attribute, values: facetValuesOf(responses[plan.sourceOf(attribute)]!, attribute) })).filter((g) => g.values.length > 0),
      priceStats: priceStatsOf(responses[plan.sourceOf(price)]!, price),
    };
  }

  async searchFacetValues(query: FacetValueQuery): Promise<FacetValue[]> {
    const { collection, ...params } = facetValueParams(query, this.collection);
    const raw = await this.call(() => this.client.collections(collection ?? this.collection).documents().search(params as never, {}));
    return facetValuesOf(checkedResponse(raw), query.facet).slice(0, query.limit);
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw translateTypesenseError(error);
    }
  }
}
