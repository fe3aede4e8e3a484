import { useEffect, useRef } from 'react';
import { CartLink } from '../cart/cart-link';
import { HeaderMenusProvider, useHeaderMenus } from '../layout/header-menus';
import { DropdownMenu } from '../layout/dropdown-menu';
import { LocaleSelector } from '../layout/locale-selector';
import { MegaMenu } from '../layout/mega-menu';
import { MobileMenu } from '../layout/mobile-menu';
import { useHeaderVisibility } from '../layout/use-header-visibility';
import { HeaderSearch } from '../search/header-search';
import { useRootData } from '../use-root-data';
import type { RootData } from '../view-models';
import { RouteLink } from './route-link';
import { SavedLink } from '../saved/saved-link';

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
  const { layout, categoryData, isAuthenticated } = root;
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
        <MobileMenu categories={categoryData} layout={layout} />
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
          <RouteLink to={isAuthenticated ? '/account' : '/account/login'} className="site-header__account">
            <AccountIcon />
            <span className="site-header__account-text">{isAuthenticated ? 'My Account' : 'Login'}</span>
          </RouteLink>
          <SavedLink />
          <div className="site-header__cart">
            <CartLink />
          </div>
        </div>
      </div>
      <nav className="site-header__categories" aria-label="Shop by Category">
        <MegaMenu categories={categoryData} />
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

function AccountIcon() {
  return (
    <svg className="icon" width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
