// Issue 33 (Total Blocking Time): a carousel's slides past the first screenful are not hydrated
// with the page. Home lists four carousels of twelve cards; hydrating every card (its heart, cart
// form and Compare toggle, each with state and effects) was a large part of the page's hydration,
// though a shopper reaches those slides only by scrolling the carousel.
//
// A dormant card is the server's HTML left as it is: React adopts the <article> and never looks
// inside it (an element with inner HTML of its own). It works as it does without JavaScript: its
// link navigates through the document's route-link handler, its forms post. Its carousel wakes its
// cards the first time the shopper heads for it (pointer over it, a touch, focus inside it: a swipe,
// a wheel and the arrows all begin so): they are then rendered live, in a transition. Autoplay
// scrolls dormant slides into view as they are (the same markup), without waking them.
// The server marks a dormant slide's <li> with `data-dormant`; only a carousel hydrating such a
// track leaves cards dormant (a page rendered in the browser after a navigation renders every card
// live at once).
import { createContext, useContext, useLayoutEffect, useRef, useState } from 'react';

/** Set on a dormant slide: wakes its carousel. Null on a live slide and outside carousels. */
export const SlideDormancy = createContext<{ wake: (now?: boolean) => void } | null>(null);

const NO_INNER_HTML = { __html: '' };

/**
 * In the browser, whether this card is left as the server's HTML (the server always renders it
 * whole): only while its view is the one it hydrated with (a view the page's data replaced, say
 * after a revalidation, renders live at once).
 */
export function useDormantCard(card: object): boolean {
  const [hydratedWith] = useState(card);
  return useContext(SlideDormancy) !== null && typeof window !== 'undefined' && hydratedWith === card;
}

/**
 * The server's <article> adopted as it is. Should hydration have failed around it (React then
 * renders the region in the browser: an empty article), its carousel wakes before paint.
 */
export function DormantCard({ sku }: { sku: string }) {
  const ref = useRef<HTMLElement>(null);
  const dormancy = useContext(SlideDormancy);
  useLayoutEffect(() => {
    if (ref.current && ref.current.childElementCount === 0) dormancy?.wake(true);
  }, [dormancy]);
  return <article ref={ref} className="product-card" data-sku={sku} dangerouslySetInnerHTML={NO_INNER_HTML} suppressHydrationWarning />;
}
