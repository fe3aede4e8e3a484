import { useEffect, useRef } from 'react';
import { HeaderMenusProvider, useHeaderMenus } from '../layout/header-menus';
import { DropdownMenu } from '../layout/dropdown-menu';
import { LocaleSelector } from '../layout/locale-selector';
import { MegaMenu } from '../layout/mega-menu';
import { MobileMenu } from '../layout/mobile-menu';
import { useHeaderVisibility } from '../layout/use-header-visibility';
import { Hole } from '../personal/holes';
import { StaticPart } from '../static-part';
import { HeaderSearch } from '../search/header-search';
import { useRootData } from '../use-root-data';
import type { RootData } from '../view-models';
import { RouteLink } from './route-link';

/** Header, desktop and mobile (spec section 2): promotions, menus, account, search and cart slots. */
export function SiteHeader() {
  const root = useRootData();
  if (!root) return null;
  return (
    <HeaderMenusProvider>
      <HeaderBar root={root} />
    </HeaderMenusProvider>
  );
}

function HeaderBar({ root }: { root: RootData }) {
  const { layout, categoryData } = root;
  const { anyOpen } = useHeaderMenus();
  const visible = useHeaderVisibility(anyOpen);
  const element = useRef<HTMLElement>(null);
  useHeaderHeightProperty(element);
  const { promotions } = layout;
  return (
    <header ref={element} className={`site-header${visible ? '' : ' site-header--hidden'}`} data-visible={visible}>
      <ul className="promo-bar" aria-label="Promotions">
        <li>{promotions.freeShippingDesktop}</li>
        <li>{promotions.priceMatch}</li>
        <li>{promotions.smsDeals}</li>
        <li>{promotions.phoneHelp}</li>
      </ul>
      <p className="promo-strip promo-strip--mobile">{promotions.freeShippingMobile}</p>
      <div className="site-header__bar">
        {/* The same markup on every page of a locale and content version: rendered once (static-part.tsx). */}
        <StaticPart name="mobile-menu">
          <MobileMenu categories={categoryData} layout={layout} />
        </StaticPart>
        <RouteLink to="/" className="site-header__logo">
          {layout.siteTitle}
        </RouteLink>
        <div className="site-header__search" data-slot="header-search">
          <HeaderSearch />
        </div>
        <nav className="site-header__links" aria-label="Information">
          <DropdownMenu name="about-us" menu={layout.menus.aboutUs} />
          <DropdownMenu name="order-information" menu={layout.menus.orderInformation} />
        </nav>
        <div className="site-header__actions">
          <LocaleSelector locales={root.locales} selected={root.selectedLocale} />
          <Hole name="header-links" />
        </div>
      </div>
      <nav className="site-header__categories" aria-label="Shop by Category">
        <StaticPart name="mega-menu">
          <MegaMenu categories={categoryData} />
        </StaticPart>
      </nav>
    </header>
  );
}

/**
 * Keeps --header-height on the root element at the header's height, so a #hash target (the browser's
 * own jump, or the listing's smooth scroll) lands below the sticky header (layout.css: scroll-padding-top).
 * Without JavaScript the stylesheet's height for each breakpoint applies.
 */
function useHeaderHeightProperty(header: { current: HTMLElement | null }) {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--header-height', `${Math.ceil(element.getBoundingClientRect().height)}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, [header]);
}
