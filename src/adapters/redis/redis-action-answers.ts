// The first answers to keyed cart actions in Redis, so a retry through any copy is recognised. A
// claim is an empty value set only if absent (SET NX) with the lease as its expiry; the answer
// replaces it with its own expiry. Keys are stored as digests (they name carts).
import { createHash } from 'node:crypto';
import type { ActionAnswers, ActionClaim, KeptAnswer } from '../../application/ports';
import type { RedisCommand } from './redis-webhook-deliveries';

const PREFIX = 'storefront:cart-action:';
const redisKey = (key: string) => PREFIX + createHash('sha256').update(key).digest('base64url');

export class RedisActionAnswers implements ActionAnswers {
  constructor(private readonly command: RedisCommand) {}

  async claim(key: string, leaseMs: number): Promise<ActionClaim> {
    const id = redisKey(key);
    if ((await this.command(['SET', id, '', 'PX', String(leaseMs), 'NX'])) === 'OK') return { kind: 'claimed' };
    const held = await this.command(['GET', id]);
    // Gone between the two commands (released or lapsed): the next claim decides.
    return typeof held === 'string' && held !== '' ? { kind: 'answered', answer: JSON.parse(held) as KeptAnswer } : { kind: 'pending' };
  }

  async keep(key: string, answer: KeptAnswer, ttlMs: number): Promise<void> {
    await this.command(['SET', redisKey(key), JSON.stringify(answer), 'PX', String(ttlMs)]);
  }

  async release(key: string): Promise<void> {
    await this.command(['DEL', redisKey(key)]);
  }
}
