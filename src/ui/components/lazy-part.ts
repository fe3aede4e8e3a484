// A part of the page the first interaction does not need (the cart drawer's contents, the search
// popup, the mega menu's panel, analytics and consent, the lightbox): its own chunk, fetched when
// it is first shown, or earlier when the shopper heads for it (preload on hover or focus). The one
// import is shared, so a preload and the render never fetch twice. Once loaded, the part renders
// at once (a settled thenable React reads synchronously): the server, which loads every part when
// it starts, renders them in place, never as a fallback streamed later.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface LazyPart<Props> {
  Component: LazyExoticComponent<ComponentType<Props>>;
  /** Starts fetching the chunk; safe to call any number of times. */
  preload: () => void;
  /** Resolves once the chunk is loaded (then the part renders without suspending). */
  load: () => Promise<unknown>;
}

type Module<Props> = { default: ComponentType<Props> };

export function lazyPart<Props>(load: () => Promise<Module<Props>>): LazyPart<Props> {
  let loaded: Module<Props> | undefined;
  let pending: Promise<Module<Props>> | undefined;
  const once = (): Promise<Module<Props>> => {
    // React's lazy reads a thenable that calls back at once without waiting for a microtask.
    if (loaded) return { then: (resolve?: (m: Module<Props>) => unknown) => resolve?.(loaded as Module<Props>), status: 'fulfilled', value: loaded } as unknown as Promise<Module<Props>>;
    return (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed fetch (offline for a moment) is tried again the next time the part is wanted.
        pending = undefined;
        throw error;
      },
    ));
  };
  const preload = () => {
    once().then(undefined, () => undefined);
  };
  if (typeof window === 'undefined') preload();
  return { Component: lazy(once), preload, load: () => new Promise((resolve, reject) => once().then(resolve, reject)) };
}
