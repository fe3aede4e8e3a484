// A part of the page the first interaction does not need (the cart drawer's contents, the search
// popup, the mega menu's panel, analytics and consent, the lightbox): its own chunk, fetched when
// it is first shown, or earlier when the shopper heads for it (preload on hover or focus). The one
// import is shared, so a preload and the render never fetch twice. Once loaded, the part renders
// at once (a settled thenable React reads synchronously): the server, which loads every part when
// it starts, renders them in place, never as a fallback streamed later.
import type { Carried } from './island-handover';
import { createElement, lazy, startTransition, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';

export interface LazyPart<Props> {
  Component: LazyExoticComponent<ComponentType<Props>>;
  /** Starts fetching the chunk; safe to call any number of times. */
  preload: () => void;
  /** Resolves once the chunk is loaded (then the part renders without suspending). */
  load: () => Promise<unknown>;
}

type Module<Props> = { default: ComponentType<Props> };

/** The part's module once, as a thenable React's lazy reads at once when the module is there. */
function moduleOnce<Props>(load: () => Promise<Module<Props>>) {
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
  // The server loads every part when it starts, to render them in place.
  if (typeof window === 'undefined') preload();
  return { once, preload, isLoaded: () => loaded !== undefined };
}

export function lazyPart<Props>(load: () => Promise<Module<Props>>): LazyPart<Props> {
  const { once, preload } = moduleOnce(load);
  return { Component: lazy(once), preload, load: () => new Promise((resolve, reject) => once().then(resolve, reject)) };
}

/**
 * A part the server renders in place that the page can hydrate without (below the fold, or a form
 * the shopper fills in before sending): its chunk is not fetched before the page hydrates. Until
 * it arrives the server's HTML stays as it is (hydration adopts it untouched; links navigate
 * through the document's route-link handler, native form submissions work), then the live part
 * replaces it, taking over what the shopper typed and where the focus was, and pressing the plain
 * button (an accordion's toggle) pressed meanwhile. The chunk is fetched
 * once the browser is idle after the page has loaded, or earlier when the shopper heads for the
 * part (pointer over it, focus or a press inside it).
 *
 * Not a Suspense boundary left dehydrated: React gives up server HTML it cannot hydrate yet as soon
 * as any context above it changes (the cart, the router), and shows the empty fallback instead.
 */
export interface IslandPart<Props> {
  Island: (props: Props) => ReactElement;
  /** Starts fetching the chunk. */
  preload: () => void;
}

const ISLAND = 'lazy-island';
type Handover = typeof import('./island-handover');

let idle: Promise<void> | undefined;
/** Settles once the browser is idle after the page has loaded (the browser router loads then too). */
export function afterLoad(): Promise<void> {
  return (idle ??= new Promise<void>((resolve) => {
    const whenIdle = () => (window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1)))(() => resolve());
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }));
}

export function islandPart<Props>(load: () => Promise<Module<Props>>, selector: string): IslandPart<Props> {
  const { once, preload: fetchChunk, isLoaded } = moduleOnce(load);
  let wanted!: () => void;
  const want = new Promise<void>((resolve) => (wanted = resolve));
  const preload = () => {
    wanted();
    fetchChunk();
  };
  if (typeof window !== 'undefined') {
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(selector)) preload();
    };
    for (const type of ['pointerover', 'focusin', 'pointerdown']) document.addEventListener(type, onIntent, { capture: true, passive: true });
    void afterLoad().then(preload);
  }
  const Component = lazy(once) as unknown as ComponentType<object>;
  function Island(props: Props): ReactElement {
    const id = useId();
    const [live, setLive] = useState(() => typeof window === 'undefined' || isLoaded());
    // What the server rendered, read before hydration touches it; hydration adopts it as it is.
    const [serverHtml] = useState(() => (live ? '' : (document.getElementById(id)?.innerHTML ?? '')));
    const carried = useRef<{ handover: Handover; fields: Carried } | null>(null);
    // A press on one of the server HTML's plain buttons (an accordion's toggle) is kept, and given
    // to the same button of the live part once it is there: no dead click.
    const pressed = useRef<number | null>(null);
    useEffect(() => {
      const element = document.getElementById(id);
      if (live || !element) return;
      const onClick = (event: MouseEvent) => {
        const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
        if (!button || !element.contains(button)) return;
        pressed.current = [...element.querySelectorAll('button[type="button"]')].indexOf(button);
        preload();
      };
      element.addEventListener('click', onClick);
      return () => element.removeEventListener('click', onClick);
    }, [live, id]);
    useEffect(() => {
      if (live) return;
      // Rendered after a client-side navigation (no server HTML to show meanwhile): wanted now.
      if (!serverHtml) preload();
      let current = true;
      want
        .then(() => Promise.all([import('./island-handover'), once()]))
        .then(([handover]) => {
          if (!current) return;
          const element = document.getElementById(id);
          carried.current = element ? { handover, fields: handover.readFields(element) } : null;
          // A part with nothing to type in (the menus) goes live in a transition: its render may
          // yield, and parts arriving together no longer render as one long task (Total Blocking
          // Time). A form goes live at once, so nothing typed between reading and replacing is lost.
          if (carried.current?.fields.values.size) setLive(true);
          else startTransition(() => setLive(true));
        })
        .then(undefined, () => undefined);
      return () => {
        current = false;
      };
    }, [live, id, serverHtml]);
    useLayoutEffect(() => {
      const element = document.getElementById(id);
      if (!live || !carried.current || !element) return;
      carried.current.handover.writeFields(element, carried.current.fields);
      carried.current = null;
      if (pressed.current !== null) element.querySelectorAll<HTMLButtonElement>('button[type="button"]')[pressed.current]?.click();
      pressed.current = null;
    }, [live, id]);
    // data-live marks the part, in the browser only, once its own code runs (what a journey waits for before it acts as a scripted shopper).
    useEffect(() => {
      if (live) document.getElementById(id)?.setAttribute('data-live', '');
    }, [live, id]);
    if (live) return createElement('div', { key: 'live', id, className: ISLAND }, createElement(Component, props as object));
    return createElement('div', { key: 'static', id, className: ISLAND, dangerouslySetInnerHTML: { __html: serverHtml }, suppressHydrationWarning: true });
  }
  return { Island, preload };
}
