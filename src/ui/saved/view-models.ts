// What the saved-items page receives: mapped on the server from the saved list and current cards.
import type { ProductCardView } from '../components/product-card-view';

export interface SavedProductView {
  handle: string;
  /** The card as the product is now (current price and stock); null when the catalogue no longer has it. */
  card: ProductCardView | null;
  /** 'Now $x, was $y when you saved it'; null unless the price dropped since it was saved. */
  priceDrop: string | null;
  /** 'Saved 3 Mar 2026'. */
  savedOn: string;
}

export interface SavedPageView {
  signedIn: boolean;
  notice: { text: string; tone: 'info' | 'error' } | null;
  products: SavedProductView[];
  /** How many the list may hold, said under the heading. */
  limitText: string;
  /** Set when the saved list could not be reached. */
  error: string | null;
}
