// The 'Compare' toggle on product cards and product pages (issue 19). Without JavaScript it is a
// form that posts to /compare/toggle (the server sets the cookie and shows the comparison). With
// JavaScript it shows whether the product is chosen, and pressing it changes the browser's list in
// place. In the browser this module travels in the compare page's chunk (lazy-compare-toggle.tsx).
import { startTransition, useEffect, useState, type FormEvent } from 'react';
import { useRouteBase } from '../components/route-link';
import { comparedNow, onComparedChange } from './compared-now';
import type { CompareItem } from './compare-item';
import { showTray, toggleCompare } from './compare-tray';

export function CompareToggle({ item, className }: { item: CompareItem; className?: string }) {
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
    if (any) showTray(base);
  }, [any, base]);
  const toggle = (event: FormEvent) => {
    event.preventDefault();
    toggleCompare(item, base);
  };
  return (
    <form method="post" action={`${base}/compare/toggle`} className={`compare-toggle${className ? ` ${className}` : ''}`} onSubmit={toggle} data-enhanced={enhanced || undefined}>
      <input type="hidden" name="handle" value={item.handle} />
      <button type="submit" className="compare-toggle__button" aria-pressed={chosen?.includes(item.handle) ?? false} data-testid="compare-toggle">
        <span className="compare-toggle__box" aria-hidden="true">
          {chosen?.includes(item.handle) ? '✓' : ''}
        </span>
        Compare<span className="visually-hidden"> {item.title}</span>
      </button>
    </form>
  );
}
