import type { RentalRates } from '../../application/ports';
import type { RentRate } from '../../domain/catalogue/product';
import type { JsonHttpClient } from '../http/json-http-client';
import { rentalRatesResponse } from './rental-schemas';

/** POST {urls} to the third-party rental-rate service; answers only for the URLs it was asked about. */
export class HttpRentalRates implements RentalRates {
  constructor(private readonly http: JsonHttpClient) {}

  async ratesFor(urls: readonly string[]): Promise<ReadonlyMap<string, RentRate>> {
    if (urls.length === 0) return new Map();
    const answer = await this.http.post('', { urls }, rentalRatesResponse);
    const rates = new Map<string, RentRate>();
    for (const url of urls) {
      const offer = answer[url];
      if (offer) rates.set(url, { id: offer.id, rate: offer.rate, rentNowUrl: offer.rentNowUrl });
    }
    return rates;
  }
}
