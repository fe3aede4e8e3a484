// Saved items of signed-in shoppers: a customer metafield in Shopify, written with the Admin API,
// when an Admin API token is set (the Storefront API cannot write customer metafields); else a
// SQLite table in the shoppers file, keyed by the customer id whichever system keeps accounts.
import { optional, secret, storeDomain, valueThat } from './values';
import { providerSettings } from './provider-settings';

export type SavedItemsConfig = { kind: 'embedded' } | { kind: 'shopify-metafield'; storeDomain: string; adminToken: string; apiVersion: string };

export const savedItemsSettings = providerSettings({
  port: 'savedItems',
  variables: {
    SHOPIFY_ADMIN_API_TOKEN: optional(secret()),
    SHOPIFY_STORE_DOMAIN: optional(storeDomain),
    SHOPIFY_API_VERSION: optional(valueThat('a valid API version (expected YYYY-MM)', (v) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v))),
  },
  together: { variables: ['SHOPIFY_ADMIN_API_TOKEN'], required: ['SHOPIFY_STORE_DOMAIN'] },
  read: (vars): SavedItemsConfig =>
    vars.SHOPIFY_ADMIN_API_TOKEN && vars.SHOPIFY_STORE_DOMAIN
      ? { kind: 'shopify-metafield', storeDomain: vars.SHOPIFY_STORE_DOMAIN, adminToken: vars.SHOPIFY_ADMIN_API_TOKEN, apiVersion: vars.SHOPIFY_API_VERSION ?? '2026-04' }
      : { kind: 'embedded' },
  describe: (saved) => (saved.kind === 'shopify-metafield' ? `shopify customer metafield (${saved.storeDomain}, Admin API ${saved.apiVersion})` : 'embedded (SQLite)'),
});
