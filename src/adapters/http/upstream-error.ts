// Failures of the JSON services behind the middleware and rental ports, with a stable `code` the
// adapters branch on. `status` is set only when the service answered (so "it said no" and "we never
// heard back" stay apart: the shipping estimator shows different messages for them).

export type UpstreamErrorCode =
  /** No answer within the deadline. */
  | 'UpstreamTimeout'
  /** Network failure, or HTTP 5xx/429. */
  | 'UpstreamUnavailable'
  /** HTTP 404: the service does not know the thing asked for. */
  | 'UpstreamNotFound'
  /** Another 4xx: retrying cannot help. */
  | 'UpstreamRejected'
  /** The body was not JSON, or not the shape the service promises. */
  | 'UpstreamInvalidResponse';

export class UpstreamError extends Error {
  override name = 'UpstreamError';

  constructor(
    readonly code: UpstreamErrorCode,
    message: string,
    /** `paused`: no call was made, the circuit breaker held it back after recent failures. */
    readonly details: { service: string; status?: number; paused?: boolean } = { service: 'upstream' },
  ) {
    super(message);
  }

  /** The service answered with an HTTP status, as opposed to a timeout or a dropped connection. */
  get answered(): boolean {
    return this.details.status !== undefined;
  }

  /** The circuit breaker held the call back: nothing was asked, so nothing was answered or lost. */
  get paused(): boolean {
    return this.details.paused === true;
  }
}
