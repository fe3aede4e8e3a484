import { inject, injectable } from 'tsyringe';
import type { RentRate } from '../../domain/catalogue/product';
import { rentalLookupUrl } from '../../domain/payment-options';
import type { EventLog, RentalRates } from '../ports';
import { TOKENS } from '../tokens';
import { withFallback } from './with-fallback';

/**
 * The weekly rental offer for a product page URL. Open-box pages (obx=) are never looked up; a
 * failing service is logged and the widget falls back to its generic text.
 */
@injectable()
export class LoadRentalOffer {
  constructor(
    @inject(TOKENS.RentalRates) private readonly rental: RentalRates,
    @inject(TOKENS.EventLog) private readonly log: EventLog,
  ) {}

  async execute(pageUrl: string): Promise<RentRate | null> {
    const url = rentalLookupUrl(pageUrl);
    if (url === null) return null;
    return withFallback(this.log, 'rental-rate lookup', { url }, null, async () => (await this.rental.ratesFor([url])).get(url) ?? null);
  }
}
