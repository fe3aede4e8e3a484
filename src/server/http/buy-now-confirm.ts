// GET never creates state for crawlers (issue 17): a bot's GET of a buy-now link (user agents as the
// analytics bot rule reads them, src/ui/analytics/bot-user-agent.ts) gets this noindex page instead of a cart;
// its button posts the same lines, which a shopper's browser would have bought at once. Links are
// also rel="nofollow" and robots.txt disallows /cart, but the route does not rely on either.
import type { Request, Response } from 'express';
import escapeHtml from 'escape-html';
import { isBotUserAgent } from '../../ui/analytics/bot-user-agent';

/** A GET by a crawler, scraper or empty user agent: it must not create a cart. */
export const isBotGet = (req: Request) => req.method === 'GET' && isBotUserAgent(req.get('user-agent'));

/** The confirm page for a bot's GET of valid buy-now lines: creates nothing. */
export function sendBuyNowConfirm(req: Request, res: Response): void {
  const action = escapeHtml(req.path);
  res
    .status(200)
    .set('x-robots-tag', 'noindex, nofollow')
    .set('cache-control', 'no-store')
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow"><title>Buy now</title></head>` +
        `<body><h1>Buy now</h1><p>Continue to checkout with this item.</p><form method="post" action="${action}"><button type="submit">Continue to checkout</button></form></body></html>`,
    );
}
