// The 'Compare' toggle on product cards and product pages (issue 19). Without JavaScript it is a
// form that posts to /compare/toggle (the server sets the cookie and shows the comparison). With
// JavaScript it shows whether the product is chosen, and pressing it changes the browser's list in
// place: that code, the tray and the replace dialog load on first use (compare-actions.ts), so pages
// carry only this form.
import { useEffect, useSyncExternalStore, type FormEvent } from 'react';
import { comparedHandles, onComparedChange } from './compare-cookie';
import type { CompareItem } from './compare-item';
import { useRouteBase } from '../components/route-link';

const noList = () => null;

/** The handles chosen, or null while the page is not hydrated (the server cannot know them). */
export function useComparedHandles(): string[] | null {
  return useSyncExternalStore(onComparedChange, comparedHandles, noList);
}

const loadActions = () => import('./compare-actions');

export function CompareToggle({ item, className }: { item: CompareItem; className?: string }) {
  const base = useRouteBase();
  const chosen = useComparedHandles();
  const on = chosen?.includes(item.handle) ?? false;
  const any = (chosen?.length ?? 0) > 0;
  // A list chosen earlier shows its tray on the first page with a toggle.
  useEffect(() => {
    if (any) void loadActions().then((actions) => actions.showTray(base));
  }, [any, base]);
  const toggle = (event: FormEvent) => {
    event.preventDefault();
    void loadActions().then((actions) => actions.toggleCompare(item, base));
  };
  return (
    <form method="post" action={`${base}/compare/toggle`} className={`compare-toggle${className ? ` ${className}` : ''}`} onSubmit={toggle}>
      <input type="hidden" name="handle" value={item.handle} />
      <button type="submit" className="compare-toggle__button" aria-pressed={on} data-testid="compare-toggle">
        <span className="compare-toggle__box" aria-hidden="true">
          {on ? '✓' : ''}
        </span>
        Compare<span className="visually-hidden"> {item.title}</span>
      </button>
    </form>
  );
}
