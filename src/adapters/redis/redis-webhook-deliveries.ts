// The deliveries handled, kept in Redis so every copy of the shop recognises a delivery any copy
// handled: by id for as long as Shopify retries, and by topic and body digest (with when it was
// last handled) so the same body under a fresh id is recognised within the use case's window.
import type { WebhookDeliveries, WebhookDelivery } from '../../application/ports';

/** One Redis command, as node-redis's `sendCommand` runs it. */
export type RedisCommand = (args: string[]) => Promise<unknown>;

const PREFIX = 'storefront:webhook';
/** Shopify retries a delivery for 48 hours; a week of ids covers every retry. */
const KEEP_DELIVERIES_MS = 7 * 24 * 60 * 60_000;

export class RedisWebhookDeliveries implements WebhookDeliveries {
  constructor(private readonly command: RedisCommand) {}

  async seen(delivery: WebhookDelivery, since: number): Promise<boolean> {
    const [byId, handledAt] = await Promise.all([this.command(['EXISTS', idKey(delivery)]), this.command(['GET', bodyKey(delivery)])]);
    if (Number(byId) > 0) return true;
    return handledAt !== null && handledAt !== undefined && Number(handledAt) >= since;
  }

  async record(delivery: WebhookDelivery, now: number): Promise<void> {
    const keep = String(KEEP_DELIVERIES_MS);
    await this.command(['SET', idKey(delivery), String(now), 'PX', keep, 'NX']);
    // The latest handling wins (a later time never goes back): compared and set in one step.
    await this.command(['EVAL', LATEST, '1', bodyKey(delivery), String(now), keep]);
  }
}

const idKey = (delivery: WebhookDelivery) => `${PREFIX}:id:${delivery.id}`;
const bodyKey = (delivery: WebhookDelivery) => `${PREFIX}:body:${delivery.topic}:${delivery.bodyDigest}`;

const LATEST = `
local held = tonumber(redis.call('GET', KEYS[1]) or '0')
if tonumber(ARGV[1]) > held then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) end
return 1`;
