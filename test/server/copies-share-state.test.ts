// Issue 31, observation 4: N copies are one shop. With REDIS_URL every per-IP limit and the webhook
// ledger live in Redis (a real redis-server here), so a client spreading requests over the copies
// meets the same limit as on one, and a delivery any copy handled is a replay on every other. When
// Redis cannot be reached, each copy still limits on its own (it used to stop limiting), said once.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { createClient } from 'redis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, perIpLimiter, type RateLimits } from '../../src/server/http/rate-limit';
import { redisRateLimits, type OutageLog, type SharedRateLimits } from '../../src/server/http/redis-rate-limits';
import { ESTIMATE_RATE_LIMIT } from '../../src/server/http/product-routes';
import { productsUpdatePayload, shopifySignature } from '../support/alert-fixtures';
import { startRedis, type RunningRedis } from '../support/redis-server';
import { buildTestApp } from '../support/test-app';

let redis: RunningRedis;
const opened: SharedRateLimits[] = [];
beforeAll(async () => {
  redis = await startRedis();
});
// Each test starts from an empty Redis: its counts are its own.
beforeEach(async () => {
  const client = createClient({ url: redis.url });
  await client.connect();
  await client.flushAll();
  client.destroy();
});
afterAll(async () => {
  await Promise.all(opened.map((copy) => copy.close()));
  await redis.stop();
});

const quiet: OutageLog = { down: () => undefined, up: () => undefined };
function copyOf(url: string, log: OutageLog = quiet): SharedRateLimits {
  const copy = redisRateLimits(url, DEFAULT_RATE_LIMITS, ESTIMATE_RATE_LIMIT, log);
  opened.push(copy);
  return copy;
}

/** One copy's route limited by `name`: 200 under the limit, 429 past it. */
function limitedApp(limits: RateLimits, name: keyof RateLimits) {
  const app = express();
  app.post('/limited', perIpLimiter(limits[name], { refuse: (_req, res) => void res.status(429).end() }), (_req, res) => void res.status(200).end());
  return app;
}

describe('every per-IP limit, counted across three copies sharing Redis', () => {
  it.each([
    ['newsletter', 10],
    ['logIn', 10],
    ['logInPerAccount', 5],
    ['preview', 10],
    ['register', 10],
    ['orderEmail', 10],
    ['webhooks', 30],
    ['alerts', 30],
    ['saved', 60],
    ['analytics', 240],
  ] as const)('%s: %i requests spread over the copies pass, the next is refused on any copy', async (name, limit) => {
    const shared = [copyOf(redis.url), copyOf(redis.url), copyOf(redis.url)];
    expect(await Promise.all(shared.map((copy) => copy.ready))).toEqual([true, true, true]);
    const copies = shared.map((copy) => limitedApp(copy.limits, name));
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++) statuses.push((await request(copies[i % 3]!).post('/limited')).status);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    for (const copy of copies) expect((await request(copy).post('/limited')).status).toBe(429);
  });
});

async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

describe('Redis unreachable', () => {
  it('each copy limits on its own: 10 failed log-ins pass, the 11th is refused; the outage is logged once', async () => {
    const logged: string[] = [];
    const copy = copyOf(`redis://127.0.0.1:${await closedPort()}`, { down: (error) => void logged.push(`down: ${error.message}`), up: () => void logged.push('up') });
    expect(await copy.ready).toBe(false);
    const app = limitedApp(copy.limits, 'logIn');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await request(app).post('/limited')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 429]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^down: /);
  });
});

describe('Shopify webhooks on three copies sharing Redis', () => {
  const SECRET = 'shpss_copies-secret-0123456789';
  it('one signed delivery sent to every copy is handled once; the same body under a fresh id is a replay too', async () => {
    const copies = await Promise.all(
      [1, 2, 3].map(() => {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'copies-'));
        return buildTestApp({ env: { DATA_DIR: dataDir, ALERTS_DATABASE: path.join(dataDir, 'alerts.sqlite'), SHOPIFY_WEBHOOK_SECRET: SECRET, PUBLIC_SITE_URL: 'https://shop.example', REDIS_URL: redis.url } });
      }),
    );
    try {
      const body = JSON.stringify(productsUpdatePayload('7', [{ gid: 'gid://shopify/ProductVariant/7001' }], '2026-05-05T05:05:05Z'));
      const send = (app: (typeof copies)[number]['app'], id: string) =>
        request(app)
          .post('/webhooks/shopify/products/update')
          .set('content-type', 'application/json')
          .set('x-shopify-topic', 'products/update')
          .set('x-shopify-webhook-id', id)
          .set('x-shopify-hmac-sha256', shopifySignature(body, SECRET))
          .send(body);
      const answers = [];
      for (const copy of copies) answers.push((await send(copy.app, 'delivery-across-copies')).body);
      answers.push((await send(copies[1]!.app, 'the-same-body-fresh-id')).body);
      expect(answers).toEqual([{ ok: true, checked: 0, queued: 0 }, { ok: true, replay: true }, { ok: true, replay: true }, { ok: true, replay: true }]);
    } finally {
      await Promise.all(copies.map((copy) => copy.composition.close()));
    }
  });
});
