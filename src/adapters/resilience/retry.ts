// The one retry policy for upstream reads (p-retry): back-off doubling from a first delay, each wait
// drawn at random between 1 and 2 times it (jitter, so many callers that failed together do not
// retry together), and never a wait past the call's deadline (the next attempt then fails fast).
import pRetry from 'p-retry';

export interface RetryPolicy {
  /** Extra attempts after the first; 0 sends once (writes). */
  retries: number;
  firstDelayMs: number;
  /** The whole call's deadline, retries and waits included. */
  deadlineMs: number;
}

export function withRetries<T>(work: () => Promise<T>, policy: RetryPolicy, retryable: (error: unknown) => boolean): Promise<T> {
  return pRetry(() => work(), {
    retries: policy.retries,
    minTimeout: policy.firstDelayMs,
    factor: 2,
    randomize: true,
    maxRetryTime: policy.deadlineMs,
    shouldRetry: ({ error }) => retryable(error),
  });
}
