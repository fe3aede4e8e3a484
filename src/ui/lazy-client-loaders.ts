// The browser's route loaders (client-loaders.ts: JSON from the server's data routes, listings
// that build on the pages on screen) as a chunk of their own (issue 18). A page hydrates with the
// server's data and runs no loader before the first client-side navigation or form post, which
// wait for the browser router: the entry script loads the loaders with it.
import type { LoaderFunction } from 'react-router';
import type { OnScreen } from './client-loaders';
import { PAGE_ROUTES, type RouteLoaders } from './routes';

export function lazyClientLoaders(onScreen: OnScreen): { loaders: RouteLoaders; load: () => Promise<RouteLoaders> } {
  let loading: Promise<RouteLoaders> | undefined;
  const load = () => (loading ??= import('./client-loaders').then((module) => module.clientLoaders(onScreen)));
  const loaders = {} as RouteLoaders;
  for (const id of ['root', ...PAGE_ROUTES.map((route) => route.id)] as const) {
    const loader: LoaderFunction = async (args) => (await load())[id](args);
    loaders[id] = loader;
  }
  return { loaders, load };
}
