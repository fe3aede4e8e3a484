// Issue 31: keyed cart actions' first answers in a real redis-server, shared by every copy: one copy
// claims, another sees it pending, then answered; a released key is claimed again; a lease lapses.
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisActionAnswers } from '../../../src/adapters/redis/redis-action-answers';
import type { ActionAnswers, KeptAnswer } from '../../../src/application/ports';
import { startRedis, type RunningRedis } from '../../support/redis-server';

let redis: RunningRedis;
let client: ReturnType<typeof createClient>;
const ADDED: KeptAnswer = { status: 303, cartId: 'gid://shopify/Cart/1', location: '/cart' };

beforeAll(async () => {
  redis = await startRedis();
  client = createClient({ url: redis.url });
  await client.connect();
});
afterAll(async () => {
  client?.destroy();
  await redis?.stop();
});

const copy = (): ActionAnswers => new RedisActionAnswers((args) => client.sendCommand(args));

describe('RedisActionAnswers, two copies', () => {
  it('one copy claims; the other sees it pending, then the kept answer', async () => {
    const [one, two] = [copy(), copy()];
    expect(await one.claim('k1', 5_000, 0)).toEqual({ kind: 'claimed' });
    expect(await two.claim('k1', 5_000, 0)).toEqual({ kind: 'pending' });
    await one.keep('k1', ADDED, 600_000, 0);
    expect(await two.claim('k1', 5_000, 0)).toEqual({ kind: 'answered', answer: ADDED });
  });

  it('a released key is claimed again by another copy', async () => {
    const [one, two] = [copy(), copy()];
    await one.claim('k2', 5_000, 0);
    await one.release('k2');
    expect(await two.claim('k2', 5_000, 0)).toEqual({ kind: 'claimed' });
  });

  it('a claim lapses after its lease (50 ms here): the action is taken over', async () => {
    const [one, two] = [copy(), copy()];
    await one.claim('k3', 50, 0);
    await expect.poll(async () => (await two.claim('k3', 5_000, 0)).kind, { timeout: 2_000, interval: 20 }).toBe('claimed');
  });
});
