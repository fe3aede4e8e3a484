// The embedded ProductSearch: the demo catalogue indexed in process at start-up, with the hosted
// search service's ranking intent, facets, filters, sorts and category hierarchy.
import { LRUCache } from 'lru-cache';
import type { ProductSearch } from '../../application/ports';
import type { FacetValue, FacetValueQuery, ProductSearchQuery, ProductSearchResult } from '../../application/search/search-query';
import type { ProductDocument } from '../typesense/product-document';
import { buildColumnarIndex, type ColumnarIndex } from './columnar-index';
import { cardOfDocument } from '../typesense/document-to-card';
import { KeptCards } from './kept-cards';
import { runQuery, type QueryOutcome } from './run-query';
import type { TextMatch } from './text-index';
import { normalize } from './tokenize';

export interface ColumnarSearchOptions {
  /** Remembered text matches and listing outcomes; 0 turns caching off (the benchmark measures cold queries). */
  cacheSize?: number;
}

export class ColumnarProductSearch implements ProductSearch {
  private readonly index: ColumnarIndex;
  private readonly matches: LRUCache<string, TextMatch>;
  private readonly outcomes: LRUCache<string, QueryOutcome>;
  /**
   * A document's card, like the index, never changes, so cards are kept; not with caching off
   * (`cacheSize: 0`), where every query pays for its cards as a cold query does.
   */
  private readonly cards: KeptCards | null;
  private readonly caching: boolean;

  constructor(documents: readonly ProductDocument[], options: ColumnarSearchOptions = {}) {
    const size = options.cacheSize ?? 500;
    this.caching = size > 0;
    this.index = buildColumnarIndex(documents);
    this.cards = this.caching ? new KeptCards(this.index.docs) : null;
    this.matches = new LRUCache({ max: Math.max(size, 1) });
    this.outcomes = new LRUCache({ max: Math.max(size, 1) });
  }

  get documentCount(): number {
    return this.index.docs.length;
  }

  async search(query: ProductSearchQuery): Promise<ProductSearchResult> {
    const outcome = this.outcome(query);
    return {
      cards: outcome.page.map((doc) => this.cards?.card(doc, query.currency) ?? cardOfDocument(this.index.docs[doc]!, query.currency)),
      totalHits: outcome.total,
      page: query.page,
      facets: outcome.facets,
      priceStats: outcome.priceStats,
    };
  }

  async searchFacetValues({ query, facet, text, limit }: FacetValueQuery): Promise<FacetValue[]> {
    const withoutOwn = { ...query, refinements: { ...query.refinements, [facet]: [] }, page: 1, hitsPerPage: 0 };
    const wanted = normalize(text.trim());
    const values = this.outcome(withoutOwn).facets.find((group) => group.attribute === facet)?.values ?? [];
    return values.filter((v) => normalize(v.value).split(/\s+/).some((word) => word.startsWith(wanted)) || normalize(v.value).startsWith(wanted)).slice(0, limit);
  }

  private outcome(query: ProductSearchQuery): QueryOutcome {
    const key = JSON.stringify(query);
    const cached = this.caching ? this.outcomes.get(key) : undefined;
    if (cached) return cached;
    const outcome = runQuery(this.index, query, this.textMatch(query.term));
    if (this.caching) this.outcomes.set(key, outcome);
    return outcome;
  }

  private textMatch(term: string): TextMatch | null {
    const key = normalize(term).trim();
    if (key === '') return null;
    const cached = this.caching ? this.matches.get(key) : undefined;
    if (cached) return cached;
    const match = this.index.text.match(key);
    if (this.caching) this.matches.set(key, match);
    return match;
  }
}
