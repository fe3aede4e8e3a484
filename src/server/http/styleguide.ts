// GET /styleguide (issue 33): the shared components in their states, for the people who change the
// look. Not for shoppers or search engines: X-Robots-Tag noindex and a robots meta, linked from
// nowhere, never cached by a shared cache.
import { Router } from 'express';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StyleguidePage } from '../../ui/styleguide/styleguide-page';

export const STYLEGUIDE_PATH = '/styleguide';

const PAGE_STYLE = `.styleguide{max-width:var(--page-max);margin:0 auto;padding:var(--space-5) var(--page-gutter)}
.styleguide__section{margin:var(--space-6) 0;padding-top:var(--space-4);border-top:1px solid var(--color-line)}
.styleguide__row,.styleguide__swatches{display:flex;flex-wrap:wrap;align-items:center;gap:var(--space-3);list-style:none;padding:0;margin:var(--space-3) 0}
.styleguide__swatches li{display:grid;gap:var(--space-1);width:9rem;font-size:var(--text-xs)}
.styleguide__swatch{display:block;height:3rem;border-radius:var(--radius-md);box-shadow:inset 0 0 0 1px var(--color-line)}
.styleguide__space{display:block;height:1rem;background:var(--color-brand)}
.styleguide__box{display:grid;place-items:center;width:8rem;height:5rem;background:var(--color-surface);border:1px solid var(--color-line);font-size:var(--text-xs)}`;

export function styleguideHtml(stylesheets: readonly string[]): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const body = renderToStaticMarkup(createElement(StyleguidePage));
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>Styleguide · Backline Music</title>${links}<style>${PAGE_STYLE}</style></head><body>${body}</body></html>`;
}

export function styleguideRoutes(stylesheets: readonly string[]): Router {
  const router = Router();
  router.get(STYLEGUIDE_PATH, (_req, res) => {
    res.set('X-Robots-Tag', 'noindex, nofollow');
    res.set('Cache-Control', 'private, no-cache');
    res.type('html').send(styleguideHtml(stylesheets));
  });
  return router;
}
