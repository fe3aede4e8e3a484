// Back-in-stock and price-drop alerts (issue 20). Embedded: the alert list in SQLite and messages as
// .eml files under DATA_DIR/outbox. Hosted: the marketing service keeps the list (its alert API at
// ALERTS_SERVICE_URL) and sends the messages it receives at ALERTS_WEBHOOK_URL. Either way Shopify's
// webhooks are verified with SHOPIFY_WEBHOOK_SECRET, which production with a Shopify catalogue
// requires (without it no webhook is accepted, and no alert would ever be told).
import { z } from 'zod';
import { baseUrl, hostOf, isHttpUrl, optional, secret } from './values';
import { providerSettings } from './provider-settings';

export type AlertsConfig = {
  store: { kind: 'embedded' } | { kind: 'marketing'; serviceUrl: string; webhookUrl: string };
  /** Shopify's webhook signing secret; null: every webhook is refused with 401. */
  webhookSecret: string | null;
  /** The SQLite file of alerts, outbox, webhook deliveries and demo changes; null: DATA_DIR/alerts.sqlite (memory in tests). */
  databaseFile: string | null;
  /** The From of every message; null: '{shop} alerts <alerts@{PUBLIC_SITE_URL host}>'. */
  from: string | null;
};

export const alertsSettings = providerSettings({
  port: 'alerts',
  variables: {
    SHOPIFY_WEBHOOK_SECRET: optional(secret(16)),
    ALERTS_SERVICE_URL: optional(baseUrl),
    // Like the newsletter's, the webhook address may carry its own credential: never quoted back.
    ALERTS_WEBHOOK_URL: optional(z.string().refine(isHttpUrl, { error: 'is not a valid URL (expected http(s)://…; value not shown)' })),
    ALERTS_DATABASE: optional(z.string()),
    ALERTS_FROM: optional(z.string().max(200).refine((v) => /^[^\r\n]*<?[^\s@<>]+@[^\s@<>]+>?$/.test(v), { error: 'is not a mailbox (expected Name <alerts@example.com>)' })),
  },
  together: { variables: ['ALERTS_SERVICE_URL', 'ALERTS_WEBHOOK_URL'], required: ['ALERTS_SERVICE_URL', 'ALERTS_WEBHOOK_URL'] },
  // Only this rule reads beyond the provider's own variables: config.ts hands every provider the whole environment.
  problems: (vars) => {
    const env = vars as typeof vars & { NODE_ENV?: string; SHOPIFY_STORE_DOMAIN?: string };
    return env.NODE_ENV === 'production' && env.SHOPIFY_STORE_DOMAIN && !vars.SHOPIFY_WEBHOOK_SECRET
      ? [{ variable: 'SHOPIFY_WEBHOOK_SECRET', message: 'SHOPIFY_WEBHOOK_SECRET is required when NODE_ENV is production and SHOPIFY_STORE_DOMAIN is set (the webhooks that trigger alerts are verified with it)' }]
      : [];
  },
  read: (vars): AlertsConfig => ({
    store:
      vars.ALERTS_SERVICE_URL && vars.ALERTS_WEBHOOK_URL ? { kind: 'marketing', serviceUrl: vars.ALERTS_SERVICE_URL, webhookUrl: vars.ALERTS_WEBHOOK_URL } : { kind: 'embedded' },
    webhookSecret: vars.SHOPIFY_WEBHOOK_SECRET ?? null,
    databaseFile: vars.ALERTS_DATABASE ?? null,
    from: vars.ALERTS_FROM ?? null,
  }),
  describe: (alerts) =>
    `${alerts.store.kind === 'marketing' ? `marketing service (${hostOf(alerts.store.serviceUrl)}, messages to ${hostOf(alerts.store.webhookUrl)})` : 'embedded (SQLite, .eml outbox)'}; Shopify webhooks ${alerts.webhookSecret ? 'verified' : 'refused (no secret)'}`,
});
