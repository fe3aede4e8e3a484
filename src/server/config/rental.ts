// Rental rates: the rental-rate service when its URL is set, else the demo rate table.
import { hostOf, httpUrl, optional } from './values';
import { providerSettings } from './provider-settings';

export type RentalConfig = { kind: 'embedded' } | { kind: 'http'; url: string };

export const rentalSettings = providerSettings({
  port: 'rental',
  variables: { RENTAL_SERVICE_URL: optional(httpUrl) },
  read: (vars): RentalConfig => (vars.RENTAL_SERVICE_URL ? { kind: 'http', url: vars.RENTAL_SERVICE_URL } : { kind: 'embedded' }),
  describe: (rental) => (rental.kind === 'http' ? `http (${hostOf(rental.url)})` : 'embedded (demo rate table)'),
});
