import { Router } from 'express';
import { errorBody } from './errors';

export interface ReadinessProbe {
  port: string;
  check(): Promise<unknown>;
}

const PROBE_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** /healthz: the process is up. /readyz: every port answers within its budget. */
export function healthRoutes(probes: readonly ReadinessProbe[]): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const results = await Promise.all(
      probes.map(async (probe) => {
        try {
          await withTimeout(probe.check(), PROBE_TIMEOUT_MS);
          return { port: probe.port, ok: true };
        } catch (error) {
          return { port: probe.port, ok: false, error: error instanceof Error ? error.message : 'failed' };
        }
      }),
    );
    const ready = results.every((r) => r.ok);
    const failing = results.filter((r) => !r.ok).map((r) => r.port);
    // Not ready: the shop's error shape too (src/server/http/errors.ts), beside the probe report.
    res
      .status(ready ? 200 : 503)
      .set('cache-control', 'no-store')
      .json({ status: ready ? 'ready' : 'unavailable', ports: results, ...(ready ? {} : errorBody(503, `Not ready: ${failing.join(', ')}`)) });
  });
  return router;
}
