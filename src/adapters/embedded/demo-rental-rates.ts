import type { RentalRates } from '../../application/ports';
import type { RentRate } from '../../domain/catalogue/product';
import type { DemoCatalogue, DemoRentalRate } from './demo-data/catalogue-types';

const PRODUCT_PATH = /\/products\/([^/?#]+)$/;

/** The product handle a rental URL names, whatever its host or locale prefix; null if none. */
export function handleOfProductUrl(url: string): string | null {
  try {
    return PRODUCT_PATH.exec(new URL(url).pathname)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** The rental service's rate table, from the demo catalogue's rental records. */
export class DemoRentalRates implements RentalRates {
  private readonly byHandle = new Map<string, DemoRentalRate>();

  constructor(catalogue: DemoCatalogue) {
    for (const product of catalogue.products) if (product.rentalRate) this.byHandle.set(product.handle, product.rentalRate);
  }

  async ratesFor(urls: readonly string[]): Promise<ReadonlyMap<string, RentRate>> {
    const rates = new Map<string, RentRate>();
    for (const url of urls) {
      const record = this.byHandle.get(handleOfProductUrl(url) ?? '');
      if (record) rates.set(url, { id: record.id, rate: Number(record.rate), rentNowUrl: record.rentNowUrl });
    }
    return rates;
  }
}
