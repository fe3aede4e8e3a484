import 'reflect-metadata';
import { Writable } from 'node:stream';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { composeApplication } from '../../src/server/composition-root';
import { loadConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/logger';
import { safeEnv } from '../../src/server/safe-env';
import { TEST_ASSETS } from '../support/test-app';

interface LogLine {
  msg?: string;
  reqId?: string;
  req?: { id?: string };
}

const lines: LogLine[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
    done();
  },
});

const config = loadConfig({ NODE_ENV: 'test', DEMO_PRODUCT_COUNT: '300', LOG_LEVEL: 'info' });
const logger = createLogger({ level: 'info', pretty: false, destination });
const composition = await composeApplication(config, logger);
const app = createApp({
  useCases: composition.useCases,
  readiness: composition.readiness,
  logger,
  assets: TEST_ASSETS,
  publicDir: null,
  defaultLocale: config.server.defaultLocale,
  safeEnv: safeEnv(config),
  production: false,
  mount: composition.mount,
});

/** pino-http writes its access line when the response finishes, which may be after the client has read it. */
const accessLines = () => lines.filter((l) => l.msg === 'request completed').length;

describe('request id on every log line', () => {
  it('every line written while serving a collection page carries pino-http’s request id', async () => {
    lines.length = 0;
    const res = await request(app).get('/collections/guitar-bass');
    await expect.poll(accessLines).toBe(1);
    expect(res.status).toBe(200);
    const id = res.headers['x-request-id'] as string;
    expect(id).toBeTruthy();
    // The use case's own line (through the EventLog port) and pino-http's access line at least.
    expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['Category found: guitar-bass', 'request completed']));
    for (const line of lines) expect(line.reqId, JSON.stringify(line)).toBe(id);
    expect(lines.find((l) => l.msg === 'request completed')?.req?.id).toBe(id);
  });

  it('concurrent requests keep their own ids', async () => {
    lines.length = 0;
    const ids = { 'guitar-bass': 'req-guitar-0001', keyboards: 'req-keyboards-0001' } as const;
    await Promise.all(Object.entries(ids).map(([handle, id]) => request(app).get(`/collections/${handle}`).set('x-request-id', id).expect(200)));
    await expect.poll(accessLines).toBe(2);
    for (const [handle, id] of Object.entries(ids)) expect(lines.find((l) => l.msg === `Category found: ${handle}`)?.reqId).toBe(id);
    for (const line of lines) expect(Object.values(ids)).toContain(line.reqId);
  });

  it('lines outside a request carry no request id', () => {
    lines.length = 0;
    logger.info('background work');
    expect(lines).toEqual([expect.not.objectContaining({ reqId: expect.anything() })]);
  });
});
