// ProductSearch on a Typesense cluster: one multi-search per listing (see search-params.ts),
// answers parsed with zod and reshaped into cards, facets and price stats. The client keeps the
// spec's 1 s connection timeout and 8 retries; one deadline caps the whole call, retries included,
// and a circuit breaker stops a dead cluster from being asked on every page. Answers are kept for
// the spec's 2 minutes (identical requests in flight share one call); failures are never kept.
// Answers are parsed inside the call, so an answer in the wrong shape counts against the cluster
// like an outage; a hit in the wrong shape is dropped and logged, the rest of the page kept.
import { LRUCache } from 'lru-cache';
import type { SearchClient } from 'typesense';
import type { EventLog, ProductSearch } from '../../application/ports';
import type { FacetValue, FacetValueQuery, ProductSearchQuery, ProductSearchResult } from '../../application/search/search-query';
import { FACET_FIELDS } from './facet-fields';
import { cardOfDocument } from './document-to-card';
import { priceField } from './product-document';
import { facetValueParams, listingPlan } from './search-params';
import { checkedResponse, facetValuesOf, multiSearchResults, priceStatsOf, type SearchResponse } from './typesense-response';
import { translateTypesenseError } from './translate-errors';
import { SearchResultError } from '../../domain/search-result';
import { SEARCH_CACHE_MS } from '../../domain/timing';
import { createBreaker, type Breaker } from '../resilience/circuit-breaker';
import { withDeadline } from '../resilience/deadline';

export interface TypesenseResilience {
  /** Longest a search may take, retries included, before the listing shows without it. */
  deadlineMs?: number;
  breaker?: Breaker;
  /** Distinct requests whose answers are kept. */
  cachedAnswers?: number;
  /** Where dropped (wrongly shaped) hits are reported. */
  log?: EventLog;
}

type Request = (signal: AbortSignal) => Promise<object>;

const consoleLog: EventLog = {
  warn: (details, message) => console.warn(message, details),
  info: (details, message) => console.info(message, details),
};

/** A listing waits this long for the cluster; past it the page renders with an empty listing. */
export const TYPESENSE_DEADLINE_MS = 2_500;

export class TypesenseProductSearch implements ProductSearch {
  private readonly deadlineMs: number;
  private readonly breaker: Breaker;
  private readonly answers: LRUCache<string, object, Request>;
  private readonly log: EventLog;

  constructor(
    private readonly client: SearchClient,
    private readonly collection: string,
    resilience: TypesenseResilience = {},
  ) {
    this.deadlineMs = resilience.deadlineMs ?? TYPESENSE_DEADLINE_MS;
    this.breaker = resilience.breaker ?? typesenseBreaker();
    this.log = resilience.log ?? consoleLog;
    this.answers = new LRUCache<string, object, Request>({
      max: resilience.cachedAnswers ?? 500,
      ttl: SEARCH_CACHE_MS,
      // The clock is read through the global on every call (not captured once), so a test's fake
      // clock moves the two minutes too.
      perf: { now: () => performance.now() },
      fetchMethod: (_key, _stale, { context }) => this.call(context),
    });
  }

  async search(query: ProductSearchQuery): Promise<ProductSearchResult> {
    const plan = listingPlan(query, this.collection);
    const responses = (await this.remembered(JSON.stringify(plan.searches), async (abortSignal) =>
      multiSearchResults(await this.client.multiSearch.perform({ searches: plan.searches } as never, {}, { abortSignal })).map((raw) => this.checked(raw)),
    )) as SearchResponse[];
    const main = responses[0]!;
    const price = priceField('price', query.currency);
    return {
      cards: main.documents.map((doc) => cardOfDocument(doc, query.currency)),
      totalHits: main.found,
      page: query.page,
      facets: FACET_FIELDS.map((attribute) => ({ attribute, values: facetValuesOf(responses[plan.sourceOf(attribute)]!, attribute) })).filter((g) => g.values.length > 0),
      priceStats: priceStatsOf(responses[plan.sourceOf(price)]!, price),
    };
  }

  async searchFacetValues(query: FacetValueQuery): Promise<FacetValue[]> {
    const { collection, ...params } = facetValueParams(query, this.collection);
    const target = collection ?? this.collection;
    const response = (await this.remembered(JSON.stringify([target, params]), async (abortSignal) =>
      this.checked(await this.client.collections(target).documents().search(params as never, { abortSignal })),
    )) as SearchResponse;
    return facetValuesOf(response, query.facet).slice(0, query.limit);
  }

  /** One search's answer parsed; its dropped hits reported once, when the answer arrives. */
  private checked(raw: unknown): SearchResponse {
    const response = checkedResponse(raw);
    for (const hit of response.dropped) this.log.warn({ upstream: 'typesense', id: hit.id, issue: hit.issue }, 'search hit in an unexpected shape dropped');
    return response;
  }

  /** The cached answer for this request, else the cluster's (shared with identical requests in flight). */
  private async remembered(key: string, request: Request): Promise<unknown> {
    return this.answers.fetch(key, { context: request });
  }

  private call<T>(request: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const timedOut = () => new SearchResultError('search-timeout', `Search service: no answer within ${this.deadlineMs} ms`);
    return this.breaker.run(() =>
      withDeadline(
        this.deadlineMs,
        async (signal) => {
          try {
            return await request(signal);
          } catch (error) {
            throw signal.aborted ? timedOut() : translateTypesenseError(error);
          }
        },
        timedOut,
      ),
    );
  }
}

const UNHEALTHY = new Set(['search-unavailable', 'search-timeout', 'search-malformed']);

/** Outages, timeouts and garbage count against the cluster's health; a refused key or query does not. */
export function typesenseBreaker(): Breaker {
  return createBreaker({
    name: 'typesense',
    isFailure: (error) => !(error instanceof SearchResultError) || UNHEALTHY.has(error.code),
    whenOpen: () => new SearchResultError('search-unavailable', 'Search service is failing; calls paused by the circuit breaker'),
  });
}
