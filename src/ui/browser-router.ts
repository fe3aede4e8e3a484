// React Router's browser router (navigation, history, fetchers): its own chunk, loaded after the
// page has hydrated with the hydration router (hydration-router.ts). As createBrowserRouter, with
// the hydration data given.
import { UNSAFE_defaultMapRouteProperties, UNSAFE_hydrationRouteProperties, type DataRouter, type HydrationState, type RouteObject } from 'react-router';
import { UNSAFE_createBrowserHistory, UNSAFE_createRouter } from './router-core';

export function createRouter(routes: RouteObject[], basename: string, hydrationData: HydrationState): DataRouter {
  return UNSAFE_createRouter({
    basename: basename || undefined,
    history: UNSAFE_createBrowserHistory(),
    hydrationData,
    routes,
    mapRouteProperties: UNSAFE_defaultMapRouteProperties,
    hydrationRouteProperties: UNSAFE_hydrationRouteProperties,
  }).initialize();
}
