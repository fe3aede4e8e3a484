// What a page shows of one shopper. The page's HTML is one shell shared by every shopper (cached
// per URL); these values are rendered per request into the shell's named holes (holes.tsx) and
// travel with them to the browser, never into a cache.
//
// Adding a personal part: a field here with its anonymous value, its loader in
// src/server/loaders/personal-loaders.ts, and a hole in holes.tsx that renders it.
import type { CartView } from '../cart/view-models';

/** Everything personal the shell's holes show, as the browser receives it. */
export interface PersonalData {
  /** Items in the shopper's cart; null when the cart could not be loaded (shown as 0, never claimed empty). */
  cart: { count: number | null };
  account: { signedIn: boolean };
  /** Products on the shopper's saved list (the browser's or the account's); null when unknown now. */
  saved: { count: number | null };
  /**
   * The cart drawer's contents: the cart the cookie names as the drawer shows it (null: no cart);
   * `known` is false when it could not be loaded (the drawer then asks the server when opened).
   */
  drawer: { cart: CartView | null; known: boolean };
  /**
   * Click and collect's chosen store: the preferredStore cookie's slug. It counts only where a page
   * lists a store of that slug (the product page's pick-up line; src/ui/collect/chosen-store.ts).
   */
  store: { chosen: string | null };
}

/** A shopper without a cart or session: what a shell render assumes (and the shell's own payload carries). */
export const ANONYMOUS_PERSONAL: PersonalData = Object.freeze({
  cart: Object.freeze({ count: 0 }),
  account: Object.freeze({ signedIn: false }),
  saved: Object.freeze({ count: 0 }),
  drawer: { cart: null, known: true },
  store: { chosen: null },
});

/** The <script type="application/json"> element that carries a response's PersonalData. */
export const PERSONAL_DATA_ID = '__personal';

