import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppContext, type AppEnvironment } from './app-context';
import { clientLoaders } from './client-loaders';
import { DEFERRED_GLOBAL, reviveDeferredWith, streamedDeferred } from './deferred-data';
import { ROUTER_PAYLOAD_ID } from './document';
import { PERSONAL_DATA_ID } from './personal/personal-data';
import { createRoutes } from './routes';

interface RouterPayload {
  hydration: { loaderData?: Record<string, unknown> } & Record<string, unknown>;
  basename: string;
  assets: AppEnvironment['assets'];
}

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
    /** The data router, for journeys that navigate programmatically. */
    __router?: ReturnType<typeof createBrowserRouter>;
  }
}

// Lazy page modules the server already rendered must be in place before hydrating, or the
// first client render would differ from the server's HTML.
async function loadMatchedRoutes(routes: RouteObject[], basename: string) {
  const matches = matchRoutes(routes, window.location, basename || undefined) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

async function main() {
  const element = document.getElementById(ROUTER_PAYLOAD_ID);
  const payloadText = element?.textContent ?? '{}';
  const payload = JSON.parse(payloadText) as RouterPayload;
  // Deferred values stream in as scripts. This module is async, so it may run before the slower ones
  // arrive: those are awaited until the document has been parsed, and hydration meanwhile keeps the
  // server's HTML in their Suspense boundaries.
  const parsed =
    document.readyState === 'loading' ? new Promise<void>((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true })) : Promise.resolve();
  const loaderData = Object.fromEntries(
    Object.entries(payload.hydration.loaderData ?? {}).map(([routeId, data]) => [
      routeId,
      reviveDeferredWith(data, (id) => streamedDeferred(id, () => window[DEFERRED_GLOBAL], parsed)),
    ]),
  );
  // The page is the shared shell: its root data carries the anonymous personal parts, and this
  // response's own arrive beside it (the holes the server filled show them already).
  const personalText = document.getElementById(PERSONAL_DATA_ID)?.textContent ?? '';
  const personal = personalText ? (JSON.parse(personalText) as unknown) : null;
  const root = loaderData.root;
  if (personal && root && typeof root === 'object') loaderData.root = { ...(root as Record<string, unknown>), personal };
  window.__staticRouterHydrationData = { ...payload.hydration, loaderData };
  let router: ReturnType<typeof createBrowserRouter> | undefined;
  // Listings build on the pages on screen: 'Show more products' fetches one page, not them all.
  const routes = createRoutes(clientLoaders(() => router?.state));
  await loadMatchedRoutes(routes, payload.basename);
  router = createBrowserRouter(routes, { basename: payload.basename || undefined });
  window.__router = router;
  const environment: AppEnvironment = { assets: payload.assets, nonce: element?.nonce ?? '', routerPayload: payloadText, personalPayload: personalText };
  // In a transition, hydration is time-sliced: React yields to the browser every few milliseconds
  // instead of hydrating the whole document in one long task (Total Blocking Time).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <AppContext value={environment}>
          <RouterProvider router={router} />
        </AppContext>
      </StrictMode>,
    );
  });
}

void main();
