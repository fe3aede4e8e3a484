import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from '../router/hooks';
import { islandPart } from '../components/lazy-part';
import type { MenuCategoryView } from '../view-models';
import { useHeaderMenu } from './header-menus';
import { useDismiss } from './use-dismiss';
import { MEGA_MENU_PANEL_ID } from '../no-script-style';

/**
 * The panel's contents are their own chunk, an island (lazy-part.ts, islandPart): the server renders
 * them in place; the browser keeps that HTML as it is (its links navigate through the document's
 * route-link handler) until the chunk has arrived (when idle after load, or as the pointer comes to
 * the menu), then renders the live panel, whose hover and focus pick the category shown.
 */
const Panel = islandPart<{ categories: readonly MenuCategoryView[] }>(() => import('./mega-menu-panel'), '.mega-menu');

/** Desktop 'Shop by Category': top categories, the active one's subcategories, and the brands list. */
export function MegaMenu({ categories }: { categories: readonly MenuCategoryView[] }) {
  const [open, setOpen] = useHeaderMenu('mega-menu');
  const panelId = MEGA_MENU_PANEL_ID;
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
        className="mega-menu__toggle with-script-only"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          openAndFocusFirst();
        }}
      >
        Shop by Category
      </button>
      <a href={`#${panelId}`} className="mega-menu__toggle no-script-only">
        Shop by Category
      </a>
      <div id={panelId} className="mega-menu__panel" hidden={!open}>
        <div className="mega-menu__contents">
          <Panel.Island categories={categories} />
        </div>
        <a href="#" className="mega-menu__close no-script-only">
          Close
        </a>
      </div>
    </div>
  );
}
