// Commerce (catalogue, related products, cart, checkout link, customer accounts): the Shopify
// Storefront API when its domain and token are set, else the embedded demo catalogue and SQLite.
import { optional, secret, storeDomain, valueThat } from './values';
import { providerSettings } from './provider-settings';

export type CommerceConfig = { kind: 'embedded' } | { kind: 'shopify'; storeDomain: string; publicToken: string; apiVersion: string };

export const commerceSettings = providerSettings({
  port: 'commerce',
  variables: {
    SHOPIFY_STORE_DOMAIN: optional(storeDomain),
    SHOPIFY_STOREFRONT_API_TOKEN: optional(secret()),
    SHOPIFY_API_VERSION: optional(valueThat('a valid API version (expected YYYY-MM)', (v) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v))),
  },
  together: {
    variables: ['SHOPIFY_STORE_DOMAIN', 'SHOPIFY_STOREFRONT_API_TOKEN', 'SHOPIFY_API_VERSION'],
    required: ['SHOPIFY_STORE_DOMAIN', 'SHOPIFY_STOREFRONT_API_TOKEN'],
  },
  read: (vars): CommerceConfig =>
    vars.SHOPIFY_STORE_DOMAIN && vars.SHOPIFY_STOREFRONT_API_TOKEN
      ? {
          kind: 'shopify',
          storeDomain: vars.SHOPIFY_STORE_DOMAIN,
          publicToken: vars.SHOPIFY_STOREFRONT_API_TOKEN,
          apiVersion: vars.SHOPIFY_API_VERSION ?? '2026-04',
        }
      : { kind: 'embedded' },
  describe: (commerce) =>
    commerce.kind === 'shopify' ? `shopify (${commerce.storeDomain}, API ${commerce.apiVersion})` : 'embedded (SQLite + demo catalogue)',
});
