// The carousel's side of dormant slides (components/dormant-card.tsx): which slides sleep, whether
// this render may leave them asleep, and focus that lands in one. Apart from the card's side, which
// every page's first script carries, this loads with the carousel only.
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** A carousel's slides from this index on are left dormant at hydration (six 220 px slides fit a 1440 px screen). */
export const FIRST_DORMANT_SLIDE = 6;

/**
 * Whether the carousel whose track has this id may leave slides dormant: on the server, always; in
 * the browser, only while hydrating the server's track with its dormant slides marked (its
 * Suspense boundary may hydrate after the rest of the page; a carousel rendered after a navigation
 * finds no such track).
 */
export function mayLeaveDormant(trackId: string): boolean {
  return typeof document === 'undefined' || document.getElementById(trackId)?.querySelector(':scope > li[data-dormant]') != null;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * The carousel's focus handler while it has dormant slides: focus landing inside one (Shift+Tab
 * from below) wakes the carousel at once, and the same control of the live card takes the focus
 * back (the dormant markup is replaced). Focus elsewhere in the carousel wakes it in a transition.
 */
export function useWakeOnFocus(track: RefObject<HTMLUListElement | null>, awake: boolean, wake: (now?: boolean) => void): (target: EventTarget) => void {
  const refocus = useRef<{ slide: number; at: number } | null>(null);
  useLayoutEffect(() => {
    const place = refocus.current;
    if (!awake || !place) return;
    refocus.current = null;
    track.current?.children[place.slide]?.querySelectorAll<HTMLElement>(FOCUSABLE)[place.at]?.focus({ preventScroll: true });
  }, [awake, track]);
  return (target) => {
    const slide = target instanceof Element ? target.closest('li[data-dormant]') : null;
    if (!slide || !track.current?.contains(slide)) return wake();
    refocus.current = { slide: [...track.current.children].indexOf(slide), at: [...slide.querySelectorAll(FOCUSABLE)].indexOf(target as Element) };
    wake(true);
  };
}
