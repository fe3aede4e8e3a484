// A dead upstream must not be hammered: once most recent calls to it failed, further calls fail at
// once for a while (open), then one trial call decides (half-open) whether it is back (closed).
// Built on opossum; callers keep their own deadlines and retries, and choose which errors count
// (a 404 or a rejected token says nothing about the upstream's health) and what error an open
// circuit raises, so their typed-error contract does not change.
import CircuitBreaker from 'opossum';

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  /** Named in the log and in the open-circuit error: 'shopify', 'sanity'. */
  name: string;
  /** The error an open circuit raises instead of calling the upstream. */
  whenOpen: () => Error;
  /** Which failures say the upstream is unhealthy; the others pass through uncounted. */
  isFailure?: (error: unknown) => boolean;
  /** Percentage of failed calls in the window that opens the circuit. */
  failurePercent?: number;
  /** Fewest calls in the window before the percentage is trusted. */
  minimumCalls?: number;
  windowMs?: number;
  /** How long the circuit stays open before one trial call. */
  openMs?: number;
  onStateChange?: (state: BreakerState, name: string) => void;
}

export interface Breaker {
  run<T>(action: () => Promise<T>): Promise<T>;
  readonly state: BreakerState;
  /** Calls the upstream actually received (rejections while open are not among them). */
  readonly calls: number;
}

/** An HTTP status that says the upstream is unwell (throttling or a server error), not that it refused us. */
export const isOutageStatus = (status: number): boolean => status === 429 || status >= 500;

export const BREAKER_DEFAULTS = { failurePercent: 50, minimumCalls: 5, windowMs: 10_000, openMs: 5_000 } as const;

const isOpenCircuitError = (error: unknown) => (error as { code?: unknown } | null)?.code === 'EOPENBREAKER';

export function createBreaker(options: BreakerOptions): Breaker {
  const isFailure = options.isFailure ?? (() => true);
  const circuit = new CircuitBreaker((action: () => Promise<unknown>) => action(), {
    name: options.name,
    timeout: false,
    errorThresholdPercentage: options.failurePercent ?? BREAKER_DEFAULTS.failurePercent,
    volumeThreshold: options.minimumCalls ?? BREAKER_DEFAULTS.minimumCalls,
    rollingCountTimeout: options.windowMs ?? BREAKER_DEFAULTS.windowMs,
    resetTimeout: options.openMs ?? BREAKER_DEFAULTS.openMs,
    errorFilter: (error: unknown) => !isFailure(error),
  });
  let calls = 0;
  const stateOf = (): BreakerState => (circuit.opened ? 'open' : circuit.halfOpen ? 'half-open' : 'closed');
  const announce = () => options.onStateChange?.(stateOf(), options.name);
  circuit.on('open', announce);
  circuit.on('halfOpen', announce);
  circuit.on('close', announce);
  return {
    async run<T>(action: () => Promise<T>): Promise<T> {
      try {
        return (await circuit.fire(() => {
          calls += 1;
          return action();
        })) as T;
      } catch (error) {
        throw isOpenCircuitError(error) ? options.whenOpen() : error;
      }
    },
    get state() {
      return stateOf();
    },
    get calls() {
      return calls;
    },
  };
}
