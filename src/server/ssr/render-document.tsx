import type { Response as ExpressResponse } from 'express';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticRouter,
  isRouteErrorResponse,
  RouterContextProvider,
  StaticRouterProvider,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import { AppContext, scriptSafeJson, type Assets } from '../../ui/app-context';
import { HoleMarking } from '../../ui/personal/holes';
import { SharedShell } from '../../ui/personal/hole-marking';
import { ANONYMOUS_PERSONAL } from '../../ui/personal/personal-data';
import { esiHoleMarker, inlineHoleMarker } from './personal-holes';
import { COMPLETE_DEFERRED_MS, COMPLETE_PARAM, DeferredStream, INLINE_DEFERRED_MS, pendingAsWritten, settleWithin } from './deferred-stream';
import type { RenderSlots } from './render-slots';
import { requestServices, type RequestServices } from './request-services';
import type { SharedRootStore } from './shared-root-store';
import type { StaticPartCache } from './static-parts';
import { StaticPartMarking } from '../../ui/static-part';
import type { RootData } from '../../ui/view-models';
import type { MatchedRoute } from '../../ui/hydration-router';

export interface DocumentRequest {
  request: Request;
  handler: StaticHandler;
  basename: string;
  services: RequestServices;
  assets: Assets;
  /**
   * This response's CSP nonce for the scripts React streams (a Suspense boundary filled in after the
   * shell). Without one (a shared page: an edge hands it to every visitor) the document is sent
   * complete, every part in place, and its only inline script is the fixed one allowed by hash.
   */
  nonce?: string;
  /** The stylesheet's text to inline in the head (src/server/inline-styles.ts); null links it. */
  inlineStyles?: string | null;
  /** Admission for the CPU-bound part of the render (the shell); none means render at once. */
  slots?: RenderSlots;
  /** Where the shell's shared data goes instead of the payload (none: the payload carries it all). */
  sharedRoot?: SharedRootStore;
  /**
   * The static parts (menus, footer, product cards) kept as bytes per shell version and spliced
   * into the page (static-parts.ts); none renders them in full. Only for a shell render (never a page
   * rendered for its shopper) and with `sharedRoot`: its hash names the version.
   */
  staticParts?: StaticPartCache;
  /**
   * The personal parts as ESI includes (a shared shell for an edge that resolves them), or rendered
   * in place for the request's shopper (the default).
   */
  esiHoles?: boolean;
  /** The surrogate keys of a public page, from its loaders' data (src/server/http/edge-caching.ts). */
  surrogateKeys?: (loaderData: StaticHandlerContext['loaderData']) => readonly string[];
}

/** How long a streamed response may take before React gives up on pending boundaries. */
const STREAM_ABORT_MS = 10_000;

/** Runs the matched loaders, then streams the document: shell first, suspended parts after. */
export async function renderDocument(doc: DocumentRequest, res: ExpressResponse): Promise<void> {
  const requestContext = new RouterContextProvider(new Map([[requestServices, doc.services]]));
  const context = await doc.handler.query(doc.request, { requestContext });
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location && context.status >= 300 && context.status < 400) {
      res.redirect(context.status, location);
      return;
    }
    res.status(context.status).end();
    return;
  }
  // Deferred data that arrives quickly renders in the shell, readable without JavaScript; asked for
  // the complete page (a browser without JavaScript, from a fallback's link), all of it does.
  const complete = new URL(doc.request.url).searchParams.get(COMPLETE_PARAM) === '1' || doc.nonce === undefined;
  await settleWithin(context.loaderData, complete ? COMPLETE_DEFERRED_MS : INLINE_DEFERRED_MS);
  const release = doc.slots ? await doc.slots.acquire() : () => undefined;
  if (res.destroyed) {
    release();
    return;
  }
  try {
    const shown = { ...context, loaderData: pendingAsWritten(context.loaderData) };
    const router = createStaticRouter(doc.handler.dataRoutes, shown);
    const { loaderData, sharedData } = withSharedRoot(shown.loaderData, doc);
    // The shared data's URL names the locale and its content's hash; the link base completes the version.
    const staticParts = doc.staticParts && sharedData ? doc.staticParts.session(`${sharedData}\u0000${doc.basename}`) : null;
    const deferred = new DeferredStream(
      () => (res as ExpressResponse & { flush?: () => void }).flush?.(),
      staticParts ? (html) => staticParts.filter(html) : undefined,
    );
    const personal = (shown.loaderData.root as RootData | undefined)?.personal ?? ANONYMOUS_PERSONAL;
    const holes = doc.esiHoles ? esiHoleMarker(doc.basename) : inlineHoleMarker(personal, doc.basename);
    const payload = scriptSafeJson({ hydration: hydrationData({ ...shown, loaderData }, deferred), matches: matchedRoutes(shown), basename: doc.basename, assets: doc.assets, ...(sharedData ? { sharedData } : {}) });
    await new Promise<void>((resolve) => {
      let settled = false;
      let failed = false;
      const send = () => {
        res.status(context.statusCode);
        // An outage or failure page is never kept by a cache: the next request may be answered.
        if (context.statusCode >= 500) res.set('cache-control', 'no-store').removeHeader('surrogate-control');
        else if (doc.surrogateKeys && String(res.get('cache-control') ?? '').startsWith('public')) {
          const keys = doc.surrogateKeys(shown.loaderData);
          if (keys.length) res.setHeader('surrogate-key', keys.join(' '));
        }
        res.setHeader('content-type', 'text/html; charset=utf-8');
        stream.pipe(deferred.transform).pipe(res);
      };
      const finish = () => {
        if (!settled) {
          settled = true;
          clearTimeout(timer);
          resolve();
        }
      };
      const stream = renderToPipeableStream(
        <AppContext value={{ assets: doc.assets, routerPayload: payload, inlineStyles: doc.inlineStyles ?? null, ...(doc.esiHoles ? {} : { personalPayload: scriptSafeJson(personal) }), ...(sharedData ? { sharedData } : {}) }}>
          {/* The personal holes: ESI includes in a shared shell, or this shopper's own parts. */}
          <SharedShell value={Boolean(doc.esiHoles)}>
            <HoleMarking value={holes}>
              <StaticPartMarking value={staticParts}>
                <StaticRouterProvider router={router} context={shown} hydrate={false} />
              </StaticPartMarking>
            </HoleMarking>
          </SharedShell>
        </AppContext>,
        {
          ...(doc.nonce === undefined ? {} : { nonce: doc.nonce }),
          // A boundary already complete when the shell is written stays in place in the shell. By
          // default React moves one out (fallback now, content in a hidden segment that a script
          // swaps in) once the shell passes 12.8 kB: a browser without JavaScript would keep the
          // fallback, for content the server already had (issue 16).
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          ...(doc.assets.entry ? { bootstrapScriptContent: entryAfterFirstScreen(doc.assets.entry) } : {}),
          onShellReady() {
            // The shell is rendered: the rest is rendered as deferred data settles, without the slot.
            release();
            if (doc.nonce !== undefined) send();
          },
          // A page sent complete goes out once every part is rendered: a part pending at the shell
          // is then written in place, not moved in later by a script that would need a nonce.
          onAllReady() {
            if (doc.nonce === undefined && !failed) send();
          },
          onShellError(error) {
            failed = true;
            doc.services.log.error({ err: error }, 'shell render failed');
            res.status(500).setHeader('content-type', 'text/html; charset=utf-8');
            res.end('<!doctype html><title>500 Error</title><h1>500 Error</h1><p>Try again...</p><a href="/">Back to Homepage</a>');
            finish();
          },
          onError(error) {
            doc.services.log.error({ err: error }, 'render error');
          },
        },
      );
      const timer = setTimeout(() => stream.abort(new Error('render timed out')), STREAM_ABORT_MS);
      res.on('close', () => {
        stream.abort(new Error('client closed'));
        finish();
      });
      res.on('finish', finish);
    });
  } finally {
    release();
  }
}

/**
 * The root data without the shell's shared part, which the browser fetches by its URL (once per
 * version). Preview pages carry it all: draft content is never put in a shared, immutable file.
 */
function withSharedRoot(loaderData: StaticHandlerContext['loaderData'], doc: DocumentRequest): { loaderData: StaticHandlerContext['loaderData']; sharedData?: string } {
  const root = loaderData.root as RootData | undefined;
  if (!doc.sharedRoot || !root || doc.services.preview) return { loaderData };
  const { rest, href } = doc.sharedRoot.share(root, doc.services.locale.key);
  return { loaderData: { ...loaderData, root: rest }, sharedData: href };
}

/** The router state the browser hydrates from, with errors in React Router's wire format. */
function hydrationData(context: StaticHandlerContext, deferred: DeferredStream) {
  return { loaderData: deferred.markers(context.loaderData), actionData: context.actionData, errors: serializeErrors(context.errors) };
}

/** The routes the server matched, for the browser's first render (src/ui/hydration-router.ts): it matches none itself. */
function matchedRoutes(context: StaticHandlerContext): MatchedRoute[] {
  return context.matches.map(({ route, params, pathname, pathnameBase }) => ({ id: route.id, params, pathname, pathnameBase }));
}

function serializeErrors(errors: StaticHandlerContext['errors']) {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    out[routeId] = isRouteErrorResponse(error)
      ? { status: error.status, statusText: error.statusText, data: error.data, internal: false, __type: 'RouteErrorResponse' }
      : { message: 'Unexpected Server Error', __type: 'Error' };
  }
  return out;
}

/**
 * The inline scripts every page may carry, as React writes them: the entry loader (its text has no
 * `<`, so React's escaping leaves it as is). The policy allows each by its hash.
 */
export function fixedInlineScripts(assets: Assets): string[] {
  return assets.entry ? [entryAfterFirstScreen(assets.entry)] : [];
}

/** How long the entry script waits at most for the first screen's image before it loads anyway. */
export const ENTRY_WAIT_MS = 1_500;

/**
 * The inline script that loads the entry once the first screen has painted with its LCP image (the
 * first `fetchpriority=high` image), or after ENTRY_WAIT_MS: on a slow connection the first load's
 * 100 KiB of script no longer shares the line with that image. The document's own markup, links
 * and forms work meanwhile, as without JavaScript.
 */
export function entryAfterFirstScreen(entry: string): string {
  return `(()=>{let d=0;const go=()=>{d||(d=1,import(${JSON.stringify(entry)}))},img=document.querySelector('img[fetchpriority="high"]'),painted=()=>requestAnimationFrame(()=>setTimeout(go));img&&!img.complete?(img.addEventListener('load',painted),img.addEventListener('error',painted)):painted();setTimeout(go,${ENTRY_WAIT_MS})})()`;
}
