// Per-IP limits shared by every copy of the shop: with REDIS_URL set, each limiter keeps its counts
// in Redis under its own prefix (rate-limit-redis), so a shopper who spreads attempts over several
// copies behind a balancer meets the same limit as on one.
import { RedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';
import type { RateLimit, RateLimits } from './rate-limit';

export interface SharedRateLimits {
  limits: RateLimits;
  estimate: RateLimit;
  close(): Promise<void>;
}

export async function redisRateLimits(
  url: string,
  limits: RateLimits,
  estimate: RateLimit,
  onError: (error: Error) => void,
): Promise<SharedRateLimits> {
  const client = createClient({ url, socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(retries * 200, 2_000) } });
  client.on('error', onError);
  await client.connect();
  const shared = (name: string, limit: RateLimit): RateLimit => ({
    ...limit,
    store: new RedisStore({ prefix: `storefront:rate-limit:${name}:`, sendCommand: (...args: string[]) => client.sendCommand(args) }),
  });
  const entries = Object.entries(limits).map(([name, limit]) => [name, shared(name, limit)]);
  return {
    limits: Object.fromEntries(entries) as unknown as RateLimits,
    estimate: shared('estimate', estimate),
    close: async () => {
      await client.quit().catch(() => undefined);
    },
  };
}
