import { createServer, type RequestListener, type Server } from 'node:http';
import type { Logger } from 'pino';

export interface RunningServer {
  server: Server;
  /** Stops accepting, lets in-flight requests finish (up to the grace period), then closes stores. */
  shutdown(signal: string): Promise<void>;
}

export function startHttpServer(options: {
  handler: RequestListener;
  port: number;
  host: string;
  logger: Logger;
  graceMs: number;
  closeStores: () => Promise<void>;
}): Promise<RunningServer> {
  const server = createServer(options.handler);
  server.keepAliveTimeout = 65_000;
  let stopping: Promise<void> | undefined;
  const shutdown = (signal: string) =>
    (stopping ??= new Promise<void>((resolve) => {
      options.logger.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
      const force = setTimeout(() => {
        options.logger.warn('in-flight requests did not finish in time; closing connections');
        server.closeAllConnections();
      }, options.graceMs);
      force.unref();
      server.close(async () => {
        clearTimeout(force);
        await options.closeStores();
        options.logger.info('stopped');
        resolve();
      });
      server.closeIdleConnections();
    }));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve({ server, shutdown }));
  });
}
