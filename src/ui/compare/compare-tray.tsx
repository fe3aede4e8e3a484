// The compare tray (issue 19): sticky at the foot of the window, collapsible, every control a
// button or link in the tab order. It lists the chosen products with 'Compare (n)', and asks which
// product a 5th should replace. Titles come from local storage, else from the compare page's own
// data, which also tells which products the shop no longer has: they drop out with a note.
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { MAX_COMPARED } from '../../domain/compare/compare-list';
import { DATA_PREFIX } from '../data-routes';
import { comparedHandles, onComparedChange } from './compare-cookie';
import { removeCompared, replaceWith } from './compare-changes';
import type { CompareItem } from './compare-item';
import { rememberItems, storedItem } from './compare-items';
import type { ComparePageData } from './view-models';
import { trayState } from './tray-state';

const comparePath = (handles: readonly string[]) => `/compare?products=${handles.join(',')}`;

/** The current page path without the locale prefix, following the router when there is one. */
function useOnComparePage(base: string): boolean {
  const onPage = () => location.pathname === `${base}/compare`;
  const [here, setHere] = useState(onPage);
  useEffect(() => window.__router?.subscribe(() => setHere(onPage())), []);
  return here;
}

/** Titles for handles chosen without them (a list set by the no-JS form, or in another tab); drops what the shop no longer has. */
function useMissingTitles(handles: readonly string[], base: string): void {
  const unknown = handles.filter((h) => !storedItem(h));
  const key = unknown.join(',');
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    fetch(`${DATA_PREFIX}${base}/compare?products=${key}&_route=compare`, { headers: { accept: 'application/json' }, signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<ComparePageData>) : null))
      .then((page) => {
        if (!page) return;
        const found = page.columns.map((c): CompareItem => ({ handle: c.handle, title: c.title, href: c.href, image: c.image?.src ?? null }));
        rememberItems(found, comparedHandles());
        const gone = key.split(',').filter((h) => !found.some((item) => item.handle === h));
        if (gone.length > 0) removeCompared(gone, `${gone.length === 1 ? 'A product' : `${gone.length} products`} you chose to compare ${gone.length === 1 ? 'is' : 'are'} no longer available and ${gone.length === 1 ? 'was' : 'were'} removed.`);
        else window.dispatchEvent(new Event('compare:changed'));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [key, base]);
}

function ReplaceDialog({ waiting, items }: { waiting: CompareItem; items: { handle: string; title: string }[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
  }, []);
  return (
    <dialog ref={dialog} className="compare-replace" aria-labelledby={titleId} onClose={() => trayState.cancel()}>
      <h2 id={titleId}>Compare holds up to {MAX_COMPARED} products</h2>
      <p>Choose one to replace with {waiting.title}:</p>
      <ul>
        {items.map((item) => (
          <li key={item.handle}>
            <button type="button" className="button button--secondary" onClick={() => replaceWith(item.handle, waiting)}>
              Replace {item.title}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="compare-replace__cancel" onClick={() => trayState.cancel()} autoFocus>
        Cancel
      </button>
    </dialog>
  );
}

export function CompareTray({ base }: { base: string }) {
  const handles = useSyncExternalStore(onComparedChange, comparedHandles);
  const tray = useSyncExternalStore(trayState.subscribe, trayState.get);
  const [open, setOpen] = useState(true);
  const listId = useId();
  const hidden = useOnComparePage(base);
  useMissingTitles(handles, base);
  useEffect(() => {
    if (tray.opened) setOpen(true);
  }, [tray.opened]);
  const showing = handles.length > 0 && !hidden;
  useEffect(() => {
    document.documentElement.classList.toggle('has-compare-tray', showing);
  }, [showing]);
  const items = handles.map((handle) => storedItem(handle) ?? { handle, title: handle, href: `/products/${handle}`, image: null });
  return (
    <>
      <p className="visually-hidden" role="status">
        {tray.message}
      </p>
      {tray.waiting ? <ReplaceDialog key={tray.opened} waiting={tray.waiting} items={items} /> : null}
      {showing ? (
        <aside className={`compare-tray${open ? ' compare-tray--open' : ''}`} aria-label="Compare tray" data-testid="compare-tray">
          <div className="compare-tray__bar">
            <button type="button" className="compare-tray__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
              {open ? 'Hide' : 'Show'} chosen products ({handles.length} of {MAX_COMPARED})
            </button>
            <a className="button compare-tray__go" href={`${base}${comparePath(handles)}`} data-route={comparePath(handles)}>
              Compare ({handles.length})
            </a>
          </div>
          <ul id={listId} className="compare-tray__items" hidden={!open}>
            {items.map((item) => (
              <li key={item.handle} className="compare-tray__item">
                {item.image ? <img src={item.image} alt="" width={40} height={40} /> : null}
                <a href={`${base}${item.href}`} data-route={item.href}>
                  {item.title}
                </a>
                <button type="button" className="compare-tray__remove" aria-label={`Remove ${item.title} from Compare`} onClick={() => removeCompared([item.handle], `${item.title} removed from Compare`)}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </>
  );
}
