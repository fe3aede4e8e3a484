import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { RootErrorBoundary, RouteErrorScreen } from './error-screens';
import { RootLayout } from './root-layout';

/** Page routes: each page module is its own client chunk, loaded with `lazy`. */
export const PAGE_ROUTES = [
  { id: 'home', index: true, page: 'home-page', load: () => import('./pages/home-page') },
  { id: 'content-page', path: 'pages/:slug', page: 'content-page', load: () => import('./pages/content-page') },
  { id: 'stores', path: 'pages/locations', page: 'stores-page', load: () => import('./pages/stores-page') },
  { id: 'store', path: 'locations/:slug', page: 'store-page', load: () => import('./pages/store-page') },
  { id: 'showtime-sale', path: 'showtime-sale', page: 'content-page', load: () => import('./pages/content-page') },
  { id: 'cart', path: 'cart', page: 'cart-page', load: () => import('./pages/cart-page') },
  { id: 'checkout', path: 'checkout/:token', page: 'checkout-page', load: () => import('./pages/checkout-page') },
  { id: 'product', path: 'products/:handle', page: 'product-page', load: () => import('./pages/product-page') },
  { id: 'account', path: 'account', page: 'account-page', load: () => import('./pages/account-page') },
  { id: 'account-login', path: 'account/login', page: 'login-page', load: () => import('./pages/login-page') },
  { id: 'account-register', path: 'account/register', page: 'register-page', load: () => import('./pages/register-page') },
  { id: 'account-saved', path: 'account/saved', page: 'saved-page', load: () => import('./pages/saved-page') },
  { id: 'collection', path: 'collections/:handle', page: 'collection-page', load: () => import('./pages/collection-page') },
  { id: 'search', path: 'search', page: 'search-page', load: () => import('./pages/search-page') },
  { id: 'compare', path: 'compare', page: 'compare-page', load: () => import('./pages/compare-page') },
  { id: 'not-found', path: '*', page: 'not-found-page', load: () => import('./pages/not-found-page') },
] as const satisfies readonly PageRoute[];

interface PageRoute {
  id: string;
  path?: string;
  index?: boolean;
  /** The page module `load` imports (src/ui/pages/<page>.tsx): the build's manifest names its chunks by it. */
  page: string;
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
