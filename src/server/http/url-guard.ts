import type { NextFunction, Request, Response } from 'express';

/** Longest path plus query we serve; longer ones are refused before any work is done. */
const MAX_URL_LENGTH = 8_192;

/** Refuses URLs that cannot be decoded or are absurdly long with a plain 400. */
export function urlGuard(req: Request, res: Response, next: NextFunction): void {
  if (req.originalUrl.length > MAX_URL_LENGTH) {
    res.status(414).type('text/plain').send('URI Too Long');
    return;
  }
  try {
    decodeURIComponent(req.path);
  } catch {
    res.status(400).type('text/plain').send('Bad Request: malformed URL');
    return;
  }
  next();
}
