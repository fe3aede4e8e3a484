// npm run alerts:check — embedded: compares the demo catalogue's stock and prices (with the changes
// made by `npm run demo:change`) to the snapshot of the last check, runs the alert check for the
// variants that moved (the use case Shopify's webhooks run in production), then delivers the outbox:
// .eml files under DATA_DIR/outbox. Re-running tells nobody twice. Reads the same settings as the shop.
import 'reflect-metadata';
import pino from 'pino';
import { DeliverAlertMessages } from '../src/application/alerts/deliver-alert-messages';
import { RunCatalogueCheck } from '../src/application/alerts/run-catalogue-check';
import { TOKENS } from '../src/application/tokens';
import { loadConfig } from '../src/server/config';
import { composeApplication } from '../src/server/composition-root';
import { outboxDir } from '../src/server/composition/alerts';

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  const composition = await composeApplication(config, pino({ level: process.env.LOG_LEVEL ?? 'warn' }));
  try {
    if (!composition.container.isRegistered(TOKENS.CatalogueSnapshot)) {
      console.error('alerts:check compares the embedded demo catalogue; with Shopify, its webhooks (POST /webhooks/shopify/…) trigger the alerts.');
      return 1;
    }
    const now = Date.now();
    const checked = await composition.container.resolve(RunCatalogueCheck).execute(now);
    const delivered = await composition.container.resolve(DeliverAlertMessages).execute(now, 500);
    console.log(`alerts:check: ${checked.changedVariants} variants changed since the last check, ${checked.checked} alerts on them, ${checked.queued} messages queued`);
    console.log(`alerts:check: ${delivered.delivered} delivered${config.alerts.store.kind === 'embedded' ? ` to ${outboxDir(config)}` : ''}, ${delivered.failed} to retry`);
    return 0;
  } finally {
    await composition.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
