// A static part of the page: markup that is the same on every page of a locale and content version
// (the mobile menu's and the mega menu's category tree, the footer; a product card's body wherever
// the card shows), a few hundred elements a page.
// The server renders it once and splices the bytes into later pages (src/server/ssr/static-parts.ts):
// the first render of a part leaves a begin and an end marker around it, which the server cuts out
// of the stream and keeps; later renders leave one marker the stream fills with the kept bytes. The
// kept bytes were rendered in the page's own tree, at the part's place (its useId ids included), so
// the page is byte for byte what a full render gives and hydrates the same.
//
// A part may read only what its key covers: the locale, the link base, the shell's shared data
// (layout, category tree, locales, stores), the process's settings and what `vary` names. Location,
// personal data, the nonce and page data must not change its markup (effects may read anything),
// except through a slot: a value the part names in `slots` and its children function places (a
// product card's cart form returns to the page's URL). The server writes each page's value into the
// kept bytes, and escapes it as React would.
// In the browser, and on the server without a static-part cache, it renders its children as they are.
import { createContext, useContext, useId, type ReactNode } from 'react';

/** What the server's render does at a part: splice kept bytes, or capture them; null renders as is. */
export interface StaticPartMark {
  kind: 'splice' | 'capture';
  token: string;
  /** While capturing: what the part's markup carries in place of each slot's value, in `slots` order. */
  slotMarks?: readonly string[];
}

export interface StaticPartMarker {
  /**
   * The mark for the part named `name` with its `vary` ('' for none) at the tree position `id` (''
   * for a part kept wherever it is, see `anywhere`); null to render as is. `vary` comes apart from
   * the name: a card's is its view's JSON (about 1 KB), one string for both of the card's parts.
   */
  mark(name: string, vary: string, id: string, slots?: readonly string[]): StaticPartMark | null;
}

/** Set only by the server's document render (render-document.tsx). */
export const StaticPartMarking = createContext<StaticPartMarker | null>(null);

/** The markers, as React writes them (the stream looks for these exact bytes). */
export const STATIC_PART_ATTRIBUTE = { begin: 'data-sp', end: 'data-sp-end', splice: 'data-sp-fill' } as const;

interface StaticPartProps {
  name: string;
  /** Everything else the part's markup depends on (the footer's year, a product card's view); read only on the server. */
  vary?: string | (() => string);
  /**
   * The part's markup is the same wherever it is in the tree (nothing in it calls useId; the server
   * refuses to keep bytes carrying an id): one copy serves every position, a product card on any page.
   * Otherwise the part is kept per tree position (the menus, whose ids are of their place).
   */
  anywhere?: boolean;
  /** Render in full this time (the same tree, so ids stay those of every other render). */
  off?: boolean;
  /**
   * Per-page values in the part's markup (text or attribute values), placed by `children` as a
   * function of them: the server captures the part with a mark in place of each and writes every
   * page's own value over it.
   */
  slots?: readonly string[];
  children: ReactNode | ((slots: readonly string[]) => ReactNode);
}

export function StaticPart({ name, vary = '', anywhere = false, off = false, slots = [], children }: StaticPartProps) {
  // The id names the tree position: the same part elsewhere (an error page's layout) is kept apart.
  const id = useId();
  const marker = useContext(StaticPartMarking);
  const mark = marker && !off ? marker.mark(name, typeof vary === 'function' ? vary() : vary, anywhere ? '' : id, slots) : null;
  if (mark?.kind === 'splice') return <template {...{ [STATIC_PART_ATTRIBUTE.splice]: mark.token }} />;
  // Always the same three children, so the part's own useId ids are those of every other render.
  return (
    <>
      {mark ? <template {...{ [STATIC_PART_ATTRIBUTE.begin]: mark.token }} /> : null}
      {typeof children === 'function' ? children(mark?.slotMarks ?? slots) : children}
      {mark ? <template {...{ [STATIC_PART_ATTRIBUTE.end]: mark.token }} /> : null}
    </>
  );
}
