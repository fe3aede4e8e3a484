import 'reflect-metadata';
import type { Express } from 'express';
import pino, { type Logger } from 'pino';
import { createApp, type AppDependencies } from '../../src/server/app';
import { composeApplication, type Composition } from '../../src/server/composition-root';
import { loadConfig, type AppConfig } from '../../src/server/config';
import type { ReadinessProbe } from '../../src/server/http/health';
import { safeEnv } from '../../src/server/safe-env';
import type { UseCases } from '../../src/server/ssr/request-services';
import { forgetAtEndOfFile } from './per-file-state';

export const TEST_ASSETS = { entry: '/assets/entry-TEST.js', styles: ['/assets/styles-TEST.css'] };

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Replace use cases (given the composition, e.g. to resolve them again after swapping an adapter). */
  useCases?: (real: UseCases, composition: Composition) => UseCases;
  /** Routes mounted in front of the composition's own (say, the shopper routes with other limits). */
  mountFirst?: (express: Express, parts: { useCases: UseCases; config: AppConfig }) => void;
  readiness?: (real: ReadinessProbe[]) => ReadinessProbe[];
  /** App settings beside the composition's (render slots, static parts, production mode). */
  app?: Partial<Pick<AppDependencies, 'renderSlots' | 'staticParts' | 'production' | 'publicDir' | 'trustProxy' | 'inlineStyles' | 'standingMemoMs'>>;
  /** The app's request logger (the composition's own stays silent); for assertions on logged lines. */
  logger?: Logger;
}

/** One composition per test file that asks for the default one (a new file gets a new store). */
let shared: Promise<Composition> | undefined;

function sharedComposition(config: AppConfig, logger: Logger): Promise<Composition> {
  if (!shared) {
    const made = (shared = composeApplication(config, logger));
    forgetAtEndOfFile(async () => {
      if (shared === made) shared = undefined;
      await (await made).close();
    });
  }
  return shared;
}

/** The real composition on a small demo catalogue; use-case and probe overrides for failure tests. */
export async function buildTestApp(options: TestAppOptions = {}) {
  const config = loadConfig({ NODE_ENV: 'test', DEMO_PRODUCT_COUNT: '300', LOG_LEVEL: 'silent', ...options.env });
  const logger = pino({ level: 'silent' });
  const composition = options.env ? await composeApplication(config, logger) : await sharedComposition(config, logger);
  const useCases = options.useCases ? options.useCases(composition.useCases, composition) : composition.useCases;
  const mountFirst = options.mountFirst;
  const app = createApp({
    useCases,
    readiness: options.readiness ? options.readiness(composition.readiness) : composition.readiness,
    logger: options.logger ?? logger,
    assets: TEST_ASSETS,
    publicDir: null,
    defaultLocale: config.server.defaultLocale,
    safeEnv: safeEnv(config),
    production: false,
    site: { publicSiteUrl: config.server.publicSiteUrl, port: config.server.port },
    session: { secret: config.session.secret, secure: false },
    mount: mountFirst
      ? (express) => {
          mountFirst(express, { useCases, config });
          composition.mount(express);
        }
      : composition.mount,
    ...options.app,
  });
  return { app, composition, config };
}
