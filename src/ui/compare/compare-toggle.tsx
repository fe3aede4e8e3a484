// The 'Compare' toggle on product cards and product pages (issue 19). Without JavaScript it is a
// form that posts to /compare/toggle (the server sets the cookie and shows the comparison). With
// JavaScript it shows whether the product is chosen, and pressing it changes the browser's list in
// place. The toggle hydrates with its card; the tray and the list's logic (compare-tray.ts) come
// with the compare page's chunk, fetched when a product is chosen or the toggle is pressed.
//
// Not a lazy part in a Suspense boundary per card: a listing of 240 cards then hydrated its toggles
// one boundary at a time, each its own commit walking the whole grid, and kept a phone's main thread
// busy for seconds after the page showed (a back pressed meanwhile waited behind them).
import { startTransition, useEffect, useState, type FormEvent } from 'react';
import { useRouteBase } from '../components/route-link';
import { comparedNow, onComparedChange } from './compared-now';
import type { CompareItem } from './compare-item';

type Tray = Pick<typeof import('./compare-tray'), 'showTray' | 'toggleCompare'>;
let tray: Promise<Tray> | undefined;
/** The tray's chunk, once (a failed fetch is tried again at the next press). */
function loadTray(): Promise<Tray> {
  return (tray ??= import('../pages/compare-page').catch((error: unknown) => {
    tray = undefined;
    throw error;
  }));
}

let trayAsked: string | null = null;
/**
 * Shows the tray for a page whose toggles mount with products chosen. Every toggle of the page asks
 * in the same commit (240 on a long listing): one render of the tray serves them all.
 */
function askForTray(base: string): void {
  if (trayAsked === base) return;
  trayAsked = base;
  void loadTray()
    .then((module) => module.showTray(base), () => undefined)
    .finally(() => (trayAsked = null));
}

/**
 * `icon`: the card's look, a round icon button on the picture beside the save heart (issue 33: the
 * card loses its Compare row); its name stays 'Compare {title}' and it is the same form.
 */
export function CompareToggle({ item, className, icon = false }: { item: CompareItem; className?: string; icon?: boolean }) {
  const base = useRouteBase();
  // Null while hydrating (the server cannot know the browser's list), then the list, read after
  // mounting in a transition: a page holds a toggle per card, and reading them all at once in the
  // hydration's commit (as a store hook whose server value differs does) was one long, unsliced
  // render (1.1 s of a throttled phone's main thread on home).
  const [chosen, setChosen] = useState<readonly string[] | null>(null);
  useEffect(() => {
    const read = () => startTransition(() => setChosen(comparedNow()));
    read();
    return onComparedChange(read);
  }, []);
  const any = (chosen?.length ?? 0) > 0;
  // Marks the toggle working in place (until then a press posts the form, which works too).
  const enhanced = chosen !== null;
  useEffect(() => {
    if (any) askForTray(base);
  }, [any, base]);
  const toggle = (event: FormEvent) => {
    event.preventDefault();
    // Offline for a moment: the press posts the form after all, as without JavaScript.
    const form = event.currentTarget as HTMLFormElement;
    loadTray().then(
      (module) => module.toggleCompare(item, base),
      () => form.submit(),
    );
  };
  return (
    <form method="post" action={`${base}/compare/toggle`} className={`compare-toggle${className ? ` ${className}` : ''}`} onSubmit={toggle} data-enhanced={enhanced || undefined}>
      <input type="hidden" name="handle" value={item.handle} />
      {icon ? (
        <button type="submit" className="compare-toggle__button compare-toggle__button--icon" aria-pressed={chosen?.includes(item.handle) ?? false} data-testid="compare-toggle">
          <CompareIcon />
          <span className="visually-hidden">Compare {item.title}</span>
        </button>
      ) : (
        <button type="submit" className="compare-toggle__button" aria-pressed={chosen?.includes(item.handle) ?? false} data-testid="compare-toggle">
          <span className="compare-toggle__box" aria-hidden="true">
            {chosen?.includes(item.handle) ? '✓' : ''}
          </span>
          Compare<span className="visually-hidden"> {item.title}</span>
        </button>
      )}
    </form>
  );
}

/** Two arrows passing each other: 'side by side'. */
function CompareIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M4 8h13m0 0-3.5-3.5M17 8l-3.5 3.5M20 16H7m0 0 3.5-3.5M7 16l3.5 3.5" />
    </svg>
  );
}
