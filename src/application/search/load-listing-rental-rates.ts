import { inject, injectable } from 'tsyringe';
import type { RentRate } from '../../domain/catalogue/product';
import { rentalLookupUrl } from '../../domain/payment-options';
import type { EventLog, RentalRates } from '../ports';
import { TOKENS } from '../tokens';

/**
 * The weekly rental offers of a listing's products, in one call to the rental service (it takes a
 * list of URLs), keyed by the page URLs asked about. URLs with obx= are never looked up; a failing
 * service is only logged and every product is answered as having no offer.
 */
@injectable()
export class LoadListingRentalRates {
  constructor(
    @inject(TOKENS.RentalRates) private readonly rental: RentalRates,
    @inject(TOKENS.EventLog) private readonly log: EventLog,
  ) {}

  async execute(pageUrls: readonly string[]): Promise<ReadonlyMap<string, RentRate>> {
    const lookups = new Map<string, string>();
    for (const pageUrl of pageUrls) {
      const url = rentalLookupUrl(pageUrl);
      if (url !== null) lookups.set(pageUrl, url);
    }
    if (lookups.size === 0) return new Map();
    try {
      const rates = await this.rental.ratesFor([...new Set(lookups.values())]);
      const byPage = new Map<string, RentRate>();
      for (const [pageUrl, url] of lookups) {
        const rate = rates.get(url);
        if (rate) byPage.set(pageUrl, rate);
      }
      return byPage;
    } catch (error) {
      const details = error instanceof Error ? { error: error.message, errorName: error.name, code: (error as { code?: unknown }).code } : { error: String(error) };
      this.log.warn({ urls: lookups.size, ...details }, 'listing rental-rate lookup failed; the cards show the generic payment line');
      return new Map();
    }
  }
}
