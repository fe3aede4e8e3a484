// Per-IP limits for the forms a script would hammer: newsletter sign-ups, log-ins, registrations
// and analytics beacons. Counts live in process memory (one instance per app); behind a proxy the
// client IP comes from `trust proxy` (config TRUST_PROXY). Over the limit, the route's own
// `refuse` answers (JSON for scripts, a redirect back to the form for plain HTML forms).
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';

export interface RateLimit {
  /** Requests (or failures, for log-in) allowed per window per IP. */
  limit: number;
  windowMs: number;
  /** Where the counts live: this process's memory when unset, or a store every copy shares (Redis). */
  store?: Store;
}

export interface RateLimits {
  newsletter: RateLimit;
  /** Only failed log-ins count: a shopper who signs in is never locked out by it. */
  logIn: RateLimit;
  register: RateLimit;
  analytics: RateLimit;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  newsletter: { limit: 10, windowMs: 10 * MINUTE },
  logIn: { limit: 10, windowMs: 15 * MINUTE },
  register: { limit: 10, windowMs: 60 * MINUTE },
  analytics: { limit: 240, windowMs: MINUTE },
};

export interface LimiterOptions {
  /** Counts a request only when this says it failed (default: every request counts). */
  failed?: (req: Request, res: Response) => boolean;
  refuse: (req: Request, res: Response) => void;
}

export function perIpLimiter({ limit, windowMs, store }: RateLimit, options: LimiterOptions): RequestHandler {
  return rateLimit({
    limit,
    windowMs,
    // A shared store that cannot be reached lets the request through (express-rate-limit logs it):
    // an outage of the counters must not take the forms down with it.
    ...(store ? { store, passOnStoreError: true } : {}),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(options.failed ? { skipSuccessfulRequests: true, requestWasSuccessful: (req: Request, res: Response) => !options.failed!(req, res) } : {}),
    handler: (req: Request, res: Response, _next: NextFunction) => options.refuse(req, res),
    // The app sets `trust proxy` from configuration on purpose; do not second-guess it per request.
    validate: { xForwardedForHeader: false, trustProxy: false },
  });
}
