import type { Request, Response } from 'express';
import { z } from 'zod';
import { pageSizeForViewport } from '../../domain/search-state';

const width = z.coerce.number().int().min(1).max(20_000);

/** The browser's viewport width from its client hint, when it sends one. */
export function viewportWidthOf(req: Request): number | null {
  const raw = req.headers['sec-ch-viewport-width'] ?? req.headers['viewport-width'];
  if (raw === undefined) return null;
  const parsed = width.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Listing page size for this request: 24 on 600-1199 px viewports (by client hint), else 20. */
export const listingPageSizeOf = (req: Request): number => pageSizeForViewport(viewportWidthOf(req));

/** Asks the browser to send its viewport width with later requests, and says pages vary by it. */
export function requestViewportHints(res: Response): void {
  res.setHeader('accept-ch', 'Sec-CH-Viewport-Width, Viewport-Width');
  if (res.getHeader('vary') === undefined) res.setHeader('vary', VIEWPORT_VARY);
  else {
    res.vary('Sec-CH-Viewport-Width');
    res.vary('Viewport-Width');
  }
}

/** What a page's response varies by when nothing else was said (the usual case). */
export const VIEWPORT_VARY = 'Sec-CH-Viewport-Width, Viewport-Width';
