import 'reflect-metadata';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { catalogueImageOrigins, composeApplication } from './composition-root';
import { ConfigError, describeAdapters, loadConfig, startupWarnings } from './config';
import { startHttpServer } from './http-server';
import { createLogger } from './logger';
import { safeEnv } from './safe-env';
import type { Assets } from '../ui/app-context';
import { readFirstScreenStyles } from './inline-styles';

const SHUTDOWN_GRACE_MS = 10_000;

async function readAssets(publicDir: string): Promise<Assets> {
  const manifest = JSON.parse(await readFile(path.join(publicDir, 'assets', 'manifest.json'), 'utf8')) as Assets;
  return { entry: manifest.entry, styles: manifest.styles };
}

async function main() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger({ level: config.server.logLevel, pretty: config.server.nodeEnv === 'development' && process.stdout.isTTY });
  const started = Date.now();
  const composition = await composeApplication(config, logger);
  logger.info({ adapters: describeAdapters(config) }, 'ports wired');
  for (const warning of startupWarnings(config)) logger.warn(warning);
  const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
  const assets = await readAssets(publicDir);
  const app = createApp({
    useCases: composition.useCases,
    readiness: composition.readiness,
    logger,
    assets,
    inlineStyles: await readFirstScreenStyles(publicDir, assets.styles),
    publicDir,
    defaultLocale: config.server.defaultLocale,
    safeEnv: safeEnv(config),
    production: config.server.nodeEnv === 'production',
    trustProxy: config.server.trustProxy,
    site: { publicSiteUrl: config.server.publicSiteUrl, port: config.server.port },
    mount: composition.mount,
    estimateLimit: composition.rateLimits.estimate,
    catalogueImageOrigins: catalogueImageOrigins(config.commerce),
    session: { secret: config.session.secret, secure: config.server.nodeEnv === 'production' },
  });
  const running = await startHttpServer({
    handler: app,
    port: config.server.port,
    host: config.server.host,
    logger,
    graceMs: SHUTDOWN_GRACE_MS,
    closeStores: () => composition.close(),
  });
  logger.info({ url: `http://localhost:${config.server.port}`, startupMs: Date.now() - started }, 'storefront listening');
  const stop = (signal: string) =>
    void running.shutdown(signal).then(() => {
      logger.flush?.();
      process.exit(0);
    });
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));
}

void main();
