import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from '../router/hooks';
import type { LayoutSettings } from '../../application/content/content';
import type { MenuCategoryView } from '../view-models';
import { useHeaderMenu, useHeaderMenus } from './header-menus';
import { MobileMenuContents } from './mobile-menu-island';
import { useDismiss } from './use-dismiss';
import { MOBILE_MENU_PANEL_ID } from '../no-script-style';
import { useModalFocus } from '../components/use-modal-focus';

export const MOBILE_MENU = 'mobile-menu';
/** The search engineer's mobile search popup registers under this name: the two never show together. */
export const MOBILE_SEARCH = 'mobile-search';

interface MobileMenuProps {
  categories: readonly MenuCategoryView[];
  layout: LayoutSettings;
}

/** The burger menu: categories with products, expandable subcategories, listings, menus, Need Help?. */
export function MobileMenu({ categories, layout }: MobileMenuProps) {
  const [open, setOpen] = useHeaderMenu(MOBILE_MENU);
  const panelId = MOBILE_MENU_PANEL_ID;
  const root = useRef<HTMLDivElement>(null);
  const burger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useDismiss(open, close, { inside: root });
  // A modal dialog: focus moves in, stays inside, Escape closes it and focus goes back to the burger.
  useModalFocus(open, panel, { onEscape: close, returnFocusTo: burger });
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);
  const { openNames } = useHeaderMenus();
  const searchOpen = openNames.has(MOBILE_SEARCH);
  useEffect(() => {
    if (searchOpen) close();
  }, [searchOpen, close]);
  useEffect(() => {
    if (!open) return;
    document.documentElement.classList.add('has-open-drawer');
    return () => document.documentElement.classList.remove('has-open-drawer');
  }, [open]);

  return (
    <div ref={root} className="mobile-menu">
      <button
        ref={burger}
        type="button"
        className="mobile-menu__burger with-script-only"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true" className="mobile-menu__bars" />
      </button>
      <a href={`#${panelId}`} className="mobile-menu__burger no-script-only" aria-label="Open menu">
        <span aria-hidden="true" className="mobile-menu__bars" />
      </a>
      {/* Dims the page behind the open menu; a click on it closes the menu. */}
      <div className="mobile-menu__backdrop" hidden={!open} onClick={close} />
      <div ref={panel} id={panelId} className="mobile-menu__panel" hidden={!open} role="dialog" aria-modal="true" aria-label="Menu">
        <MobileMenuContents categories={categories} layout={layout} panelId={panelId} />
        {/* Issue 33: Close within thumb reach, in a bar kept at the bottom of the panel as it scrolls. */}
        <div className="mobile-menu__footer">
          <a href="#" className="mobile-menu__close no-script-only">
            Close
          </a>
          <button type="button" className="mobile-menu__close with-script-only" onClick={close}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}
