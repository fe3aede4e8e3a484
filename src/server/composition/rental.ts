// Rental rates: the rental-rate service, or the demo rate table.
import type { RentalRates } from '../../application/ports';
import { TOKENS } from '../../application/tokens';
import { DemoRentalRates } from '../../adapters/embedded/demo-rental-rates';
import { createJsonHttpClient } from '../../adapters/http/json-http-client';
import { HttpRentalRates } from '../../adapters/rental-service/http-rental-rates';
import type { ProviderWiring } from './wiring';

export const rentalWiring: ProviderWiring = {
  port: 'rental',
  register({ container, config, logger, demoCatalogue }) {
    if (config.rental.kind === 'http') {
      const onBreakerChange = (state: string) => logger.warn({ upstream: 'rental', state }, 'rental circuit changed');
      const client = createJsonHttpClient({ service: 'rental', baseUrl: config.rental.url, onBreakerChange });
      container.register<RentalRates>(TOKENS.RentalRates, { useValue: new HttpRentalRates(client) });
      return;
    }
    container.register<RentalRates>(TOKENS.RentalRates, { useValue: new DemoRentalRates(demoCatalogue()) });
  },
};
