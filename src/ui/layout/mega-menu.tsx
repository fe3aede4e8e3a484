import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyPart } from '../components/lazy-part';
import type { MenuCategoryView } from '../view-models';
import { useHeaderMenu } from './header-menus';
import { useDismiss } from './use-dismiss';

/**
 * The panel's contents are their own chunk. The server renders them in place; the browser keeps that
 * HTML as it is (its links navigate through the document's route-link handler) until the chunk has
 * arrived (fetched once the page has hydrated, or as the pointer comes to the toggle), then renders
 * the live panel, whose hover and focus pick the category shown.
 */
const Panel = lazyPart<{ categories: readonly MenuCategoryView[] }>(() => import('./mega-menu-panel'));
const CONTENTS = 'mega-menu__contents';

function PanelContents({ panelId, categories }: { panelId: string; categories: readonly MenuCategoryView[] }) {
  const [live, setLive] = useState(typeof window === 'undefined');
  // What the server rendered, read before hydration touches it; hydration adopts it as it is.
  const [serverHtml] = useState(() => (live ? '' : (document.getElementById(panelId)?.querySelector(`.${CONTENTS}`)?.innerHTML ?? '')));
  useEffect(() => {
    if (live) return;
    let current = true;
    Panel.load().then(
      () => current && setLive(true),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [live]);
  if (live) {
    return (
      <div key="live" className={CONTENTS}>
        <Panel.Component categories={categories} />
      </div>
    );
  }
  return <div key="static" className={CONTENTS} dangerouslySetInnerHTML={{ __html: serverHtml }} suppressHydrationWarning />;
}

/** Desktop 'Shop by Category': top categories, the active one's subcategories, and the brands list. */
export function MegaMenu({ categories }: { categories: readonly MenuCategoryView[] }) {
  const [open, setOpen] = useHeaderMenu('mega-menu');
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useDismiss(open, close, { inside: root, returnFocusTo: button });
  const { pathname, search } = useLocation();
  useEffect(close, [pathname, search, close]);

  const openAndFocusFirst = () => {
    setOpen(true);
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('.mega-menu__categories a')?.focus());
  };

  return (
    <div ref={root} className="mega-menu">
      <button
        ref={button}
        type="button"
        className="mega-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        onPointerEnter={Panel.preload}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          openAndFocusFirst();
        }}
      >
        Shop by Category
      </button>
      <div id={panelId} className="mega-menu__panel" hidden={!open}>
        <PanelContents panelId={panelId} categories={categories} />
      </div>
    </div>
  );
}
