// Header search (spec sections 2 and 4). Desktop: an input ('Search for a Product') that opens a
// popup with the second input ('Search for...') and instant results. Mobile: a search button and
// popup, never open together with the mobile menu. Shortcuts s and /. The popup closes on a click
// outside it (its input, the cart popup and its overlay excepted) and on navigation; closing clears
// the text and removes search parameters from the URL. search[query] in the URL opens and fills it.
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type RefObject } from 'react';
import { useHref, useLocation, useNavigate } from '../router/hooks';
import { SEARCH_QUERY_MAX_LENGTH } from '../../domain/search-state';
import { useModalFocus } from '../components/use-modal-focus';
import { useHeaderMenu } from '../layout/header-menus';
import { MOBILE_SEARCH } from '../layout/mobile-menu';
import { preloadInstantResults, SearchForm } from './search-popup-form';
import { useSearchShortcuts } from './use-search-shortcuts';

const DESKTOP_SEARCH = 'desktop-search';
const QUERY_PARAM = 'search[query]';
const SEARCH_PATH = '/search';
/**
 * Clicks here never close the popup: the cart popup and its overlay, both inside .cart-drawer (the
 * spec's 'cart popup or overlay'). The search's own dimming layer catches clicks on the dimmed page:
 * its click closes the popup (not the press, so nothing under it takes the click once it is gone),
 * and the link or button under the dimming is never activated.
 */
const KEEPS_OPEN = '.cart-drawer, .search-overlay';
const DESKTOP_MEDIA = '(min-width: 768px)';

const isSearchParam = (key: string) => key.startsWith('search[');
/** Marks the navigation that only removed the search parameters after the popup closed. */
const CLOSED_BY_SEARCH = { closedBySearch: true } as const;

function useSearchText() {
  const location = useLocation();
  const fromUrl = new URLSearchParams(location.search).get(QUERY_PARAM) ?? '';
  const [text, setText] = useState(fromUrl);
  const closedBySearch = (location.state as { closedBySearch?: unknown } | null)?.closedBySearch === true;
  return { text, setText, fromUrl, onSearchPage: location.pathname === SEARCH_PATH, closedBySearch };
}

/** Removes search[...] parameters from the current URL (not on the results page, which they define). */
function useClearSearchParams() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    if (location.pathname === SEARCH_PATH) return;
    const params = new URLSearchParams(location.search);
    const keys = [...params.keys()].filter(isSearchParam);
    if (keys.length === 0) return;
    keys.forEach((key) => params.delete(key));
    const rest = params.toString();
    void navigate(`${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`, { replace: true, preventScrollReset: true, state: CLOSED_BY_SEARCH });
  }, [location, navigate]);
}

/** Focus moving from the popup (or its field) to anything outside them (Tab, Shift+Tab) closes the popup. */
function closeWhenFocusLeaves(close: () => void) {
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Element && !event.currentTarget.contains(next) && !next.closest(KEEPS_OPEN)) close();
  };
}

/** Opens the popup fit for the screen: full-screen on phones, under the search field from tablets up. */
const isDesktop = () => window.matchMedia(DESKTOP_MEDIA).matches;

function useCloseOnOutsideClick(open: boolean, inside: RefObject<HTMLElement | null>, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!target || inside.current?.contains(target) || target.closest(KEEPS_OPEN)) return;
      close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, inside, close]);
}

export function HeaderSearch() {
  const [desktopOpen, setDesktopOpen] = useHeaderMenu(DESKTOP_SEARCH);
  const [mobileOpen, setMobileOpen] = useHeaderMenu(MOBILE_SEARCH);
  const { text, setText, fromUrl, onSearchPage, closedBySearch } = useSearchText();
  const clearSearchParams = useClearSearchParams();
  const { pathname } = useLocation();
  const desktop = useRef<HTMLDivElement>(null);
  const mobile = useRef<HTMLDivElement>(null);
  const desktopInput = useRef<HTMLInputElement>(null);
  const mobileInput = useRef<HTMLInputElement>(null);
  const popupId = useId();
  const mobileId = useId();

  const close = useCallback(() => {
    setDesktopOpen(false);
    setMobileOpen(false);
    setText('');
    clearSearchParams();
  }, [setDesktopOpen, setMobileOpen, setText, clearSearchParams]);

  // An open popup shows the header (use-header-visibility), so the field is on screen, not above it.
  const openDesktop = useCallback(() => {
    setDesktopOpen(true);
    requestAnimationFrame(() => desktopInput.current?.focus({ preventScroll: true }));
  }, [setDesktopOpen]);
  const openMobile = useCallback(() => {
    setMobileOpen(true);
    requestAnimationFrame(() => mobileInput.current?.focus({ preventScroll: true }));
  }, [setMobileOpen]);
  const popup = useRef<HTMLDivElement>(null);
  const mobileButton = useRef<HTMLButtonElement>(null);
  const mobilePopup = useRef<HTMLDivElement>(null);
  /** Set while the closed popup gives focus back to the field: that focus does not open it again. */
  const returning = useRef(false);
  /** The search field opens the popup on focus, unless focus is coming back from the popup. */
  const openOnFocus = useCallback(
    (event: FocusEvent<HTMLInputElement>) => {
      if (returning.current || (event.relatedTarget instanceof Node && popup.current?.contains(event.relatedTarget))) return;
      openDesktop();
    },
    [openDesktop],
  );
  // Both popups are modal dialogs (use-modal-focus.ts): focus starts in their field and stays inside;
  // Escape closes them and focus goes back to what opened them: the header field (desktop; opened by
  // the s or / shortcut, the page keeps focus, so the shortcut works again) or the search button (phones).
  useModalFocus(desktopOpen, popup, {
    onEscape: close,
    initialFocus: () => desktopInput.current,
    restoreFocus: (target) => {
      returning.current = true;
      target.focus({ preventScroll: true });
      returning.current = false;
    },
  });
  useModalFocus(mobileOpen, mobilePopup, { onEscape: close, initialFocus: () => mobileInput.current, returnFocusTo: mobileButton });

  const searchAction = useHref(SEARCH_PATH);
  const openFromTrigger = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    openDesktop();
  };

  useSearchShortcuts(useCallback(() => (isDesktop() ? openDesktop() : openMobile()), [openDesktop, openMobile]));
  useCloseOnOutsideClick(desktopOpen, desktop, close);
  useCloseOnOutsideClick(mobileOpen, mobile, close);
  // Navigation closes the popups and resets the text to what the URL says; search[query] on a page
  // other than the results opens the popup, filled: under the field from tablets up, full-screen on phones. The navigation close() makes to drop
  // the search parameters is not one: the popup is closed already, and may have been opened again
  // (s or /) before that navigation landed.
  useEffect(() => {
    if (closedBySearch) return;
    setText(fromUrl);
    const openFromUrl = fromUrl !== '' && !onSearchPage;
    const desktopScreen = isDesktop();
    setMobileOpen(openFromUrl && !desktopScreen);
    setDesktopOpen(openFromUrl && desktopScreen);
  }, [pathname, fromUrl, onSearchPage, closedBySearch, setText, setDesktopOpen, setMobileOpen]);
  // The mobile menu and mobile search are mutually exclusive. The search opening closes the menu
  // (mobile-menu.tsx); the other way round needs no rule here: below 768 px the open search covers
  // the whole screen, burger included, and focus leaving it closes it. A rule here raced the
  // shortcut: the menu's opening could land in the same render as 's' opening the search, and
  // close the search the shopper had just asked for.

  return (
    <div className="header-search">
      <div ref={desktop} className="header-search__desktop" onBlur={closeWhenFocusLeaves(close)}>
        {/*
          The trigger is a real search form: without JavaScript it GETs the results page. With it,
          focus or a click opens the popup (a combobox whose popup is a dialog: a text input may be
          one, and it says whether the popup is expanded) and the popup's form searches.
        */}
        <form role="search" className="header-search__trigger-form" action={searchAction} method="get" onSubmit={openFromTrigger}>
          <input
            id={`${popupId}-trigger`}
            type="text"
            role="combobox"
            name="search[query]"
            aria-label="Search for a Product"
            className="header-search__trigger"
            placeholder="Search for a Product"
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-haspopup="dialog"
            aria-expanded={desktopOpen}
            aria-controls={popupId}
            onFocus={openOnFocus}
            onClick={openDesktop}
            onPointerEnter={preloadInstantResults}
          />
          {/* Without JavaScript it searches; with it, it opens the popup as the field does. */}
          <button type="submit" className="header-search__trigger-submit" aria-label="Search" onPointerEnter={preloadInstantResults}>
            <SearchIcon />
          </button>
        </form>
        <div ref={popup} id={popupId} className="header-search__popup" role="dialog" aria-modal="true" aria-label="Search" hidden={!desktopOpen}>
          {desktopOpen ? <SearchForm text={text} setText={setText} inputRef={desktopInput} label="Search for..." /> : null}
        </div>
      </div>
      <div ref={mobile} className="header-search__mobile">
        <button ref={mobileButton} type="button" className="header-search__mobile-button" onPointerDown={preloadInstantResults} aria-expanded={mobileOpen} aria-controls={mobileId} aria-label={mobileOpen ? 'Close search' : 'Search'} onClick={() => (mobileOpen ? close() : openMobile())}>
          <SearchIcon />
        </button>
        <div ref={mobilePopup} id={mobileId} className="header-search__mobile-popup" role="dialog" aria-modal="true" aria-label="Search" hidden={!mobileOpen} onBlur={closeWhenFocusLeaves(close)}>
          {mobileOpen ? (
            <>
              <button type="button" className="header-search__cancel" onClick={close}>
                Cancel
              </button>
              <SearchForm text={text} setText={setText} inputRef={mobileInput} label="Search for..." />
            </>
          ) : null}
        </div>
      </div>
      {desktopOpen || mobileOpen ? <div className="search-overlay" aria-hidden="true" onClick={close} /> : null}
    </div>
  );
}

function SearchIcon() {
  return (
    <svg className="icon" width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
