// Header search (spec sections 2 and 4). Desktop: an input ('Search for a Product') that opens a
// popup with the second input ('Search for...') and instant results. Mobile: a search button and
// popup, never open together with the mobile menu. What opens and closes them, and when:
// use-header-search.ts.
import { useId, type FormEvent } from 'react';
import { useHref } from '../router/hooks';
import { SEARCH_QUERY_MAX_LENGTH } from '../../domain/search-state';
import { preloadInstantResults, SearchForm } from './search-popup-form';
import { closeWhenFocusLeaves, SEARCH_PATH, useHeaderSearch } from './use-header-search';

type HeaderSearchState = ReturnType<typeof useHeaderSearch>;

export function HeaderSearch() {
  const search = useHeaderSearch();
  const { desktopOpen, mobileOpen, close } = search;
  return (
    <div className="header-search">
      <DesktopSearch search={search} />
      <MobileSearch search={search} />
      {desktopOpen || mobileOpen ? <div className="search-overlay" aria-hidden="true" onClick={close} /> : null}
    </div>
  );
}

function DesktopSearch({ search }: { search: HeaderSearchState }) {
  const { desktopOpen, text, setText, close, openDesktop, openOnFocus, elements } = search;
  const popupId = useId();
  const searchAction = useHref(SEARCH_PATH);
  const openFromTrigger = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    openDesktop();
  };
  return (
    <div ref={elements.desktop} className="header-search__desktop" onBlur={closeWhenFocusLeaves(close)}>
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
      <div ref={elements.popup} id={popupId} className="header-search__popup" role="dialog" aria-modal="true" aria-label="Search" hidden={!desktopOpen}>
        {desktopOpen ? <SearchForm text={text} setText={setText} inputRef={elements.desktopInput} label="Search for..." /> : null}
      </div>
    </div>
  );
}

function MobileSearch({ search }: { search: HeaderSearchState }) {
  const { mobileOpen, text, setText, close, openMobile, elements } = search;
  const mobileId = useId();
  return (
    <div ref={elements.mobile} className="header-search__mobile">
      <button ref={elements.mobileButton} type="button" className="header-search__mobile-button" onPointerDown={preloadInstantResults} aria-expanded={mobileOpen} aria-controls={mobileId} aria-label={mobileOpen ? 'Close search' : 'Search'} onClick={() => (mobileOpen ? close() : openMobile())}>
        <SearchIcon />
      </button>
      <div ref={elements.mobilePopup} id={mobileId} className="header-search__mobile-popup" role="dialog" aria-modal="true" aria-label="Search" hidden={!mobileOpen} onBlur={closeWhenFocusLeaves(close)}>
        {mobileOpen ? (
          <>
            <button type="button" className="header-search__cancel" onClick={close}>
              Cancel
            </button>
            <SearchForm text={text} setText={setText} inputRef={elements.mobileInput} label="Search for..." />
          </>
        ) : null}
      </div>
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
