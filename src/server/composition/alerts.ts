// Alerts: the list, the outbox and the notifier, the Shopify webhook route and the product page's
// alert API. Embedded: the list in SQLite and .eml files under DATA_DIR/outbox, and testers' demo
// changes applied to the demo catalogue (commerce embedded). Hosted: the marketing service's alert
// API and its message webhook. The outbox is SQLite in both modes; the webhook ledger is SQLite, or
// Redis with REDIS_URL so every copy shares it.
import path from 'node:path';
import type { AlertOutbox, AlertSubscriptions, CatalogueSnapshot, InventoryItemVariants, Notifier, WebhookDeliveries } from '../../application/ports';
import { TOKENS } from '../../application/tokens';
import type { AlertLinks } from '../../application/alerts/alert-message';
import { ReceiveCatalogueChange } from '../../application/alerts/receive-catalogue-change';
import { SubscribeToAlert } from '../../application/alerts/subscribe-to-alert';
import { UnsubscribeAlert } from '../../application/alerts/unsubscribe-alert';
import { DemoCatalogueOverrides } from '../../adapters/embedded/demo-catalogue-overrides';
import { DemoCatalogueSnapshot } from '../../adapters/embedded/demo-catalogue-snapshot';
import { EmlFileNotifier } from '../../adapters/eml/eml-file-notifier';
import { MarketingServiceAlertSubscriptions } from '../../adapters/marketing-service/marketing-service-alert-subscriptions';
import { SqliteAlertOutbox } from '../../adapters/sqlite/sqlite-alert-outbox';
import { SqliteAlertSubscriptions } from '../../adapters/sqlite/sqlite-alert-subscriptions';
import { SqliteInventoryItemVariants, SqliteWebhookDeliveries } from '../../adapters/sqlite/sqlite-webhook-ledger';
import { WebhookNotifier } from '../../adapters/webhook/webhook-notifier';
import { RedisWebhookDeliveries } from '../../adapters/redis/redis-webhook-deliveries';
import { AlertBackground } from '../alert-background';
import { RecordingEdgePurge, type EdgePurge } from '../../application/edge/edge-purge';
import { PurgeChangedPages } from '../../application/edge/purge-changed-pages';
import { VarnishEdgePurge } from '../../adapters/varnish/varnish-edge-purge';
import { demoPageChanges } from '../../adapters/embedded/demo-page-changes';
import { purgeKeptPartsOnWrite } from '../http/kept-personal-parts';
import type { AppConfig } from '../config';
import { alertRoutes } from '../http/alert-routes';
import { shopifyWebhookRoutes } from '../http/shopify-webhook-routes';
import { sanityWebhookRoutes } from '../http/sanity-webhook-routes';
import { sqliteProbe } from '../readiness-probes';
import type { ProviderWiring } from './wiring';

/** Where the shop's links in messages point: the public address, else this machine. */
export const alertSiteUrl = (config: AppConfig) => config.server.publicSiteUrl ?? `http://localhost:${config.server.port}`;

export const alertSender = (config: AppConfig) => config.alerts.from ?? `Shop alerts <alerts@${new URL(alertSiteUrl(config)).hostname}>`;

export const outboxDir = (config: AppConfig) => path.join(config.demo.dataDir, 'outbox');

export const alertsWiring: ProviderWiring = {
  port: 'alerts',
  register({ container, config, database, demoCatalogue, embeddedInventory, mount, probe, shared, logger }) {
    const db = database('alerts');
    const { store } = config.alerts;
    const subscriptions: AlertSubscriptions = store.kind === 'marketing' ? new MarketingServiceAlertSubscriptions({ baseUrl: store.serviceUrl }) : new SqliteAlertSubscriptions(db);
    const notifier: Notifier = store.kind === 'marketing' ? new WebhookNotifier({ url: store.webhookUrl }) : new EmlFileNotifier({ outboxDir: outboxDir(config), from: alertSender(config) });
    container.register<AlertSubscriptions>(TOKENS.AlertSubscriptions, { useValue: subscriptions });
    container.register<Notifier>(TOKENS.Notifier, { useValue: notifier });
    container.register<AlertOutbox>(TOKENS.AlertOutbox, { useValue: new SqliteAlertOutbox(db) });
    // With Redis every copy recognises a delivery any copy handled; alone, this copy's file is enough.
    const deliveries: WebhookDeliveries = shared.redis ? new RedisWebhookDeliveries(shared.redis) : new SqliteWebhookDeliveries(db);
    container.register<WebhookDeliveries>(TOKENS.WebhookDeliveries, { useValue: deliveries });
    container.register<InventoryItemVariants>(TOKENS.InventoryItemVariants, { useValue: new SqliteInventoryItemVariants(db) });
    container.register<AlertLinks>(TOKENS.AlertLinks, { useValue: { siteUrl: alertSiteUrl(config) } });

    // A catalogue change purges the pages showing it at every edge (EDGE_PURGE_URLS), within the webhook's answer.
    const edge: EdgePurge =
      config.edge.kind === 'varnish'
        ? new VarnishEdgePurge({ urls: config.edge.purgeUrls, onFailure: (url, reason) => logger.warn({ edge: new URL(url).host, reason }, 'edge purge failed') })
        : new RecordingEdgePurge();
    const purgeChangedPages = new PurgeChangedPages(edge);

    const background = container.resolve(AlertBackground);
    if (config.commerce.kind === 'embedded') {
      // Testers' stock and price changes (npm run demo:change) show in the shop and feed npm run alerts:check.
      const catalogue = demoCatalogue();
      // A stock change sets the inventory's ONLINE figure once (orders then consume from it); prices go on the catalogue.
      const overrides = new DemoCatalogueOverrides(db, catalogue, embeddedInventory());
      overrides.apply();
      // Hosted, Shopify's products/update and inventory_levels/update webhooks purge the pages a change
      // moved; the embedded store does the same itself, for an order's stock and a tester's change.
      const pagesOf = demoPageChanges(catalogue);
      const purgeMoved = (skus: readonly string[]) =>
        void purgeChangedPages.execute(pagesOf(skus)).catch((error: unknown) => logger.warn({ err: error }, 'edge purge of a demo change failed'));
      if (config.edge.kind === 'varnish') {
        background.onDispose(overrides.onChange(purgeMoved));
        background.onDispose(embeddedInventory().onStockMoved(purgeMoved));
      }
      background.onDispose(overrides.watch());
      container.register<CatalogueSnapshot>(TOKENS.CatalogueSnapshot, { useValue: new DemoCatalogueSnapshot(db, catalogue) });
    }
    background.start();
    probe(sqliteProbe('AlertOutbox', db));

    // A shopper's write purges the personal parts the edge keeps for them, before its answer (src/server/http/kept-personal-parts.ts).
    // Without an edge nothing keeps them (and the recording stand-in would keep every purge).
    if (config.edge.kind === 'varnish') mount((app) => app.use(purgeKeptPartsOnWrite(edge, { secure: config.server.nodeEnv === 'production' })));
    mount((app) =>
      app.use(
        shopifyWebhookRoutes({
          secret: config.alerts.webhookSecret,
          receive: container.resolve(ReceiveCatalogueChange),
          afterChange: () => void background.drain(),
          purge: (change) => purgeChangedPages.execute(change),
          limit: shared.rateLimits.webhooks,
        }),
      ),
    );
    // A published content change purges the pages showing that document (Sanity's webhook, SANITY_WEBHOOK_SECRET).
    mount((app) =>
      app.use(sanityWebhookRoutes({ secret: config.edge.contentWebhookSecret, purge: (change) => purgeChangedPages.execute(change), limit: shared.rateLimits.contentWebhooks })),
    );
    mount((app) =>
      app.use(alertRoutes({ subscribe: container.resolve(SubscribeToAlert), unsubscribe: container.resolve(UnsubscribeAlert), defaultLocale: config.server.defaultLocale, limit: shared.rateLimits.alerts })),
    );
  },
};
