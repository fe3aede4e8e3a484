// Header visibility on scroll (spec section 2, "Header"; thresholds of section 9).

export const HEADER_ALWAYS_VISIBLE_BELOW_PX = 400;
export const HEADER_SHOW_ON_SCROLL_UP_PX = 15;

export interface HeaderVisibility {
  visible: boolean;
  /** The scroll position the next move is measured from. */
  lastY: number;
}

export const INITIAL_HEADER_VISIBILITY: HeaderVisibility = { visible: true, lastY: 0 };

/**
 * Hides on scroll-down, shows on a scroll-up of more than 15 px, always shows under 400 px, and
 * does not react while a menu is open. A smaller scroll-up keeps the reference point, so a slow
 * scroll-up still shows the header once it adds up to more than 15 px.
 */
export function nextHeaderVisibility(prev: HeaderVisibility, y: number, menuOpen: boolean): HeaderVisibility {
  if (menuOpen) return prev;
  if (y < HEADER_ALWAYS_VISIBLE_BELOW_PX) return { visible: true, lastY: y };
  if (y > prev.lastY) return { visible: false, lastY: y };
  if (prev.lastY - y > HEADER_SHOW_ON_SCROLL_UP_PX) return { visible: true, lastY: y };
  return prev;
}

/**
 * A header menu or the search popup opening shows the header at once (issue 16: a shortcut pressed
 * while the header is hidden must not open search above the screen); the next move is measured from here.
 */
export function revealHeader(y: number): HeaderVisibility {
  return { visible: true, lastY: y };
}
