import { createServer, type RequestListener, type Server } from 'node:http';
import type { Logger } from 'pino';

export interface RunningServer {
  server: Server;
  /** Stops accepting, lets in-flight requests finish (up to the grace period), then closes stores. */
  shutdown(signal: string): Promise<void>;
}

/**
 * How long a client may take. A request (headers and body) must arrive within `requestMs` or it is
 * answered 408, checked every `checkEveryMs`, so a body shorter than its Content-Length gets its 408
 * within 26 s. A response whose client reads nothing for `idleMs` is dropped. Idle keep-alive
 * connections stay open `keepAliveMs`, longer than a balancer's 60 s, so the balancer always closes
 * first and never sends a request on a socket this server is closing. (Node cannot hold headers
 * longer than the whole request, and since Node 18 the headers clock starts at a request's first
 * byte, so an idle keep-alive socket is never cut by it: headers need not outlast keep-alive.)
 */
export interface Deadlines {
  headersMs: number;
  requestMs: number;
  idleMs: number;
  keepAliveMs: number;
  checkEveryMs: number;
}

export const DEADLINES: Deadlines = { headersMs: 20_000, requestMs: 25_000, idleMs: 30_000, keepAliveMs: 65_000, checkEveryMs: 1_000 };

export function startHttpServer(options: {
  handler: RequestListener;
  port: number;
  host: string;
  logger: Logger;
  graceMs: number;
  closeStores: () => Promise<void>;
  deadlines?: Deadlines;
}): Promise<RunningServer> {
  const deadlines = options.deadlines ?? DEADLINES;
  const server = createServer(
    { headersTimeout: deadlines.headersMs, requestTimeout: deadlines.requestMs, connectionsCheckingInterval: deadlines.checkEveryMs },
    (req, res) => {
      res.setTimeout(deadlines.idleMs);
      options.handler(req, res);
    },
  );
  server.keepAliveTimeout = deadlines.keepAliveMs;
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
