// One autocannon run and the few figures we report from it. 50 connections for 10 s unless
// BENCH_CONNECTIONS / BENCH_DURATION say otherwise (a quick look: BENCH_DURATION=2).
import autocannon from 'autocannon';

export interface LoadRequest {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Responses whose status was not the expected one. */
  unexpectedStatus: number;
  statusCounts: Record<string, number>;
  /** How long the run took, in seconds. */
  seconds: number;
}

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  /** A fixed number of requests instead of a duration (every request answered before the run ends). */
  amount?: number;
}

const positive = (raw: string | undefined, fallback: number) => {
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export function loadSettings(defaults: Partial<LoadSettings> = {}): LoadSettings {
  return {
    connections: positive(process.env.BENCH_CONNECTIONS, defaults.connections ?? 50),
    durationSeconds: positive(process.env.BENCH_DURATION, defaults.durationSeconds ?? 10),
  };
}

export async function runLoad(
  origin: string,
  requests: LoadRequest | readonly LoadRequest[],
  settings: LoadSettings,
  expectStatus = 200,
): Promise<LoadFigures> {
  const list = Array.isArray(requests) ? requests : [requests as LoadRequest];
  const result = await autocannon({
    url: origin,
    connections: settings.connections,
    ...(settings.amount ? { amount: settings.amount } : { duration: settings.durationSeconds }),
    timeout: 10,
    requests: list.map((r) => ({ path: r.path, method: r.method ?? 'GET', headers: r.headers ?? {}, ...(r.body === undefined ? {} : { body: r.body }) })),
  });
  const statusCounts: Record<string, number> = {};
  for (const [status, stat] of Object.entries(result.statusCodeStats ?? {})) statusCounts[status] = stat.count ?? 0;
  const expected = statusCounts[String(expectStatus)] ?? 0;
  const answered = Object.values(statusCounts).reduce((sum, n) => sum + n, 0);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    unexpectedStatus: answered - expected,
    statusCounts,
    seconds: result.duration,
  };
}
