// The access log: one short line per request at info level (method, path, status, time), never
// headers (the CSP alone made each line ~1.6 KB) and never a secret (issue 17). The path keeps at
// most 120 characters; a secret-bearing route's query (GET /api/preview?secret=…) and any query
// parameter named like a secret are redacted.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { redactSerializedError, redactText } from '../logger';
import { requestId } from './request-id';

export const MAX_LOGGED_URL = 120;
/** Routes whose whole query is a credential or leads to one (the preview secret, an alert's unsubscribe token). */
const SECRET_ROUTES = /^(\/[a-z]{2}-[a-z]{2})?\/(api\/preview|alerts\/unsubscribe)(\?|$)/i;

/** The URL as logged: secret-bearing queries redacted, cut to 200 characters. */
export function loggedUrl(url: string): string {
  const query = url.indexOf('?');
  const redacted = SECRET_ROUTES.test(url) && query >= 0
    ? `${url.slice(0, query)}?${url.slice(query + 1).split('&').map((pair) => (pair.startsWith('slug=') ? pair : `${pair.split('=')[0]}=[redacted]`)).join('&')}`
    : redactText(url);
  return redacted.length > MAX_LOGGED_URL ? `${redacted.slice(0, MAX_LOGGED_URL)}…` : redacted;
}

export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestId,
    autoLogging: { ignore: (req) => req.url === '/healthz' },
    // A 5xx line carries pino-http's error and stack: it belongs at error level, beside the app's own
    // 'request failed' line, so info lines stay short.
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    serializers: {
      req: (req: IncomingMessage & { id?: unknown }) => ({ id: req.id, method: req.method, url: loggedUrl(req.url ?? '') }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
      // pino-http hands this the error already serialized; its message and stack are redacted too.
      err: redactSerializedError,
    },
  });
}

/**
 * Requests that arrive with X-Forwarded-For while TRUST_PROXY is not set come through a proxy the
 * app does not trust: every shopper then has the proxy's address, and shares one per-IP limit (log-in,
 * newsletter, preview). Said once, at the first such request.
 */
export function untrustedProxyWarning(logger: Logger) {
  let warned = false;
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!warned && req.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      logger.warn('Requests arrive with X-Forwarded-For but TRUST_PROXY is not set: every shopper behind that proxy shares one per-IP limit. Set TRUST_PROXY (a hop count or the proxy addresses).');
    }
    next();
  };
}
