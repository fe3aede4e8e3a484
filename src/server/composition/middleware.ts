// Middleware: inventory, open-box items and shipping rates. They are deferred on the product page
// and degrade to the fallbacks of spec section 8, so they get no readiness probe: a slow optional
// upstream must not take the whole shop out of rotation.
import type { Inventory, OpenBoxItems, ShippingRates } from '../../application/ports';
import { TOKENS } from '../../application/tokens';
import { DemoInventory } from '../../adapters/embedded/demo-inventory';
import { DemoOpenBoxItems } from '../../adapters/embedded/demo-open-box';
import { DemoShippingRates } from '../../adapters/embedded/demo-shipping-rates';
import { createJsonHttpClient, upstreamBreaker } from '../../adapters/http/json-http-client';
import { MiddlewareInventory } from '../../adapters/middleware/middleware-inventory';
import { MiddlewareOpenBoxItems } from '../../adapters/middleware/middleware-open-box-items';
import { MiddlewareShippingRates } from '../../adapters/middleware/middleware-shipping-rates';
import type { ProviderWiring } from './wiring';

export const middlewareWiring: ProviderWiring = {
  port: 'middleware',
  register({ container, config, logger, demoCatalogue, embeddedInventory }) {
    if (config.middleware.kind === 'http') {
      const { baseUrl } = config.middleware;
      const breaker = upstreamBreaker('middleware', (state) => logger.warn({ upstream: 'middleware', state }, 'middleware circuit changed'));
      const reads = createJsonHttpClient({ service: 'middleware', baseUrl, breaker });
      // The shopper waits on the estimate, but a carrier quote may take longer than a stock read.
      const quotes = createJsonHttpClient({ service: 'middleware', baseUrl, timeoutMs: 4_000, breaker });
      container.register<Inventory>(TOKENS.Inventory, { useValue: new MiddlewareInventory(reads) });
      container.register<OpenBoxItems>(TOKENS.OpenBoxItems, { useValue: new MiddlewareOpenBoxItems(reads) });
      container.register<ShippingRates>(TOKENS.ShippingRates, { useValue: new MiddlewareShippingRates(quotes) });
      return;
    }
    // With the embedded commerce store, stock is its inventory table (what orders consume); beside a hosted platform, the demo figures.
    const inventory = config.commerce.kind === 'embedded' ? embeddedInventory() : new DemoInventory(demoCatalogue());
    container.register<Inventory>(TOKENS.Inventory, { useValue: inventory });
    container.register<OpenBoxItems>(TOKENS.OpenBoxItems, { useValue: new DemoOpenBoxItems(demoCatalogue()) });
    container.register<ShippingRates>(TOKENS.ShippingRates, { useValue: new DemoShippingRates(demoCatalogue()) });
  },
};
