// The header search's behaviour (spec sections 2 and 4), for header-search.tsx to render: which
// popup is open, the text both fields share, and what opens and closes them. The popup closes on a
// click outside it (its input, the cart popup and its overlay excepted), on focus leaving it and on
// navigation; closing clears the text and removes search parameters from the URL. search[query] in
// the URL opens and fills it. Shortcuts s and /.
import { useCallback, useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { useLocation, useNavigate } from '../router/hooks';
import { useModalFocus } from '../components/use-modal-focus';
import { useHeaderMenu } from '../layout/header-menus';
import { MOBILE_SEARCH } from '../layout/mobile-menu';
import { useSearchShortcuts } from './use-search-shortcuts';

const DESKTOP_SEARCH = 'desktop-search';
const QUERY_PARAM = 'search[query]';
export const SEARCH_PATH = '/search';
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
export function closeWhenFocusLeaves(close: () => void) {
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

/** The popups' elements: each popup's outer box (outside clicks), its dialog and its field. */
function useSearchElements() {
  return {
    desktop: useRef<HTMLDivElement>(null),
    popup: useRef<HTMLDivElement>(null),
    desktopInput: useRef<HTMLInputElement>(null),
    mobile: useRef<HTMLDivElement>(null),
    mobileButton: useRef<HTMLButtonElement>(null),
    mobilePopup: useRef<HTMLDivElement>(null),
    mobileInput: useRef<HTMLInputElement>(null),
  };
}

type SearchElements = ReturnType<typeof useSearchElements>;

/**
 * Both popups are modal dialogs (use-modal-focus.ts): focus starts in their field and stays inside;
 * Escape closes them and focus goes back to what opened them: the header field (desktop; opened by
 * the s or / shortcut, the page keeps focus, so the shortcut works again) or the search button (phones).
 * Returns whether focus is on its way back to the header field (that focus does not open it again).
 */
function useSearchDialogs(open: { desktop: boolean; mobile: boolean }, elements: SearchElements, close: () => void) {
  const returning = useRef(false);
  useModalFocus(open.desktop, elements.popup, {
    onEscape: close,
    initialFocus: () => elements.desktopInput.current,
    restoreFocus: (target) => {
      returning.current = true;
      target.focus({ preventScroll: true });
      returning.current = false;
    },
  });
  useModalFocus(open.mobile, elements.mobilePopup, { onEscape: close, initialFocus: () => elements.mobileInput.current, returnFocusTo: elements.mobileButton });
  return returning;
}

/**
 * Navigation closes the popups and resets the text to what the URL says; search[query] on a page
 * other than the results opens the popup, filled: under the field from tablets up, full-screen on
 * phones. The navigation close() makes to drop the search parameters is not one: the popup is closed
 * already, and may have been opened again (s or /) before that navigation landed.
 */
function useOpenFromUrl(search: ReturnType<typeof useSearchText>, setDesktopOpen: (open: boolean) => void, setMobileOpen: (open: boolean) => void) {
  const { pathname } = useLocation();
  const { fromUrl, onSearchPage, closedBySearch, setText } = search;
  useEffect(() => {
    if (closedBySearch) return;
    setText(fromUrl);
    const openFromUrl = fromUrl !== '' && !onSearchPage;
    const desktopScreen = isDesktop();
    setMobileOpen(openFromUrl && !desktopScreen);
    setDesktopOpen(openFromUrl && desktopScreen);
  }, [pathname, fromUrl, onSearchPage, closedBySearch, setText, setDesktopOpen, setMobileOpen]);
}

export function useHeaderSearch() {
  const [desktopOpen, setDesktopOpen] = useHeaderMenu(DESKTOP_SEARCH);
  const [mobileOpen, setMobileOpen] = useHeaderMenu(MOBILE_SEARCH);
  const search = useSearchText();
  const { text, setText } = search;
  const clearSearchParams = useClearSearchParams();
  const elements = useSearchElements();

  const close = useCallback(() => {
    setDesktopOpen(false);
    setMobileOpen(false);
    setText('');
    clearSearchParams();
  }, [setDesktopOpen, setMobileOpen, setText, clearSearchParams]);

  // An open popup shows the header (use-header-visibility), so the field is on screen, not above it.
  const openDesktop = useCallback(() => {
    setDesktopOpen(true);
    requestAnimationFrame(() => elements.desktopInput.current?.focus({ preventScroll: true }));
  }, [setDesktopOpen, elements.desktopInput]);
  const openMobile = useCallback(() => {
    setMobileOpen(true);
    requestAnimationFrame(() => elements.mobileInput.current?.focus({ preventScroll: true }));
  }, [setMobileOpen, elements.mobileInput]);
  const returning = useSearchDialogs({ desktop: desktopOpen, mobile: mobileOpen }, elements, close);
  /** The search field opens the popup on focus, unless focus is coming back from the popup. */
  const openOnFocus = useCallback(
    (event: FocusEvent<HTMLInputElement>) => {
      if (returning.current || (event.relatedTarget instanceof Node && elements.popup.current?.contains(event.relatedTarget))) return;
      openDesktop();
    },
    [openDesktop, returning, elements.popup],
  );

  useSearchShortcuts(useCallback(() => (isDesktop() ? openDesktop() : openMobile()), [openDesktop, openMobile]));
  useCloseOnOutsideClick(desktopOpen, elements.desktop, close);
  useCloseOnOutsideClick(mobileOpen, elements.mobile, close);
  useOpenFromUrl(search, setDesktopOpen, setMobileOpen);
  // The mobile menu and mobile search are mutually exclusive. The search opening closes the menu
  // (mobile-menu.tsx); the other way round needs no rule here: below 768 px the open search covers
  // the whole screen, burger included, and focus leaving it closes it. A rule here raced the
  // shortcut: the menu's opening could land in the same render as 's' opening the search, and
  // close the search the shopper had just asked for.

  return { desktopOpen, mobileOpen, text, setText, close, openDesktop, openMobile, openOnFocus, elements };
}
