import { useCallback, useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import type { LayoutSettings } from '../../application/content/content';
import type { MenuCategoryView } from '../view-models';
import { Accordion } from './accordion';
import { ContentLink } from './content-link';
import { useHeaderMenu, useHeaderMenus } from './header-menus';
import { useDismiss } from './use-dismiss';
import { RouteLink } from '../components/route-link';

export const MOBILE_MENU = 'mobile-menu';
/** The search engineer's mobile search popup registers under this name: the two never show together. */
export const MOBILE_SEARCH = 'mobile-search';

const LISTING_LINKS = [
  { label: 'New Arrivals', href: '/pages/new-arrivals' },
  { label: 'Clearance Centre', href: '/pages/clearance-centre' },
  { label: 'Open Box', href: '/pages/open-box' },
];

interface MobileMenuProps {
  categories: readonly MenuCategoryView[];
  layout: LayoutSettings;
}

/** The burger menu: categories with products, expandable subcategories, listings, menus, Need Help?. */
export function MobileMenu({ categories, layout }: MobileMenuProps) {
  const [open, setOpen] = useHeaderMenu(MOBILE_MENU);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const burger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useDismiss(open, close, { inside: root, returnFocusTo: burger });
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);
  const { openNames } = useHeaderMenus();
  const searchOpen = openNames.has(MOBILE_SEARCH);
  useEffect(() => {
    if (searchOpen) close();
  }, [searchOpen, close]);
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('button, a')?.focus();
    document.documentElement.classList.add('has-open-drawer');
    return () => document.documentElement.classList.remove('has-open-drawer');
  }, [open]);

  const { support } = layout;
  return (
    <div ref={root} className="mobile-menu">
      <button
        ref={burger}
        type="button"
        className="mobile-menu__burger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true" className="mobile-menu__bars" />
      </button>
      <div ref={panel} id={panelId} className="mobile-menu__panel" hidden={!open} role="dialog" aria-modal="false" aria-label="Menu">
        <button
          type="button"
          className="mobile-menu__close"
          onClick={() => {
            close();
            burger.current?.focus();
          }}
        >
          Close
        </button>
        <nav aria-label="Mobile">
          <ul className="mobile-menu__list">
            {categories
              .filter((category) => category.productCount > 0)
              .map((category) => (
                <li key={category.href}>
                  {category.children.length > 0 ? (
                    <Accordion title={category.name} level={null} className="mobile-menu__category">
                      <ul>
                        <li>
                          <RouteLink to={category.href}>Shop all {category.name}</RouteLink>
                        </li>
                        {category.children.map((sub) => (
                          <li key={sub.href}>
                            <RouteLink to={sub.href}>{sub.name}</RouteLink>
                          </li>
                        ))}
                      </ul>
                    </Accordion>
                  ) : (
                    <RouteLink to={category.href}>{category.name}</RouteLink>
                  )}
                </li>
              ))}
            {LISTING_LINKS.map((link) => (
              <li key={link.href}>
                <RouteLink to={link.href}>{link.label}</RouteLink>
              </li>
            ))}
            <li>
              <Accordion title="About Us" level={null}>
                <MenuLinks links={layout.menus.aboutUs.links} />
              </Accordion>
            </li>
            <li>
              <Accordion title="Order Info" level={null}>
                <MenuLinks links={layout.menus.orderInformation.links} />
              </Accordion>
            </li>
          </ul>
        </nav>
        <div role="region" className="mobile-menu__help" aria-labelledby={`${panelId}-help`}>
          {/* Not a heading: the menu comes before the page's <h1>. */}
          <p id={`${panelId}-help`} className="mobile-menu__help-title">
            Need Help?
          </p>
          <p>
            <a href={`tel:${support.phone.replace(/\s+/g, '')}`}>{support.phone}</a>
          </p>
          <p>
            <a href={`mailto:${support.email}`}>Email us</a>
          </p>
        </div>
      </div>
    </div>
  );
}

function MenuLinks({ links }: { links: LayoutSettings['menus']['aboutUs']['links'] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <ContentLink href={link.href}>{link.label}</ContentLink>
        </li>
      ))}
    </ul>
  );
}
