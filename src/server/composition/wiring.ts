// What a provider's wiring gets to work with: the container to register its adapters in, the
// configuration, shared resources made once on first use (the demo catalogue, the SQLite files),
// and hooks for the routes and readiness probes its adapters bring.
import path from 'node:path';
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { DependencyContainer } from 'tsyringe';
import type { EventLog } from '../../application/ports';
import type { DemoCatalogue } from '../../adapters/embedded/demo-data/catalogue-types';
import { generateCatalogue } from '../../adapters/embedded/demo-data/generate-catalogue';
import { openDatabase, type Database } from '../../adapters/sqlite/open-database';
import { SqliteInventory } from '../../adapters/sqlite/sqlite-inventory';
import type { AppConfig, PortName } from '../config';
import type { ReadinessProbe } from '../http/health';
import type { RateLimits } from '../http/rate-limit';
import type { RedisCommand } from '../../adapters/redis/redis-webhook-deliveries';

/** What every copy of the shop shares when REDIS_URL is set: the per-IP limits, and Redis itself. */
export interface CopiesShare {
  rateLimits: RateLimits;
  /** A command on the shared Redis, or null without REDIS_URL (then state stays in this copy). */
  redis: RedisCommand | null;
}

/** The embedded SQLite files: carts and orders; customers and the newsletter list; alerts, their outbox and the demo changes. */
export type DatabaseName = 'commerce' | 'shoppers' | 'alerts';

export interface WiringContext {
  container: DependencyContainer;
  config: AppConfig;
  logger: Logger;
  eventLog: EventLog;
  demoCatalogue(): DemoCatalogue;
  /** The embedded commerce store's inventory (commerce embedded only): in the commerce file, mirrored onto the demo catalogue. */
  embeddedInventory(): SqliteInventory;
  /** Opened once on first use (private memory in tests), closed with the composition. */
  database(name: DatabaseName): Database;
  mount(route: (app: Express) => void): void;
  probe(probe: ReadinessProbe): void;
  shared: CopiesShare;
}

export interface ProviderWiring {
  port: PortName;
  register(context: WiringContext): void | Promise<void>;
}

export interface SharedResources {
  context: WiringContext;
  mounts: Array<(app: Express) => void>;
  probes: ReadinessProbe[];
  /** A SQLite file a wiring opened, or null when none did (the hosted provider needs none). */
  opened(name: DatabaseName): Database | null;
  close(): void;
}

export function sharedResources(container: DependencyContainer, config: AppConfig, logger: Logger, eventLog: EventLog, shared: CopiesShare): SharedResources {
  let demo: DemoCatalogue | undefined;
  let inventory: { ledger: SqliteInventory; stop: () => void } | undefined;
  const databases = new Map<DatabaseName, Database>();
  const mounts: Array<(app: Express) => void> = [];
  const probes: ReadinessProbe[] = [];
  const database = (name: DatabaseName) => {
    let db = databases.get(name);
    if (!db) {
      // The alert file is shared with `npm run alerts:check` and the demo-change command, so ALERTS_DATABASE may name it even in tests.
      const file = name === 'alerts' && config.alerts.databaseFile ? config.alerts.databaseFile : null;
      db = openDatabase(file ?? (config.server.nodeEnv === 'test' ? ':memory:' : path.join(config.demo.dataDir, `${name}.sqlite`)));
      databases.set(name, db);
    }
    return db;
  };
  const demoCatalogue = () => (demo ??= generateCatalogue({ seed: config.demo.seed, productCount: config.demo.productCount }));
  const embeddedInventory = () => {
    if (!inventory) {
      const ledger = new SqliteInventory(database('commerce'), demoCatalogue());
      inventory = { ledger, stop: ledger.watch() };
    }
    return inventory.ledger;
  };
  return {
    context: {
      container,
      config,
      logger,
      eventLog,
      demoCatalogue,
      embeddedInventory,
      database,
      mount: (route) => mounts.push(route),
      probe: (probe) => probes.push(probe),
      shared,
    },
    mounts,
    probes,
    opened: (name) => databases.get(name) ?? null,
    close: () => {
      inventory?.stop();
      databases.forEach((db) => db.close());
    },
  };
}
