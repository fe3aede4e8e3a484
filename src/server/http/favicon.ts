import type { Request, Response } from 'express';

const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#c8102e"/><path d="M12 8v12.5a3.5 3.5 0 1 0 2 3.2V12l8-2v8.5a3.5 3.5 0 1 0 2 3.2V6z" fill="#fff"/></svg>';

/** A tiny icon, so browsers' automatic /favicon.ico requests don't render the 404 page. */
export function favicon(_req: Request, res: Response): void {
  res.type('image/svg+xml').set('cache-control', 'public, max-age=604800').send(FAVICON_SVG);
}
