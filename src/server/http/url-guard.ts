import type { NextFunction, Request, Response } from 'express';
import { sendError } from './errors';

/** Longest path plus query we serve; longer ones are refused before any work is done. */
const MAX_URL_LENGTH = 8_192;

/** Refuses URLs that cannot be decoded or are absurdly long with a plain 400. */
export function urlGuard(req: Request, res: Response, next: NextFunction): void {
  if (req.originalUrl.length > MAX_URL_LENGTH) {
    sendError(req, res, 414, 'The URL is too long');
    return;
  }
  try {
    decodeURIComponent(req.path);
  } catch {
    sendError(req, res, 400, 'The URL is malformed');
    return;
  }
  next();
}
