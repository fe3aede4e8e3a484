import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { RootErrorBoundary, RouteErrorScreen } from './error-screens';
import { RootLayout } from './root-layout';

/** Page routes: each page module is its own client chunk, loaded with `lazy`. */
export const PAGE_ROUTES = [
  { id: 'home', index: true, load: () => import('./pages/home-page') },
  { id: 'content-page', path: 'pages/:slug', load: () => import('./pages/content-page') },
  { id: 'stores', path: 'pages/locations', load: () => import('./pages/stores-page') },
  { id: 'store', path: 'locations/:slug', load: () => import('./pages/store-page') },
  { id: 'showtime-sale', path: 'showtime-sale', load: () => import('./pages/content-page') },
  { id: 'cart', path: 'cart', load: () => import('./pages/cart-page') },
  { id: 'checkout', path: 'checkout/:token', load: () => import('./pages/checkout-page') },
  { id: 'product', path: 'products/:handle', load: () => import('./pages/product-page') },
  { id: 'account', path: 'account', load: () => import('./pages/account-page') },
  { id: 'account-login', path: 'account/login', load: () => import('./pages/login-page') },
  { id: 'account-register', path: 'account/register', load: () => import('./pages/register-page') },
  { id: 'account-saved', path: 'account/saved', load: () => import('./pages/saved-page') },
  { id: 'account-order', path: 'account/orders/:number', load: () => import('./pages/account-order-page') },
  { id: 'collection', path: 'collections/:handle', load: () => import('./pages/collection-page') },
  { id: 'search', path: 'search', load: () => import('./pages/search-page') },
  { id: 'compare', path: 'compare', load: () => import('./pages/compare-page') },
  { id: 'not-found', path: '*', load: () => import('./pages/not-found-page') },
] as const satisfies readonly PageRoute[];

interface PageRoute {
  id: string;
  path?: string;
  index?: boolean;
  load: () => Promise<{ default: ComponentType }>;
}

export type PageRouteId = (typeof PAGE_ROUTES)[number]['id'];
export type RouteLoaders = Record<'root' | PageRouteId, LoaderFunction>;

// The shell's data changes only after a form post (login, cart, preview), not on navigation.
const shellShouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? defaultShouldRevalidate : false;

/** One route tree for both renderers; the server and the client bring their own loaders. */
export function createRoutes(loaders: RouteLoaders): RouteObject[] {
  const pages: RouteObject[] = PAGE_ROUTES.map((route) => ({
    id: route.id,
    ...('index' in route ? { index: true } : { path: route.path }),
    loader: loaders[route.id],
    lazy: async () => ({ Component: (await route.load()).default }),
  })) as RouteObject[];
  return [
    {
      id: 'root',
      path: '/',
      loader: loaders.root,
      shouldRevalidate: shellShouldRevalidate,
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      children: [{ id: 'pages', ErrorBoundary: RouteErrorScreen, children: pages }],
    },
  ];
}
