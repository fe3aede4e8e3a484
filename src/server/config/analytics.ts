// Analytics: Shopify's batch endpoint when a shop id is set (the store domain, when commerce has
// one, names the endpoint), else events written to the structured log.
import { optional, storeDomain, valueThat } from './values';
import { providerSettings, withOptional } from './provider-settings';

export type AnalyticsConfig = { kind: 'log' } | { kind: 'shopify'; shopId: string; storeDomain?: string };

export const analyticsSettings = providerSettings({
  port: 'analytics',
  variables: {
    SHOPIFY_SHOP_ID: optional(valueThat('a valid shop id (expected digits only)', (v) => /^\d+$/.test(v))),
    SHOPIFY_STORE_DOMAIN: optional(storeDomain),
  },
  read: (vars): AnalyticsConfig =>
    vars.SHOPIFY_SHOP_ID
      ? withOptional({ kind: 'shopify' as const, shopId: vars.SHOPIFY_SHOP_ID }, 'storeDomain', vars.SHOPIFY_STORE_DOMAIN)
      : { kind: 'log' },
  describe: (analytics) => (analytics.kind === 'shopify' ? `shopify (shop ${analytics.shopId})` : 'log (structured log)'),
});
