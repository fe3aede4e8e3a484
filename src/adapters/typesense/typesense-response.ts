// Typesense responses parsed with zod before anything reads them, then reshaped into domain types.
// An answer in the wrong shape is the domain's 'search-malformed' error; one document in the wrong
// shape (a badly synced product) is dropped and reported, so it cannot take the listing down.
import { z } from 'zod';
import { SearchResultError } from '../../domain/search-result';
import type { PriceStats } from '../../application/search/search-query';
import type { FacetValue } from '../../domain/facets';
import { MAX_FACET_VALUES } from './facet-fields';
import { MARKET_CURRENCIES, priceField, type ProductDocument } from './product-document';

// Every market's price is required (the collection schema requires it, and a card without its
// price would show 0); was and save prices default to 0, meaning none.
const priceColumns = Object.fromEntries(
  MARKET_CURRENCIES.flatMap((c) => (['price', 'wasprice', 'saveprice'] as const).map((column) => [priceField(column, c), column === 'price' ? z.number() : z.number().default(0)])),
);

const optionalText = z.string().nullish().transform((v) => v ?? undefined);

export const documentSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  sid: z.string(),
  brand: z.string().default(''),
  stock: z.string().default(''),
  on_sale: z.boolean().default(false),
  new_product: z.boolean().default(false),
  is_openbox: z.boolean().default(false),
  ribbonOverride: optionalText,
  ribbonStart: optionalText,
  ribbonEnd: optionalText,
  staff_pick: z.boolean().default(false),
  url: z.string(),
  image: z.array(z.string()).default([]),
  variantId: z.union([z.string(), z.number()]).transform(String),
  attributes: z.array(z.object({ key: z.string(), value: z.string() })).nullish().transform((v) => v ?? undefined),
  disable_payment: z.boolean().default(false),
  ...priceColumns,
});

const facetCountSchema = z.object({
  field_name: z.string(),
  counts: z.array(z.object({ value: z.union([z.string(), z.number()]).transform(String), count: z.number() })).default([]),
  stats: z.object({ min: z.number().optional(), max: z.number().optional() }).partial().optional(),
});

export const searchResponseSchema = z.object({
  found: z.number().default(0),
  page: z.number().optional(),
  hits: z.array(z.object({ document: z.unknown(), text_match: z.number().optional() })).nullish(),
  grouped_hits: z.array(z.unknown()).nullish(),
  facet_counts: z.array(facetCountSchema).default([]),
  error: z.string().optional(),
  code: z.number().optional(),
});

export const NO_HITS_MESSAGE = 'Did not find any hits';

/** The fields of a search service answer that say whether it found anything (spec section 8). */
export interface RawSearchResponse<T> {
  error?: { code?: string | number; message?: string } | string | null;
  hits?: T[] | null;
  grouped_hits?: unknown[] | null;
}

/** An error field raises its code and message; neither hits nor grouped hits raises 'Did not find any hits'. */
export function checkSearchResponse<T>(response: RawSearchResponse<T>): T[] {
  const { error } = response;
  if (error) {
    if (typeof error === 'string') throw new SearchResultError('search-error', error);
    throw new SearchResultError(String(error.code ?? 'search-error'), error.message ?? 'Search failed');
  }
  if (!response.hits && !response.grouped_hits) throw new SearchResultError('no-hits', NO_HITS_MESSAGE);
  return response.hits ?? [];
}

export const multiSearchResponseSchema = z.object({ results: z.array(z.unknown()) });

export interface DroppedHit {
  /** The document's id when it has one. */
  id: string | null;
  issue: string;
}

/** One search's answer: the documents that parsed, and the hits dropped because they did not. */
export interface SearchResponse {
  found: number;
  facet_counts: z.output<typeof facetCountSchema>[];
  documents: ProductDocument[];
  dropped: DroppedHit[];
}

const issueOf = (error: z.ZodError) => {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid';
};

const malformed = (what: string, error: z.ZodError) => new SearchResultError('search-malformed', `Search service answered ${what} in an unexpected shape (${issueOf(error)})`);

/** The per-search answers of a multi-search. */
export function multiSearchResults(raw: unknown): unknown[] {
  const parsed = multiSearchResponseSchema.safeParse(raw);
  if (!parsed.success) throw malformed('a multi-search', parsed.error);
  return parsed.data.results;
}

const idOf = (document: unknown): string | null => {
  const id = (document as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : null;
};

function documentsOf(hits: readonly { document: unknown }[]): Pick<SearchResponse, 'documents' | 'dropped'> {
  const documents: ProductDocument[] = [];
  const dropped: DroppedHit[] = [];
  for (const { document } of hits) {
    const parsed = documentSchema.safeParse(document);
    if (parsed.success) documents.push(parsed.data as unknown as ProductDocument);
    else dropped.push({ id: idOf(document), issue: issueOf(parsed.error) });
  }
  return { documents, dropped };
}

/** One search's answer: an error field or neither hits nor grouped hits raise the domain's errors. */
export function checkedResponse(raw: unknown): SearchResponse {
  const candidate = (raw ?? {}) as { error?: unknown; code?: unknown };
  if (typeof candidate.error === 'string') checkSearchResponse({ error: { code: String(candidate.code ?? 'search-error'), message: candidate.error } });
  const parsed = searchResponseSchema.safeParse(raw);
  if (!parsed.success) throw malformed('a search', parsed.error);
  checkSearchResponse(parsed.data);
  return { found: parsed.data.found, facet_counts: parsed.data.facet_counts, ...documentsOf(parsed.data.hits ?? []) };
}

/** Values of one facet, most frequent first, ties by value. */
export function facetValuesOf(response: SearchResponse, attribute: string): FacetValue[] {
  const counts = response.facet_counts.find((f) => f.field_name === attribute)?.counts ?? [];
  return counts
    .filter((c) => c.count > 0)
    .map((c) => ({ value: c.value, count: c.count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1))
    .slice(0, MAX_FACET_VALUES);
}

export function priceStatsOf(response: SearchResponse, field: string): PriceStats | null {
  const stats = response.facet_counts.find((f) => f.field_name === field)?.stats;
  return stats?.min !== undefined && stats.max !== undefined && response.found > 0 ? { min: stats.min, max: stats.max } : null;
}
