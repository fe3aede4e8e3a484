// Per-IP limits shared by every copy of the shop: with REDIS_URL set, each limiter keeps its counts
// in Redis under its own prefix (rate-limit-redis), so a shopper who spreads attempts over several
// copies behind a balancer meets the same limit as on one. When Redis cannot be reached, each
// limiter counts in this copy's memory instead (a limit per copy, never none), said once per outage.
import { MemoryStore, type IncrementResponse, type Options, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';
import type { RateLimit, RateLimits } from './rate-limit';

export interface SharedRateLimits {
  limits: RateLimits;
  estimate: RateLimit;
  /** One Redis command for the other state every copy shares (webhook deliveries). */
  command(args: string[]): Promise<unknown>;
  /** Settles once connected (true), or after the connect timeout with Redis still away (false). */
  ready: Promise<boolean>;
  close(): Promise<void>;
}

export interface OutageLog {
  /** Redis failed while it was thought up: called once per outage. */
  down(error: Error): void;
  /** A command succeeded after an outage. */
  up(): void;
}

const CONNECT_TIMEOUT_MS = 2_000;

export function redisRateLimits(url: string, limits: RateLimits, estimate: RateLimit, log: OutageLog): SharedRateLimits {
  // Without the offline queue a command fails at once while Redis is away, instead of waiting for it.
  const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(retries * 200, 2_000) } });
  const outage = outageOnce(log);
  client.on('error', (error: Error) => outage.failed(error));
  client.on('ready', () => outage.succeeded());
  const ready = new Promise<boolean>((resolve) => {
    client.once('ready', () => resolve(true));
    setTimeout(() => resolve(false), CONNECT_TIMEOUT_MS).unref();
  });
  client.connect().catch((error: Error) => outage.failed(error));
  const command = (args: string[]) => client.sendCommand(args);
  const shared = (name: string, limit: RateLimit): RateLimit => ({
    ...limit,
    store: new FailoverStore(new RedisStore({ prefix: `storefront:rate-limit:${name}:`, sendCommand: (...args: string[]) => command(args) as Promise<never> }), outage),
  });
  const entries = Object.entries(limits).map(([name, limit]) => [name, shared(name, limit)]);
  return {
    limits: Object.fromEntries(entries) as unknown as RateLimits,
    estimate: shared('estimate', estimate),
    command,
    ready,
    close: async () => {
      if (client.isOpen) await client.close().catch(() => client.destroy());
    },
  };
}

interface Outage {
  failed(error: Error): void;
  succeeded(): void;
}

function outageOnce(log: OutageLog): Outage {
  let down = false;
  return {
    failed(error) {
      if (down) return;
      down = true;
      log.down(error);
    },
    succeeded() {
      if (!down) return;
      down = false;
      log.up();
    },
  };
}

/** Counts in Redis; while Redis fails, in this copy's memory. */
class FailoverStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private readonly local = new MemoryStore();
  private options: Options | undefined;

  constructor(
    private readonly shared: RedisStore,
    private readonly outage: Outage,
  ) {
    this.prefix = shared.prefix;
  }

  init(options: Options): void {
    this.options = options;
    this.local.init(options);
    this.shared.init(options).catch((error: Error) => this.outage.failed(error));
  }

  increment(key: string): Promise<IncrementResponse> {
    return this.either((store) => store.increment(key));
  }

  decrement(key: string): Promise<void> {
    return this.either((store) => store.decrement(key));
  }

  resetKey(key: string): Promise<void> {
    return this.either((store) => store.resetKey(key));
  }

  async shutdown(): Promise<void> {
    this.local.shutdown();
  }

  private async either<T>(run: (store: Store) => Promise<T> | T): Promise<T> {
    try {
      const result = await run(this.shared);
      this.outage.succeeded();
      return result;
    } catch (error) {
      this.outage.failed(error as Error);
      // Its scripts are loaded again once Redis answers (a failed load would otherwise stick).
      if (this.options) this.shared.init(this.options).catch(() => undefined);
      return run(this.local);
    }
  }
}
