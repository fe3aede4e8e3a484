// The context of holes.tsx on its own, so a part that only asks how the page is rendered (a shared
// shell for an ESI edge, or a page for its shopper) needs none of the holes' parts.
import { createContext, type ReactElement } from 'react';

/**
 * What a hole renders instead of itself on the server, by the hole's name (an ESI include, or the
 * server's own rendering of it); undefined renders the hole as the browser does. None in the browser.
 */
export type HoleMarker = (name: string) => ReactElement | undefined;
export const HoleMarking = createContext<HoleMarker | null>(null);

/**
 * True while the server renders a shell an ESI edge shares between visitors (its holes are
 * includes); false for a page rendered for its shopper, and in the browser.
 */
export const SharedShell = createContext(false);
