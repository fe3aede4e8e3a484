// One error shape for the whole shop (issue 17). A JSON client (Accept preferring JSON, or any
// request to a JSON route: /api/…, /_data/…) gets {error: {code, message}} with the status; an
// HTML client gets the branded error screen with that status and the spec's text (the 404 and 500
// screens of spec section 2, 'status and response text' for any other). Routes answer through
// `sendError`; the app's last handlers turn unknown routes, unknown methods (405 with Allow), body
// parser failures (400, 413, 415) and anything thrown into the same answers.
import { STATUS_CODES } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import escapeHtml from 'escape-html';
import { isLocaleKey } from '../../domain/locale';
import type { Assets } from '../../ui/app-context';

export interface ErrorBody {
  error: { code: string; message: string };
}

const CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  500: 'internal_error',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'gateway_timeout',
};

/** 'payload_too_large' for 413; a status without a name of its own gets its class's. */
export function errorCodeOf(status: number): string {
  return CODES[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
}

/** Node's reason phrase ('Service Unavailable'), the text an HTML client sees for a status. */
export function statusTextOf(status: number): string {
  return STATUS_CODES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request');
}

export function errorBody(status: number, message: string = statusTextOf(status), code: string = errorCodeOf(status)): ErrorBody {
  return { error: { code, message } };
}

// Webhooks are machine-to-machine: always JSON. A market's own API ('/en-gb/api/…') too.
const JSON_ROUTE = /^(\/[a-z]{2}-[a-z]{2})?\/(api|_data|webhooks)(\/|$)/i;

/** A script (or a JSON route): it reads {error: {code, message}}, never an HTML page. */
export function wantsJson(req: Request): boolean {
  if (JSON_ROUTE.test(req.originalUrl ?? req.path)) return true;
  return req.accepts(['html', 'json']) === 'json';
}

/**
 * The branded screen outside the React render (a refused form post, an unknown method): the
 * shop's stylesheet and the same markup and texts as src/ui/error-screens.tsx.
 */
export function errorPageHtml(status: number, assets: Pick<Assets, 'styles'> | null, text: string = statusTextOf(status), back: { href: string; label: string } | null = null): string {
  const styles = (assets?.styles ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const home = `${back ? `<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>` : ''}<a class="button" href="/">Back to Homepage</a>`;
  let title: string;
  let section: string;
  if (status === 404) {
    title = 'Page not found';
    section = `<section class="error-screen error-screen--404"><p class="error-screen__eyebrow">Page not found</p><h1>Oops! This Page Missed a Beat!</h1>${home}</section>`;
  } else if (status === 500) {
    title = '500 Error';
    section = `<section class="error-screen error-screen--500"><h1>500 Error</h1><p class="error-screen__lead">Try again...</p><p>Our server hit a wrong note and couldn&#39;t finish your request. Please try again in a moment.</p>${home}</section>`;
  } else {
    title = `${status} ${escapeHtml(text)}`;
    section = `<section class="error-screen"><h1>${status}</h1><p role="alert">${escapeHtml(text)}</p>${home}</section>`;
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title>${styles}</head><body><main id="main">${section}</main></body></html>`;
}

/** Answers an error in the client's shape. `message` is for scripts; HTML shows the status's text. */
export function sendError(req: Request, res: Response, status: number, message?: string, extra: Record<string, unknown> = {}): void {
  res.status(status).set('cache-control', 'no-store');
  if (wantsJson(req)) {
    res.json({ ...extra, ...errorBody(status, message) });
    return;
  }
  sendErrorScreen(req, res, status);
}

export interface ErrorScreenBack {
  href: string;
  label: string;
}

/**
 * The branded error screen for a browser, in the shop's layout (header, navigation, footer) when the
 * app renders pages, else the standalone screen of errorPageHtml. `text` is the shopper's message
 * (the status's own by default); `back` a way back besides the home page (a refused cart form's cart).
 */
export function sendErrorScreen(req: Request, res: Response, status: number, text: string = statusTextOf(status), back: ErrorScreenBack | null = null): void {
  res.status(status).set('cache-control', 'no-store');
  const assets = (req.app?.locals?.assets as Assets | undefined) ?? null;
  const standalone = () => {
    if (!res.headersSent) res.type('html').send(errorPageHtml(status, assets, text, back));
    else if (!res.writableEnded) res.end();
  };
  const render = req.app?.locals?.renderErrorScreen as ErrorScreenRenderer | undefined;
  if (!render) return standalone();
  render(req, res, { status, text, ...(back ? { back } : {}) }).catch((error: unknown) => {
    req.log?.error({ err: error }, 'error screen render failed');
    standalone();
  });
}

/** What an error screen shows: the status, the shopper's text, a way back. */
export interface ErrorScreen {
  status: number;
  text: string;
  back?: ErrorScreenBack;
}

/** Renders a browser's error answer in the shop's layout (set by the app on `app.locals.renderErrorScreen`). */
export type ErrorScreenRenderer = (req: Request, res: Response, screen: ErrorScreen) => Promise<void>;

const BODY_ERRORS: Record<string, { status: number; message: string }> = {
  'entity.too.large': { status: 413, message: 'The request body is too large' },
  'entity.parse.failed': { status: 400, message: 'The request body is not valid JSON' },
  'encoding.unsupported': { status: 415, message: 'The request body’s encoding is not supported' },
  'charset.unsupported': { status: 415, message: 'The request body’s character set is not supported' },
  'entity.verify.failed': { status: 400, message: 'The request body could not be read' },
  'request.aborted': { status: 400, message: 'The request body was not received in full' },
  'request.size.invalid': { status: 400, message: 'The request body’s length does not match its Content-Length' },
  'stream.encoding.set': { status: 500, message: 'Internal Server Error' },
  'parameters.too.many': { status: 413, message: 'The request body has too many fields' },
};

/** Body-parser failures in the shape: 400 malformed, 413 too large, 415 an encoding it cannot read. */
export function bodyErrors(error: unknown, req: Request, res: Response, next: NextFunction): void {
  const type = (error as { type?: unknown } | null)?.type;
  const known = typeof type === 'string' ? BODY_ERRORS[type] : undefined;
  if (!known || res.headersSent) return next(error);
  sendError(req, res, known.status, known.message);
}

/**
 * Refuses a body whose media type the route does not read (415), before any parser runs. A request
 * without a body passes: the route's own validation answers it.
 */
export function requireBodyType(...types: string[]) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!hasBody(req) || req.is(types)) return next();
    sendError(req, res, 415, `The request body must be ${types.join(' or ')}`);
  };
}

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

interface RouterLayer {
  route?: { _methods(includeAll?: boolean): string[] };
  handle?: { stack?: RouterLayer[] };
  match(path: string): { path: string; params?: Record<string, string> } | false;
}

const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** The methods some route of the app answers at `path` (its routers' routes included). */
export function allowedMethods(stack: readonly RouterLayer[], path: string, options: { anyLocale: boolean } = { anyLocale: true }): string[] {
  const found = new Set<string>();
  const walk = (layers: readonly RouterLayer[], at: string) => {
    for (const layer of layers) {
      const match = layer.match(at);
      if (!match || (!options.anyLocale && match.params?.locale !== undefined && !isLocaleKey(match.params.locale))) continue;
      if (layer.route) for (const method of layer.route._methods(false)) found.add(method);
      else if (Array.isArray(layer.handle?.stack)) walk(layer.handle.stack, at.slice(match.path.length) || '/');
    }
  };
  walk(stack, path);
  return [...found].sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
}

/**
 * A last route: a method no route answers at a path some route serves is a 405 with Allow; a path
 * nothing serves (an /api route that does not exist, a form posted to a path that takes none) a
 * 404. Both in the client's shape, never Express's 'Cannot PUT /'. Only the routes mounted before
 * it count, so the /api one is not fooled by the pages' catch-all GET that comes after it. Under
 * /api no locale applies: `anyLocale: false` stops '/:locale/cart' from counting for '/api/cart'
 * (locale 'api'). For pages a localized route with an unknown locale still counts: its GET is the
 * 404 page, so a form posted to '/xx-yy/account/login' is a 404, not a 405.
 */
export function unmatchedRoute(options: { anyLocale: boolean } = { anyLocale: true }) {
  const handler = (req: Request, res: Response): void => {
    const stack = (req.app as unknown as { router?: { stack?: RouterLayer[] } }).router?.stack ?? [];
    const own = stack.findIndex((layer) => (layer as { handle?: unknown }).handle === handler);
    const allowed = allowedMethods(own >= 0 ? stack.slice(0, own) : stack, req.originalUrl.split('?')[0] ?? req.path, options);
    if (allowed.length > 0 && !allowed.includes(req.method)) {
      res.set('allow', allowed.join(', '));
      sendError(req, res, 405, `${req.method} is not allowed here; use ${allowed.join(', ')}`);
      return;
    }
    sendError(req, res, 404, 'No such route');
  };
  return handler;
}

/** The app's error handler: a status the error carries (a 4xx), else a logged 500. */
export function errorHandler(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  const carried = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  const type = (error as { type?: unknown } | null)?.type;
  const fromBody = typeof type === 'string' ? BODY_ERRORS[type] : undefined;
  const status = fromBody?.status ?? (typeof carried === 'number' && carried >= 400 && carried < 600 ? carried : 500);
  if (status >= 500) req.log?.error({ err: error }, 'request failed');
  if (res.headersSent) {
    res.end();
    return;
  }
  sendError(req, res, status, fromBody?.message ?? statusTextOf(status));
}
