import { useCallback, useRef, useState } from 'react';
import { COUNTRY_LIST_ID } from '../no-script-style';
import { useLocation } from '../router/hooks';
import type { LocaleView } from '../view-models';
import { useDismiss } from './use-dismiss';

/** The same page under another locale's prefix: '/en-gb' + '/pages/about-us'. */
export function localeHref(locale: Pick<LocaleView, 'pathPrefix'>, pathname: string, search: string): string {
  const path = locale.pathPrefix && pathname === '/' ? '' : pathname;
  return `${locale.pathPrefix}${path}${search}` || '/';
}

/**
 * Market and currency. Each choice is a plain link: the router's basename is the locale prefix, so
 * switching is a full navigation to the other prefix, and it works before the client has loaded.
 */
export function LocaleSelector({ locales, selected }: { locales: readonly LocaleView[]; selected: LocaleView }) {
  const [open, setOpen] = useState(false);
  const listId = COUNTRY_LIST_ID;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, { inside: root, returnFocusTo: button });
  const { pathname, search } = useLocation();
  return (
    <div ref={root} className="locale-selector">
      <button
        ref={button}
        type="button"
        className="locale-selector__toggle with-script-only"
        aria-expanded={open}
        aria-controls={listId}
        // The visible code ends the name too: axe (label-content-name-mismatch) wants what is seen to be said.
        aria-label={`Country and currency: ${selected.label}, ${selected.currency}`}
        onClick={() => setOpen(!open)}
      >
        {selected.currency}
      </button>
      <a href={`#${listId}`} className="locale-selector__toggle no-script-only" aria-label={`Country and currency: ${selected.label}, ${selected.currency}`}>
        {selected.currency}
      </a>
      <ul id={listId} className="locale-selector__list" hidden={!open}>
        {locales.map((locale) => (
          <li key={locale.key}>
            <a
              href={localeHref(locale, pathname, search)}
              hrefLang={locale.key}
              aria-current={locale.key === selected.key ? 'true' : undefined}
            >
              {locale.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
