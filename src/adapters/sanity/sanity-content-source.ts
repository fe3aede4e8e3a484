// The production ContentSource: the shared GROQ sent to Sanity's query API. Published reads go
// through the API CDN; preview reads use the live API with the read token and the drafts
// perspective. The answer envelope is checked with zod, then decoded exactly as the embedded
// adapter decodes groq-js answers.
import type { SanityClient } from '@sanity/client';
import { z } from 'zod';
import type { ContentQuery } from '../../application/ports';
import { QueryContentSource } from '../groq/query-content-source';
import { ContentSourceError } from '../groq/content-source-error';
import { CONTENT_QUERIES, type ContentQueryName } from '../groq/queries';
import { createBreaker, type Breaker } from '../resilience/circuit-breaker';
import { withDeadline } from '../resilience/deadline';
import { createSanityReadClients, SANITY_DEFAULTS, type SanityContentConfig, type SanityReadClients, type SanityTransportOptions } from './sanity-client';
import { translateSanityError } from './sanity-errors';

/** What the query endpoint answers: `{ ms, query, result }`; `result` is null when nothing matched. */
const queryResponse = z.looseObject({ ms: z.number(), result: z.unknown() }).refine((body) => body.result !== undefined, 'result is missing');

export class SanityContentSource extends QueryContentSource {
  private readonly clients: SanityReadClients;
  private readonly breaker: Breaker;
  private readonly deadlineMs: number;

  constructor(config: SanityContentConfig, transport: SanityTransportOptions & { breaker?: Breaker } = {}) {
    super();
    this.clients = createSanityReadClients(config, transport);
    this.breaker = transport.breaker ?? sanityBreaker();
    this.deadlineMs = transport.deadlineMs ?? SANITY_DEFAULTS.deadlineMs;
  }

  protected async run(name: ContentQueryName, params: Record<string, string>, query: ContentQuery): Promise<unknown> {
    const client: SanityClient = query.preview ? this.clients.preview : this.clients.published;
    const timedOut = () => new ContentSourceError('content_timeout', `Sanity ${name}: no answer within ${this.deadlineMs} ms`);
    return this.breaker.run(() =>
      withDeadline(this.deadlineMs, async (signal) => {
        let body: unknown;
        try {
          body = await client.fetch(CONTENT_QUERIES[name], params, { filterResponse: false, tag: `storefront.${name}`, signal });
        } catch (error) {
          throw signal.aborted ? timedOut() : translateSanityError(error, name);
        }
        const envelope = queryResponse.safeParse(body);
        if (!envelope.success) throw new ContentSourceError('content_malformed', `Sanity ${name}: not a query response`, { cause: envelope.error });
        return envelope.data.result;
      }, timedOut),
    );
  }
}

/** Outages and garbage count against Sanity's health; a refused query or token does not. */
export function sanityBreaker(): Breaker {
  return createBreaker({
    name: 'sanity',
    isFailure: (error) => error instanceof ContentSourceError && error.code !== 'content_rejected',
    whenOpen: () => new ContentSourceError('content_unavailable', 'Sanity is failing; calls paused by the circuit breaker'),
  });
}
