import type { Request, Response } from 'express';
import { z } from 'zod';
import { pageSizeForViewport } from '../../domain/search-state';

const width = z.coerce.number().int().min(1).max(20_000);

/** The browser's viewport width from its client hint, when it sends one. */
export function viewportWidthOf(req: Request): number | null {
  const parsed = width.safeParse(req.get('sec-ch-viewport-width') ?? req.get('viewport-width'));
  return parsed.success ? parsed.data : null;
}

/** Listing page size for this request: 24 on 600-1199 px viewports (by client hint), else 20. */
export const listingPageSizeOf = (req: Request): number => pageSizeForViewport(viewportWidthOf(req));

/** Asks the browser to send its viewport width with later requests, and says pages vary by it. */
export function requestViewportHints(res: Response): void {
  res.set('accept-ch', 'Sec-CH-Viewport-Width, Viewport-Width');
  res.vary('Sec-CH-Viewport-Width');
  res.vary('Viewport-Width');
}
