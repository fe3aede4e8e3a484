// One pass over the candidate documents sorts them into hits and near-misses; tight loops over
// the compact facet columns then count, and sorting reads a precomputed order (or sorts the text
// matches by score) and stops at the requested page.
// Facets are disjunctive: a document failing only facet F's selection still counts towards F, so
// a selected brand's siblings keep their counts. The price range works the same way for the stats.
import type { ProductSearchQuery, PriceStats } from '../../application/search/search-query';
import { categoryLevelOf } from '../../application/search/search-facets';
import type { FacetGroup } from '../../domain/facets';
import { FACET_FIELDS, MAX_FACET_VALUES } from '../typesense/facet-fields';
import { isMarketCurrency, HOME_CURRENCY } from '../typesense/product-document';
import { HIERARCHY_ATTRIBUTES, type ColumnarIndex, type MarketColumns } from './columnar-index';
import type { TextMatch } from './text-index';

export interface QueryOutcome {
  total: number;
  /** Document ids of the requested page, in order. */
  page: number[];
  facets: FacetGroup[];
  priceStats: PriceStats | null;
}

interface SelectionGroup {
  column: Uint16Array;
  selected: Uint8Array;
  /** Facet attributes whose counts ignore this group's selection. */
  counts: readonly string[];
}

/** Hits, and per selection group the documents failing that group alone. */
interface Partition {
  hits: Int32Array;
  hitCount: number;
  missedOnly: Int32Array[];
  missedCount: Int32Array;
  /** Documents failing the price range alone: they count towards the price stats only. */
  priceOnly: Int32Array;
  priceOnlyCount: number;
}

const NONE = -1;
const SEVERAL = -2;

function selectionGroups(index: ColumnarIndex, query: ProductSearchQuery): SelectionGroup[] {
  const groups: SelectionGroup[] = [];
  for (const [attribute, values] of Object.entries(query.refinements)) {
    const facet = index.facets.get(attribute);
    if (facet && values.length > 0) groups.push({ column: facet.ids, selected: facet.selection(values), counts: [attribute] });
  }
  const level = query.categoryPath ? categoryLevelOf(query.categoryPath) : null;
  const facet = level ? index.facets.get(level) : undefined;
  if (facet && query.categoryPath) groups.push({ column: facet.ids, selected: facet.selection([query.categoryPath]), counts: HIERARCHY_ATTRIBUTES });
  return groups;
}

function marketOf(index: ColumnarIndex, currency: string): MarketColumns {
  return index.markets[isMarketCurrency(currency) ? currency : HOME_CURRENCY];
}

/** The documents to look at, and a visibility mask: listed in search, or in the category and listed there. */
function candidates(index: ColumnarIndex, query: ProductSearchQuery, match: TextMatch | null): { ids: ArrayLike<number>; visible: Uint8Array } {
  const { scope } = query;
  if (scope.kind === 'search') return { ids: match?.ids ?? index.byMerchandising, visible: index.showInSearch };
  const inCategory = index.categories.get(scope.catCode) ?? new Int32Array(0);
  if (!match) return { ids: inCategory, visible: index.showInCategories };
  const visible = index.scratch.mask.fill(0);
  for (let i = 0; i < inCategory.length; i++) visible[inCategory[i]!] = index.showInCategories[inCategory[i]!]!;
  return { ids: match.ids, visible };
}

function partition(index: ColumnarIndex, query: ProductSearchQuery, match: TextMatch | null, groups: SelectionGroup[]): Partition {
  const { ids, visible } = candidates(index, query, match);
  const price = marketOf(index, query.currency).price;
  const low = query.price.min === undefined ? -Infinity : Math.round(query.price.min * 100);
  const high = query.price.max === undefined ? Infinity : Math.round(query.price.max * 100);
  const { hits, priceOnly } = index.scratch;
  const missedOnly = index.scratch.missedOnly(groups.length);
  const missedCount = new Int32Array(groups.length);
  let hitCount = 0;
  let priceOnlyCount = 0;
  const groupCount = groups.length;
  for (let i = 0; i < ids.length; i++) {
    const doc = ids[i]!;
    if (visible[doc] === 0) continue;
    let failed = NONE;
    for (let g = 0; g < groupCount; g++) {
      const group = groups[g]!;
      if (group.selected[group.column[doc]!] === 0) {
        failed = failed === NONE ? g : SEVERAL;
        if (failed === SEVERAL) break;
      }
    }
    if (failed === SEVERAL) continue;
    const p = price[doc]!;
    const priceFails = p < low || p > high;
    if (failed === NONE) {
      if (priceFails) priceOnly[priceOnlyCount++] = doc;
      else hits[hitCount++] = doc;
    } else if (!priceFails) {
      missedOnly[failed]![missedCount[failed]!++] = doc;
    }
  }
  return { hits, hitCount, missedOnly, missedCount, priceOnly, priceOnlyCount };
}

function count(column: Uint16Array, counts: Int32Array, docs: Int32Array, length: number): void {
  for (let i = 0; i < length; i++) counts[column[docs[i]!]!]!++;
}

function facetGroups(index: ColumnarIndex, groups: SelectionGroup[], part: Partition): FacetGroup[] {
  const out: FacetGroup[] = [];
  for (const attribute of FACET_FIELDS) {
    const facet = index.facets.get(attribute)!;
    const counts = new Int32Array(facet.values.length);
    count(facet.ids, counts, part.hits, part.hitCount);
    const own = groups.findIndex((g) => g.counts.includes(attribute));
    if (own !== NONE) count(facet.ids, counts, part.missedOnly[own]!, part.missedCount[own]!);
    const values: { value: string; count: number }[] = [];
    for (let id = 1; id < counts.length; id++) if (counts[id]! > 0) values.push({ value: facet.values[id]!, count: counts[id]! });
    values.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
    if (values.length > 0) out.push({ attribute, values: values.slice(0, MAX_FACET_VALUES) });
  }
  return out;
}

function priceStats(price: Int32Array, part: Partition): PriceStats | null {
  let min = Infinity;
  let max = -Infinity;
  const scan = (docs: Int32Array, length: number) => {
    for (let i = 0; i < length; i++) {
      const p = price[docs[i]!]!;
      if (p < min) min = p;
      if (p > max) max = p;
    }
  };
  scan(part.hits, part.hitCount);
  scan(part.priceOnly, part.priceOnlyCount);
  return min === Infinity ? null : { min: min / 100, max: max / 100 };
}

export function runQuery(index: ColumnarIndex, query: ProductSearchQuery, match: TextMatch | null): QueryOutcome {
  const groups = selectionGroups(index, query);
  const part = partition(index, query, match, groups);
  return {
    total: part.hitCount,
    page: pageOf(index, query, match, part),
    facets: facetGroups(index, groups, part),
    priceStats: priceStats(marketOf(index, query.currency).price, part),
  };
}

function pageOf(index: ColumnarIndex, query: ProductSearchQuery, match: TextMatch | null, part: Partition): number[] {
  const start = (query.page - 1) * query.hitsPerPage;
  const end = Math.min(start + query.hitsPerPage, part.hitCount);
  if (start >= end) return [];
  if (query.sort === 'relevance' && match) return byScore(index, match, part, end).slice(start, end);
  const isHit = index.scratch.mask.fill(0);
  for (let i = 0; i < part.hitCount; i++) isHit[part.hits[i]!] = 1;
  const market = marketOf(index, query.currency);
  const order = query.sort === 'price-asc' || query.sort === 'price-desc' ? market.byPrice : query.sort === 'saving' ? market.bySaving : index.byMerchandising;
  const reverse = query.sort === 'price-desc';
  const page: number[] = [];
  for (let i = 0, seen = 0; i < order.length && seen < end; i++) {
    const doc = order[reverse ? order.length - 1 - i : i]!;
    if (isHit[doc] === 0) continue;
    if (seen >= start) page.push(doc);
    seen++;
  }
  return page;
}

/**
 * Text match first, then the merchandising order. Scores take few distinct values (field weight
 * times match quality), so each score level is read off the merchandising order until the page is
 * full; only unusually many levels fall back to sorting every hit.
 */
function byScore(index: ColumnarIndex, match: TextMatch, part: Partition, end: number): number[] {
  const n = index.docs.length;
  const score = index.scratch.score.fill(0);
  for (let i = 0; i < match.ids.length; i++) score[match.ids[i]!] = match.scores[i]!;
  const levels: number[] = [];
  for (let i = 0; i < part.hitCount && levels.length <= MAX_SCORE_LEVELS; i++) {
    const level = score[part.hits[i]!]!;
    if (!levels.includes(level)) levels.push(level);
  }
  if (levels.length > MAX_SCORE_LEVELS) return sortAllByScore(index, score, part).slice(0, end);
  const isHit = index.scratch.mask.fill(0);
  for (let i = 0; i < part.hitCount; i++) isHit[part.hits[i]!] = 1;
  const ordered: number[] = [];
  for (const level of levels.sort((a, b) => b - a)) {
    for (let i = 0; i < n && ordered.length < end; i++) {
      const doc = index.byMerchandising[i]!;
      if (isHit[doc] === 1 && score[doc] === level) ordered.push(doc);
    }
    if (ordered.length >= end) break;
  }
  return ordered;
}

const MAX_SCORE_LEVELS = 48;

function sortAllByScore(index: ColumnarIndex, score: Float32Array, part: Partition): number[] {
  const n = index.docs.length;
  let top = 0;
  for (let i = 0; i < part.hitCount; i++) top = Math.max(top, score[part.hits[i]!]!);
  const keys = new Float64Array(part.hitCount);
  for (let i = 0; i < part.hitCount; i++) {
    const doc = part.hits[i]!;
    keys[i] = Math.round((top - score[doc]!) * 100) * n + index.merchandisingRank[doc]!;
  }
  keys.sort();
  return Array.from(keys, (key) => index.byMerchandising[key % n]!);
}
