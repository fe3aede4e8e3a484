// JSON bodies for the browser APIs: a size cap, and a clear 400 for a body that is too large or
// not JSON, so a script never sees a stack trace or a 413 it does not expect.
import express, { type NextFunction, type Request, type Response } from 'express';

export function jsonBody(limit: string) {
  return express.json({ limit, type: ['application/json', 'application/*+json'] });
}

/** Error handler for body-parser failures; anything else goes on to the app's handler. */
export function bodyErrors(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.too.large') {
    res.status(400).json({ error: 'The request body is too large' });
    return;
  }
  if (type === 'entity.parse.failed' || type === 'encoding.unsupported' || type === 'charset.unsupported') {
    res.status(400).json({ error: 'The request body is not valid JSON' });
    return;
  }
  next(error);
}
