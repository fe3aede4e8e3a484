// Newsletter sign-ups: the marketing service's webhook when its URL is set, else a SQLite table.
import { z } from 'zod';
import { hostOf, isHttpUrl, optional } from './values';
import { providerSettings } from './provider-settings';

export type NewsletterConfig = { kind: 'embedded' } | { kind: 'webhook'; url: string };

export const newsletterSettings = providerSettings({
  port: 'newsletter',
  variables: {
    // The webhook address often carries its own credential, so it is never quoted back.
    NEWSLETTER_WEBHOOK_URL: optional(z.string().refine(isHttpUrl, { error: 'is not a valid URL (expected http(s)://…; value not shown)' })),
  },
  read: (vars): NewsletterConfig => (vars.NEWSLETTER_WEBHOOK_URL ? { kind: 'webhook', url: vars.NEWSLETTER_WEBHOOK_URL } : { kind: 'embedded' }),
  describe: (newsletter) => (newsletter.kind === 'webhook' ? `webhook (${hostOf(newsletter.url)})` : 'embedded (SQLite)'),
});
