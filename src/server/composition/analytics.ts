// Analytics: Shopify's batch endpoint, or events written to the structured log.
import type { Analytics } from '../../application/ports';
import { TOKENS } from '../../application/tokens';
import { EventLogAnalytics } from '../../adapters/pino/event-log-analytics';
import { ShopifyAnalytics, shopifyAnalyticsEndpoint } from '../../adapters/shopify/shopify-analytics';
import type { ProviderWiring } from './wiring';

export const analyticsWiring: ProviderWiring = {
  port: 'analytics',
  register({ container, config, eventLog }) {
    const analytics =
      config.analytics.kind === 'shopify'
        ? new ShopifyAnalytics({ endpoint: shopifyAnalyticsEndpoint(config.analytics.storeDomain) }, eventLog)
        : new EventLogAnalytics(eventLog);
    container.register<Analytics>(TOKENS.Analytics, { useValue: analytics });
  },
};
