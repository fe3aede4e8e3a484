// Per-IP limits for the forms a script would hammer: newsletter sign-ups, log-ins, registrations
// and analytics beacons. Counts live in process memory (one instance per app), or in Redis for every
// copy with REDIS_URL (redis-rate-limits.ts); behind a proxy the
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
  /** Only valid attempts count (a malformed body costs nothing and says nothing). */
  newsletter: RateLimit;
  /** Only failed log-ins count: a shopper who signs in is never locked out by it. */
  logIn: RateLimit;
  /**
   * Failed log-ins per account (the email, whatever its letter case), from any address: credential
   * stuffing spread over many addresses still stops. An email without an account counts the same.
   */
  logInPerAccount: RateLimit;
  /** Wrong preview secrets per IP; the right secret never counts. */
  preview: RateLimit;
  register: RateLimit;
  analytics: RateLimit;
  /** Wrong emails given to see an order's confirmation, per IP (issue 29); a right one never counts. */
  orderEmail: RateLimit;
  /** Back-in-stock and price-drop sign-ups per IP. */
  alerts: RateLimit;
  /** Saved-list changes per IP. */
  saved: RateLimit;
  /** Shopify webhooks per IP that were refused (signature, shape) or replays; fresh deliveries never count. */
  webhooks: RateLimit;
  /** Sanity content webhooks per IP that were refused (signature, shape); signed deliveries never count. */
  contentWebhooks: RateLimit;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  newsletter: { limit: 10, windowMs: 10 * MINUTE },
  logIn: { limit: 10, windowMs: 15 * MINUTE },
  logInPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  preview: { limit: 10, windowMs: 15 * MINUTE },
  register: { limit: 10, windowMs: 60 * MINUTE },
  analytics: { limit: 240, windowMs: MINUTE },
  orderEmail: { limit: 10, windowMs: 15 * MINUTE },
  webhooks: { limit: 30, windowMs: 10 * MINUTE },
  contentWebhooks: { limit: 30, windowMs: 10 * MINUTE },
  alerts: { limit: 30, windowMs: 10 * MINUTE },
  saved: { limit: 60, windowMs: MINUTE },
};

export interface LimiterOptions {
  /** Counts a request only when this says it failed (default: every request counts). */
  failed?: (req: Request, res: Response) => boolean;
  /** Counts a request only when this says it was a real attempt (say, not a malformed body). */
  counts?: (req: Request, res: Response) => boolean;
  refuse: (req: Request, res: Response) => void;
  /** What is counted: the client IP by default; say, the account an email names. Null skips the request. */
  key?: (req: Request) => string | null;
}

export function perIpLimiter({ limit, windowMs, store }: RateLimit, options: LimiterOptions): RequestHandler {
  const key = options.key;
  return rateLimit({
    limit,
    windowMs,
    // A shared store counts in this copy's memory while Redis is away (redis-rate-limits.ts).
    ...(store ? { store } : {}),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(key ? { keyGenerator: (req: Request) => key(req) ?? '', skip: (req: Request) => key(req) === null } : {}),
    ...(options.failed ? { skipSuccessfulRequests: true, requestWasSuccessful: (req: Request, res: Response) => !options.failed!(req, res) } : {}),
    // express-rate-limit takes back the count of a request it deems failed once the answer is sent.
    ...(options.counts ? { skipFailedRequests: true, requestWasSuccessful: (req: Request, res: Response) => options.counts!(req, res) } : {}),
    handler: (req: Request, res: Response, _next: NextFunction) => options.refuse(req, res),
    // The app sets `trust proxy` from configuration on purpose; do not second-guess it per request.
    validate: { xForwardedForHeader: false, trustProxy: false },
  });
}
