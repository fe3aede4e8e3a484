// The embedded search index: a text index for the searchable fields and typed-array columns for
// everything a listing filters, counts or sorts on, with the sort orders precomputed at build time.
import { CATEGORY_LEVELS } from '../../application/search/search-facets';
import { FACET_FIELDS, FLAG_FIELDS, QUERY_FIELDS } from '../typesense/facet-fields';
import { MARKET_CURRENCIES, priceField, type MarketCurrency, type ProductDocument } from '../typesense/product-document';
import { FacetColumn } from './facet-column';
import { TextIndex } from './text-index';

export interface MarketColumns {
  /** Cents. */
  price: Int32Array;
  saveprice: Int32Array;
  /** Document ids by price ascending, and by saving descending. */
  byPrice: Int32Array;
  bySaving: Int32Array;
}

export interface ColumnarIndex {
  docs: readonly ProductDocument[];
  text: TextIndex;
  facets: ReadonlyMap<string, FacetColumn>;
  markets: Readonly<Record<MarketCurrency, MarketColumns>>;
  showInSearch: Uint8Array;
  showInCategories: Uint8Array;
  /** Document ids by globalSortOverride descending, then globalSortOrder ascending. */
  byMerchandising: Int32Array;
  /** Position of each document in byMerchandising: the relevance tie-breaker. */
  merchandisingRank: Int32Array;
  /** catCode → ascending ids of the documents in that category's subtree. */
  categories: ReadonlyMap<string, Int32Array>;
  /** Per-document work buffers reused by every query (queries run synchronously, one at a time). */
  scratch: Scratch;
}

export class Scratch {
  readonly hits: Int32Array;
  readonly priceOnly: Int32Array;
  readonly mask: Uint8Array;
  readonly score: Float32Array;
  private readonly missed: Int32Array[] = [];

  constructor(private readonly size: number) {
    this.hits = new Int32Array(size);
    this.priceOnly = new Int32Array(size);
    this.mask = new Uint8Array(size);
    this.score = new Float32Array(size);
  }

  /** One buffer per selection group, for the documents failing that group alone. */
  missedOnly(groups: number): Int32Array[] {
    while (this.missed.length < groups) this.missed.push(new Int32Array(this.size));
    return this.missed.slice(0, groups);
  }
}

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);

function orderBy(count: number, compare: (a: number, b: number) => number): Int32Array {
  return Int32Array.from({ length: count }, (_, i) => i).sort((a, b) => compare(a, b) || a - b);
}

function marketColumns(docs: readonly ProductDocument[], currency: MarketCurrency): MarketColumns {
  const price = Int32Array.from(docs, (d) => cents(d[priceField('price', currency)]));
  const saveprice = Int32Array.from(docs, (d) => cents(d[priceField('saveprice', currency)]));
  return {
    price,
    saveprice,
    byPrice: orderBy(docs.length, (a, b) => price[a]! - price[b]!),
    bySaving: orderBy(docs.length, (a, b) => saveprice[b]! - saveprice[a]!),
  };
}

function categoryLists(docs: readonly ProductDocument[]): Map<string, Int32Array> {
  const lists = new Map<string, number[]>();
  docs.forEach((doc, id) => doc.catCodes.forEach((code) => (lists.get(code) ?? lists.set(code, []).get(code)!).push(id)));
  return new Map([...lists].map(([code, ids]) => [code, Int32Array.from(ids)]));
}

export function buildColumnarIndex(docs: readonly ProductDocument[]): ColumnarIndex {
  const facetValue = (doc: ProductDocument, attribute: string) => {
    const value = (doc as unknown as Record<string, string | boolean | undefined>)[attribute];
    return value === undefined ? undefined : String(value);
  };
  const facets = new Map([...FACET_FIELDS, ...FLAG_FIELDS].map((attribute) => [attribute, new FacetColumn(attribute, docs.map((d) => facetValue(d, attribute)))]));
  const byMerchandising = orderBy(docs.length, (a, b) => docs[b]!.globalSortOverride - docs[a]!.globalSortOverride || docs[a]!.globalSortOrder - docs[b]!.globalSortOrder);
  const merchandisingRank = new Int32Array(docs.length);
  byMerchandising.forEach((doc, rank) => (merchandisingRank[doc] = rank));
  return {
    docs,
    text: TextIndex.build(docs as unknown as Record<string, unknown>[], QUERY_FIELDS),
    facets,
    markets: Object.fromEntries(MARKET_CURRENCIES.map((c) => [c, marketColumns(docs, c)])) as Record<MarketCurrency, MarketColumns>,
    showInSearch: Uint8Array.from(docs, (d) => (d.show_in_search ? 1 : 0)),
    showInCategories: Uint8Array.from(docs, (d) => (d.show_in_categories ? 1 : 0)),
    byMerchandising,
    merchandisingRank,
    categories: categoryLists(docs),
    scratch: new Scratch(docs.length),
  };
}

export const HIERARCHY_ATTRIBUTES: readonly string[] = CATEGORY_LEVELS;
