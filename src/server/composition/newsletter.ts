// Newsletter: the marketing service's webhook, or a SQLite table in the shoppers file. The webhook
// has nothing to read (a POST would subscribe someone), so only the embedded list is probed.
import type { NewsletterSubscriptions } from '../../application/ports';
import { TOKENS } from '../../application/tokens';
import { SqliteNewsletterSubscriptions } from '../../adapters/sqlite/sqlite-newsletter-subscriptions';
import { webhookBreaker, WebhookNewsletterSubscriptions } from '../../adapters/webhook/webhook-newsletter-subscriptions';
import { sqliteProbe } from '../readiness-probes';
import type { ProviderWiring } from './wiring';

export const newsletterWiring: ProviderWiring = {
  port: 'newsletter',
  register({ container, config, eventLog, database, probe }) {
    if (config.newsletter.kind === 'webhook') {
      const { url } = config.newsletter;
      const onChange = (state: string) => eventLog.warn({ upstream: 'newsletter-webhook', state }, 'newsletter webhook circuit changed');
      const subscriptions = new WebhookNewsletterSubscriptions({ url, breaker: webhookBreaker(new URL(url).host, onChange) });
      container.register<NewsletterSubscriptions>(TOKENS.NewsletterSubscriptions, { useValue: subscriptions });
      return;
    }
    container.register<NewsletterSubscriptions>(TOKENS.NewsletterSubscriptions, { useValue: new SqliteNewsletterSubscriptions(database('shoppers')) });
    probe(sqliteProbe('NewsletterSubscriptions', database('shoppers')));
  },
};
