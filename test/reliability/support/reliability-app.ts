// The composed shop (test/support/test-app.ts, the same wiring as the server) listening on a
// loopback port, so suites can send raw bytes as well as well-formed requests.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp } from '../../support/test-app';

export interface ListeningShop {
  origin: string;
  port: number;
  close(): Promise<void>;
}

export async function listenShop(env?: Record<string, string>): Promise<ListeningShop> {
  const { app, composition } = await buildTestApp(env ? { env: { DEMO_PRODUCT_COUNT: '300', ...env } } : {});
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => (env ? void composition.close().then(() => resolve(), () => resolve()) : resolve()));
      }),
  };
}
