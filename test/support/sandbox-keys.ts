// Credentials of `npm run sandbox` only: they open nothing outside its stand-ins on loopback.
export const SANDBOX_KEYS = {
  storefrontToken: 'sandbox-storefront-token',
  shopifyAdminToken: 'sandbox-shopify-admin-token',
  typesenseSearch: 'sandbox-typesense-search-key',
  typesenseAdmin: 'sandbox-typesense-admin-key',
  sanityToken: 'sandbox-sanity-token',
  sanityProject: 'sandbox',
  sanityDataset: 'production',
  recaptchaSite: 'sandbox-recaptcha-site-key',
  recaptchaSecret: 'sandbox-recaptcha-secret-key',
  previewSecret: 'sandbox-preview-secret-at-least-32-characters',
  shopId: '10000001',
  shopifyWebhookSecret: 'sandbox-shopify-webhook-secret',
} as const;
