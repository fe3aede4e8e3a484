import { startTransition, StrictMode, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { DataRouter, RouteObject } from 'react-router';
import { AppContext, type AppEnvironment } from './app-context';
import { reviveDeferredWith, streamedDeferred, streamedDeferredValues } from './deferred-data';
import { ROUTER_PAYLOAD_ID } from './document';
import { PERSONAL_DATA_ID } from './personal/personal-data';
import { createRoutes } from './routes';
import { lazyClientLoaders } from './lazy-client-loaders';
import { createHydrationRouter, type MatchedRoute } from './hydration-router';
import { RouterProvider } from './router/router-provider';
import { afterLoad } from './components/lazy-part';
import { fetchSharedRootData } from './shared-root-data';
// In the first load: home, product, content and listing pages all render deferred parts. As a
// chunk of its own it cost each of those pages a request and about 450 bytes gzip.
import './components/deferred';

interface RouterPayload {
  hydration: { loaderData?: Record<string, unknown> } & Record<string, unknown>;
  /** The routes the server matched for this page. */
  matches?: MatchedRoute[];
  basename: string;
  assets: AppEnvironment['assets'];
  /** The shell's shared data left out of the root's loader data (src/ui/shared-root-data.ts). */
  sharedData?: string;
}

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
    /** The data router, for journeys that navigate programmatically. */
    __router?: DataRouter;
  }
}

// Lazy page modules the server already rendered must be in place before hydrating, or the
// first client render would differ from the server's HTML.
async function loadMatchedRoutes(routes: RouteObject[], matched: ReadonlySet<string>) {
  const pending: Promise<void>[] = [];
  const visit = (list: RouteObject[]) => {
    for (const route of list) {
      if (route.id && matched.has(route.id) && typeof route.lazy === 'function') {
        const load = route.lazy;
        pending.push(load().then((resolved) => void Object.assign(route, resolved, { lazy: undefined })));
      }
      if (route.children) visit(route.children);
    }
  };
  visit(routes);
  await Promise.all(pending);
}

async function main() {
  const element = document.getElementById(ROUTER_PAYLOAD_ID);
  const payloadText = element?.textContent ?? '{}';
  const payload = JSON.parse(payloadText) as RouterPayload;
  // The shell's shared data is on its way already (the document preloads it); the page's chunks load meanwhile.
  const shared = payload.sharedData ? fetchSharedRootData(payload.sharedData, payload.basename) : undefined;
  // Deferred values stream in as data blocks. This module is async, so it may run before the slower ones
  // arrive: those are awaited until the document has been parsed, and hydration meanwhile keeps the
  // server's HTML in their Suspense boundaries.
  const parsed =
    document.readyState === 'loading' ? new Promise<void>((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true })) : Promise.resolve();
  let router: DataRouter | undefined;
  // Listings build on the pages on screen: 'Show more products' fetches one page, not them all.
  const { loaders, load: loadLoaders } = lazyClientLoaders(() => router?.state);
  const routes = createRoutes(loaders);
  const [sharedRoot] = await Promise.all([shared, loadMatchedRoutes(routes, new Set((payload.matches ?? []).map(({ id }) => id)))]);
  const loaderData = Object.fromEntries(
    Object.entries(payload.hydration.loaderData ?? {}).map(([routeId, data]) => [
      routeId,
      routeId === 'root' && sharedRoot ? { ...(data as object), ...sharedRoot } : reviveDeferredWith(data, (id) => streamedDeferred(id, () => streamedDeferredValues(), parsed)),
    ]),
  );
  // The page is the shared shell: its root data carries the anonymous personal parts, and this
  // response's own arrive beside it (the holes the server filled show them already).
  const personalText = document.getElementById(PERSONAL_DATA_ID)?.textContent ?? '';
  const personal = personalText ? (JSON.parse(personalText) as unknown) : null;
  const root = loaderData.root;
  if (personal && root && typeof root === 'object') loaderData.root = { ...(root as Record<string, unknown>), personal };
  const hydrationData = { ...payload.hydration, loaderData };
  window.__staticRouterHydrationData = hydrationData;
  // The page hydrates with a router holding the server's state; React Router's browser router
  // follows as its own chunk, once the browser is idle or at the first navigation.
  let upgrading: Promise<DataRouter> | undefined;
  const hydratedPath = `${window.location.pathname}${window.location.search}`;
  const upgrade = () => {
    // The route loaders' chunk is asked for beside the browser router's (a loader waits for it).
    if (!upgrading) void loadLoaders().catch(() => undefined);
    return (upgrading ??= import('./browser-router').then(({ createRouter }) => {
      router = createRouter(routes, payload.basename, hydrationData);
      // Back or forward pressed before the browser router was there: it starts at that entry with
      // the hydrated page's data, so it loads that entry's (a listing builds on the pages on screen).
      if (`${window.location.pathname}${window.location.search}` !== hydratedPath) void router.revalidate();
      window.__router = router;
      upgraded.resolve(router);
      return router;
    }));
  };
  const hydrating = createHydrationRouter(routes, { basename: payload.basename, hydrationData, matches: payload.matches ?? [], upgrade });
  router = hydrating;
  window.__router = hydrating;
  void afterLoad().then(upgrade);
  const environment: AppEnvironment = { assets: payload.assets, routerPayload: payloadText, personalPayload: personalText, ...(payload.sharedData ? { sharedData: payload.sharedData } : {}) };
  // In a transition, hydration is time-sliced: React yields to the browser every few milliseconds
  // instead of hydrating the whole document in one long task (Total Blocking Time).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <AppContext value={environment}>
          <AppRouter initial={hydrating} />
        </AppContext>
      </StrictMode>,
    );
  });
}

/** Settles with the browser router once it has replaced the hydration router. */
const upgraded = (() => {
  let resolve!: (router: DataRouter) => void;
  const promise = new Promise<DataRouter>((r) => (resolve = r));
  return { promise, resolve };
})();

/** The router provider, handed the browser router when it arrives (same tree: nothing remounts). */
function AppRouter({ initial }: { initial: DataRouter }) {
  const [router, setRouter] = useState(initial);
  useEffect(() => {
    let current = true;
    void upgraded.promise.then((next) => current && startTransition(() => setRouter(next)));
    return () => {
      current = false;
    };
  }, []);
  return <RouterProvider router={router} />;
}

void main();
