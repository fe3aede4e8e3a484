// The production ContentSource: the shared GROQ sent to Sanity's query API. Published reads go
// through the API CDN; preview reads use the live API with the read token and the drafts
// perspective. The answer envelope is checked with zod, then decoded exactly as the embedded
// adapter decodes groq-js answers.
import type { SanityClient } from '@sanity/client';
import { z } from 'zod';
import type { ContentQuery } from '../../application/ports';
import { QueryContentSource } from '../content/query-content-source';
import { ContentSourceError } from '../content/content-source-error';
import { CONTENT_QUERIES, type ContentQueryName } from '../content/queries';
import { createSanityReadClients, type SanityContentConfig, type SanityReadClients, type SanityTransportOptions } from './sanity-client';
import { translateSanityError } from './sanity-errors';

/** What the query endpoint answers: `{ ms, query, result }`; `result` is null when nothing matched. */
const queryResponse = z.looseObject({ ms: z.number(), result: z.unknown() }).refine((body) => body.result !== undefined, 'result is missing');

export class SanityContentSource extends QueryContentSource {
  private readonly clients: SanityReadClients;

  constructor(config: SanityContentConfig, transport: SanityTransportOptions = {}) {
    super();
    this.clients = createSanityReadClients(config, transport);
  }

  protected async run(name: ContentQueryName, params: Record<string, string>, query: ContentQuery): Promise<unknown> {
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
