// Click and collect as the product page, the cart and the embedded checkout render it.

export interface PickupStoreView {
  slug: string;
  name: string;
  /** The store page; null when the store has none on this site. */
  href: string | null;
  address: string;
  /** 'Today: 9:30am - 5:30pm'; null when the store's zone is unknown. */
  todayHours: string | null;
  /** 'Pick up today at Forestville', 'Ready in 2-4 days at Forestville', … */
  headline: string;
  /** The item's stock here ('3 in stock', 'Not in stock'); null for a whole cart. */
  stock: string | null;
  /** Holds every line: it can be chosen at checkout. */
  canCollect: boolean;
  /** The lines it lacks (a cart). */
  missing: string[];
  /** 'Ready from 11am today, Wednesday 25 November'. */
  readyText: string;
}

export interface PickupView {
  /** The line under the price or the cart total: the chosen store's, else the first store that can. */
  headline: string | null;
  /** The chosen store's slug, when one is chosen. */
  chosen: string | null;
  stores: PickupStoreView[];
}

/** The confirmation of a pick-up order. */
export interface OrderPickupView {
  store: string;
  address: string;
  phoneNumber: string;
  /** 'Ready from 11am today, Wednesday 25 November' (the store's own time). */
  readyWhen: string;
}
