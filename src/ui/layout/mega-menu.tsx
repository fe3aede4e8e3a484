import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { MenuCategoryView } from '../view-models';
import { promotedBrandLinks } from './brand-links';
import { useHeaderMenu } from './header-menus';
import { useDismiss } from './use-dismiss';
import { RouteLink } from '../components/route-link';

/** Desktop 'Shop by Category': top categories, the active one's subcategories, and the brands list. */
export function MegaMenu({ categories }: { categories: readonly MenuCategoryView[] }) {
  const [open, setOpen] = useHeaderMenu('mega-menu');
  const [activeIndex, setActiveIndex] = useState(0);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useDismiss(open, close, { inside: root, returnFocusTo: button });
  const { pathname, search } = useLocation();
  useEffect(close, [pathname, search, close]);

  const active = categories[activeIndex] ?? categories[0];
  const brands = promotedBrandLinks(categories);
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
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          openAndFocusFirst();
        }}
      >
        Shop by Category
      </button>
      <div id={panelId} className="mega-menu__panel" hidden={!open}>
        <ul className="mega-menu__categories" aria-label="Categories">
          {categories.map((category, index) => (
            <li key={category.href} className={index === activeIndex ? 'is-active' : undefined}>
              <RouteLink to={category.href} onMouseEnter={() => setActiveIndex(index)} onFocus={() => setActiveIndex(index)}>
                {category.name}
              </RouteLink>
            </li>
          ))}
        </ul>
        {active ? (
          <div className="mega-menu__subcategories" aria-label={active.name} role="group">
            <p className="mega-menu__heading">
              <RouteLink to={active.href}>Shop all {active.name}</RouteLink>
            </p>
            <ul>
              {active.children.map((sub) => (
                <li key={sub.href}>
                  <RouteLink to={sub.href} className="mega-menu__sub">
                    {sub.name}
                  </RouteLink>
                  {sub.children.length > 0 ? (
                    <ul>
                      {sub.children.map((leaf) => (
                        <li key={leaf.href}>
                          <RouteLink to={leaf.href}>{leaf.name}</RouteLink>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mega-menu__brands" role="group" aria-label="Brands">
          <p className="mega-menu__heading">Brands</p>
          <ul>
            {brands.map((link) => (
              <li key={link.brand}>
                <RouteLink to={link.href}>{link.brand}</RouteLink>
              </li>
            ))}
            <li>
              <RouteLink to="/pages/brands">All Brands</RouteLink>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}
