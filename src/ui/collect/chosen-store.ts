// The product page's pick-up line for the shopper's chosen store, worked out from the page's own
// view (every store's line, as for a shopper who chose none) and the chosen store's slug. The page
// is one shell for every shopper; the chosen store is a personal hole filled per response, so the
// server (filling the hole) and the browser (hydrating it) both derive the shopper's view here.
import type { PickupView } from './view-models';

/**
 * The view as the shopper who chose `chosen` sees it: that store's line as the headline (whatever it
 * says), the store first in the list. A slug naming no store in the view counts as no choice.
 */
export function withChosenStore(view: PickupView, chosen: string | null): PickupView {
  const store = chosen ? view.stores.find((s) => s.slug === chosen) : undefined;
  if (!store) return view.chosen === null ? view : { ...view, chosen: null };
  return { headline: store.headline, chosen: store.slug, stores: [store, ...view.stores.filter((s) => s !== store)] };
}
