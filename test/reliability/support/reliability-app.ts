// The composed shop (test/support/test-app.ts, the same wiring as the server) listening on a
// loopback port, so suites can send raw bytes as well as well-formed requests.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DependencyContainer } from 'tsyringe';
import type { RateLimits } from '../../../src/server/http/rate-limit';
import { shopperRoutes } from '../../../src/server/http/shopper-routes';
import { buildTestApp } from '../../support/test-app';

export interface ListeningShop {
  origin: string;
  port: number;
  /** The composition's container: suites read the embedded stores through it. */
  container: DependencyContainer;
  close(): Promise<void>;
}

export interface ListenOptions {
  /** A fresh composition with these settings (otherwise the tests' shared one). */
  env?: Record<string, string>;
  /** Per-IP limits of the shopper routes (accounts, newsletter, analytics) instead of the defaults. */
  limits?: RateLimits;
}

export async function listenShop(options: ListenOptions = {}): Promise<ListeningShop> {
  const env = options.env ?? (options.limits ? {} : undefined);
  const limits = options.limits;
  // With its own limits: the shopper routes mounted again in front of the composition's.
  const { app, composition } = await buildTestApp({
    ...(env ? { env: { DEMO_PRODUCT_COUNT: '300', ...env } } : {}),
    ...(limits
      ? {
          mountFirst: (express, { useCases, config }) => {
            express.use(shopperRoutes({ useCases, session: { secret: config.session.secret, secure: false }, defaultLocale: config.server.defaultLocale, analyticsShopId: '0', limits }));
          },
        }
      : {}),
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    container: composition.container,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => (env ? void composition.close().then(() => resolve(), () => resolve()) : resolve()));
      }),
  };
}
