import { inject, injectable } from 'tsyringe';
import type { EventLog, ProductSearch } from '../ports';
import { runListing, type Listing, type ListingRequest } from './listing';
import { TOKENS } from '../tokens';

/** Search results for a term across the shop, refined, sorted and paged as the URL says. */
@injectable()
export class SearchProducts {
  constructor(
    @inject(TOKENS.ProductSearch) private readonly search: ProductSearch,
    @inject(TOKENS.EventLog) private readonly log: EventLog,
  ) {}

  execute(request: Omit<ListingRequest, 'scope'>): Promise<Listing> {
    return runListing(this.search, this.log, { ...request, scope: { kind: 'search' } });
  }
}
