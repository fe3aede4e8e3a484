import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '../router/hooks';
import { islandPart } from '../components/lazy-part';
import { RouteLink } from '../components/route-link';
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
const Panel = islandPart<{ categories: readonly MenuCategoryView[]; selectedIndex: number }>(() => import('./mega-menu-panel'), '.mega-menu');

/** Which control opened the panel: 'Shop by Category' (all) or a department by its index in the tree. */
type Opener = 'all' | number;

/**
 * Desktop departments (issue 33): 'Shop by Category' and each top department in a row across the
 * header. Each opens the one mega menu panel (top categories, the chosen one's subcategories, the
 * brands list) on that department: the WAI-ARIA disclosure navigation pattern, buttons with
 * aria-expanded; Escape closes and gives focus back to the button. Without JavaScript 'Shop by
 * Category' is a link to the panel (#shop-by-category) and each department a link to its collection.
 */
export function MegaMenu({ categories }: { categories: readonly MenuCategoryView[] }) {
  const [open, setOpen] = useHeaderMenu('mega-menu');
  const [opener, setOpener] = useState<Opener>('all');
  const panelId = MEGA_MENU_PANEL_ID;
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useDismiss(open, close, { inside: root, returnFocusTo: trigger });
  const { pathname, search } = useLocation();
  useEffect(close, [pathname, search, close]);

  const toggle = (which: Opener, button: HTMLButtonElement) => {
    trigger.current = button;
    setOpener(which);
    setOpen(!(open && opener === which));
  };
  const openAndFocusFirst = (which: Opener, button: HTMLButtonElement, selector: string) => {
    trigger.current = button;
    setOpener(which);
    setOpen(true);
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>(selector)?.focus());
  };
  const departments = categories.map((category, index) => ({ category, index })).filter(({ category }) => category.productCount > 0);

  return (
    <div ref={root} className="mega-menu">
      <ul className="mega-menu__departments">
        <li>
          <button
            type="button"
            className="mega-menu__toggle with-script-only"
            aria-expanded={open && opener === 'all'}
            aria-controls={panelId}
            onClick={(event) => toggle('all', event.currentTarget)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowDown') return;
              event.preventDefault();
              openAndFocusFirst('all', event.currentTarget, '.mega-menu__categories a');
            }}
          >
            Shop by Category
          </button>
          <a href={`#${panelId}`} className="mega-menu__toggle no-script-only">
            Shop by Category
          </a>
        </li>
        {departments.map(({ category, index }) => (
          <li key={category.href} className="mega-menu__department">
            <button
              type="button"
              className="mega-menu__department-toggle with-script-only"
              aria-expanded={open && opener === index}
              aria-controls={panelId}
              onClick={(event) => toggle(index, event.currentTarget)}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowDown') return;
                event.preventDefault();
                openAndFocusFirst(index, event.currentTarget, '.mega-menu__subcategories a');
              }}
            >
              {category.name}
            </button>
            <RouteLink to={category.href} className="mega-menu__department-toggle no-script-only">
              {category.name}
            </RouteLink>
          </li>
        ))}
      </ul>
      <div id={panelId} className="mega-menu__panel" hidden={!open}>
        <div className="mega-menu__contents">
          <Panel.Island categories={categories} selectedIndex={opener === 'all' ? 0 : opener} />
        </div>
        <a href="#" className="mega-menu__close no-script-only">
          Close
        </a>
      </div>
    </div>
  );
}
