import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

interface RequestScope {
  reqId: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

/**
 * Runs the rest of the request inside a scope holding pino-http's request id, so lines logged
 * through the root logger (use cases' EventLog, adapters) carry the same id as the access line.
 * Mount right after pino-http.
 */
export function requestContext(req: Request, _res: Response, next: NextFunction): void {
  scope.run({ reqId: String(req.id) }, next);
}

export function currentRequestId(): string | undefined {
  return scope.getStore()?.reqId;
}

/** pino `mixin`: adds `reqId` to every line written while a request is being served. */
export function requestIdMixin(): { reqId?: string } {
  const reqId = currentRequestId();
  return reqId === undefined ? {} : { reqId };
}
