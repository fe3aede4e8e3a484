// Issue 31, observation 6: a POST whose body is shorter than its declared length got no answer for
// over 70 s (Node's 300 s default). Every client now has deadlines; the test runs them small.
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEADLINES, startHttpServer, type RunningServer } from '../../src/server/http-server';
import { buildTestApp } from '../support/test-app';

const SMALL = { headersMs: 200, requestMs: 300, idleMs: 5_000, keepAliveMs: 65_000, checkEveryMs: 50 };

let running: RunningServer;
let port: number;

beforeAll(async () => {
  const { app } = await buildTestApp();
  running = await startHttpServer({ handler: app, port: 0, host: '127.0.0.1', logger: pino({ level: 'silent' }), graceMs: 1_000, closeStores: async () => {}, deadlines: SMALL });
  ({ port } = running.server.address() as AddressInfo);
});
afterAll(async () => {
  await running.shutdown('test');
});

/** Everything the server sends until it closes the connection. */
async function answerTo(raw: string): Promise<{ text: string; ms: number }> {
  const socket: Socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const started = Date.now();
  socket.write(raw);
  let text = '';
  socket.on('data', (chunk) => (text += chunk));
  await once(socket, 'close');
  return { text, ms: Date.now() - started };
}

describe('deadlines on a client', () => {
  it.each([
    ['a form body shorter than its Content-Length', 'POST /cart HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nmerchandiseId=1&quantity=1'],
    ['a JSON body that stops half way', 'POST /api/submit-opt-in-cta-v2 HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 64\r\n\r\n{"email":"a@'],
    ['headers that never end', 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n'],
  ])('answers %s with 408 Request Timeout and closes', async (_, raw) => {
    const { text, ms } = await answerTo(raw);
    expect(text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(ms).toBeGreaterThanOrEqual(SMALL.headersMs - 50);
    expect(ms).toBeLessThan(3_000);
  });

  it('still answers a whole POST sent in time', async () => {
    const { text } = await answerTo('POST /api/submit-opt-in-cta-v2 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}');
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
  });
});

describe('the production deadlines', () => {
  it('are the documented figures', () => {
    expect(DEADLINES).toEqual({ headersMs: 20_000, requestMs: 25_000, idleMs: 30_000, keepAliveMs: 65_000, checkEveryMs: 1_000 });
  });

  it('answer a short body within 30 s and keep idle connections open longer than a 60 s balancer', async () => {
    const server = await startHttpServer({ handler: (_, res) => res.end(), port: 0, host: '127.0.0.1', logger: pino({ level: 'silent' }), graceMs: 1_000, closeStores: async () => {} });
    try {
      expect(server.server.requestTimeout + DEADLINES.checkEveryMs).toBeLessThanOrEqual(30_000);
      expect(server.server.headersTimeout).toBeLessThanOrEqual(server.server.requestTimeout);
      expect(server.server.keepAliveTimeout).toBeGreaterThan(60_000);
    } finally {
      await server.shutdown('test');
    }
  });
});
