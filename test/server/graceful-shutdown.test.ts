import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startHttpServer } from '../../src/server/http-server';

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('graceful shutdown on SIGTERM', () => {
  it('finishes the in-flight request, refuses new connections, then closes the stores', async () => {
    const events: string[] = [];
    let received!: () => void;
    const slowArrived = new Promise<void>((resolve) => (received = resolve));
    const running = await startHttpServer({
      handler: (req, res) => {
        if (req.url === '/slow') {
          received();
          setTimeout(() => res.end('done'), 300);
        } else res.end('fast');
      },
      port: 0,
      host: '127.0.0.1',
      logger: pino({ level: 'silent' }),
      graceMs: 5_000,
      closeStores: async () => {
        events.push('stores closed');
      },
    });
    const { port } = running.server.address() as AddressInfo;
    const inFlight = get(port, '/slow');
    await slowArrived;
    const stopped = running.shutdown('SIGTERM').then(() => events.push('stopped'));
    await expect(get(port, '/fast')).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);
    expect(await inFlight).toEqual({ status: 200, body: 'done' });
    await stopped;
    expect(events).toEqual(['stores closed', 'stopped']);
  });

  it('closes lingering connections after the grace period', async () => {
    let received!: () => void;
    const hangArrived = new Promise<void>((resolve) => (received = resolve));
    const running = await startHttpServer({
      handler: () => {
        received(); // and never answers
      },
      port: 0,
      host: '127.0.0.1',
      logger: pino({ level: 'silent' }),
      graceMs: 200,
      closeStores: async () => {},
    });
    const { port } = running.server.address() as AddressInfo;
    const hanging = get(port, '/hang').catch((error: Error) => error.message);
    await hangArrived;
    const started = Date.now();
    await running.shutdown('SIGTERM');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await hanging).toMatch(/socket hang up|ECONNRESET/);
  });
});
