// The listing a navigation leads to, built in the browser from the one on screen when only the
// paging moved (pagingStep): 'Show more products' fetches the next page alone and appends it;
// back keeps fewer of the pages already there. Facets, counts and prices do not depend on the
// page, so they carry over. Whatever does not fit together asks for a full fetch (null).
import { PAYMENT_OPTIONS_AVAILABLE } from '../../domain/payment-options';
import { pagesOnScreen, type PagingStep, type SearchState } from '../../domain/search-state';
import { isThenable, outcomeNow } from '../deferred-data';
import type { CardRentalLines, ProductCardView } from '../components/product-card-view';

type RentalLines = CardRentalLines | Promise<CardRentalLines>;

/**
 * What nextListing reads of a listing: a collection's or search's ListingView, or a listing-like
 * content page's products. Anything else it carries over as it is.
 */
export interface ListingWindow {
  state: SearchState;
  cards: ProductCardView[];
  firstPage: number;
  pageSize: number;
  totalHits: number;
  unavailable: boolean;
  rentals?: RentalLines;
}

/** What cards show when their lookup failed: the generic payment line. */
const genericLines = (cards: readonly ProductCardView[]): CardRentalLines => Object.fromEntries(cards.map((card) => [card.sku, PAYMENT_OPTIONS_AVAILABLE]));

/** Lines for `cards` as known now: the lines, the generic ones after a failed lookup, or null while on their way. */
function linesNow(cards: readonly ProductCardView[], lines: RentalLines | undefined): CardRentalLines | null {
  if (!lines) return {};
  if (!isThenable(lines)) return lines;
  const now = outcomeNow(lines);
  if (!now) return null;
  return now.ok ? now.value : genericLines(cards);
}

/**
 * The kept cards' lines and the added page's, each settling on its own: a part whose lookup failed
 * gives its cards the line a failed lookup shows, so one failure does not blank the other part.
 * When every part is known already the lines are joined at once: the kept cards keep theirs on
 * screen, with no placeholder between (use-rental-lines.ts shows one while lines are on their way).
 */
function joinedRentals(parts: readonly { cards: readonly ProductCardView[]; lines: RentalLines | undefined }[]): RentalLines | undefined {
  if (parts.every((part) => !part.lines)) return undefined;
  const known = parts.map(({ cards, lines }) => linesNow(cards, lines));
  if (known.every((lines) => lines !== null)) return Object.assign({}, ...known) as CardRentalLines;
  const settled = parts.map(({ cards, lines }) => (lines ? Promise.resolve(lines).catch(() => genericLines(cards)) : {}));
  return Promise.all(settled).then((all): CardRentalLines => Object.assign({}, ...all));
}

/** The cards on screen are every hit of pages firstPage..state.page, as the server served them. */
function isWholeWindow(view: ListingWindow): boolean {
  const { first, last } = pagesOnScreen(view.state);
  const before = (first - 1) * view.pageSize;
  const expected = Math.max(0, Math.min((last - first + 1) * view.pageSize, view.totalHits - before));
  return !view.unavailable && view.firstPage === first && view.cards.length === expected;
}

/**
 * `target`'s listing from the one on screen and, when the step adds a page, that page as the
 * server answers it alone. Null when they do not join up (the hits or the page size changed
 * meanwhile, or the server moved the page): the caller then fetches every page. A listing with
 * `hasMore` (ListingView) has it brought up to date when the step keeps fewer pages.
 */
export function nextListing<T extends ListingWindow>(onScreen: T, target: SearchState, step: PagingStep, added: T | null): T | null {
  const { pageSize, totalHits } = onScreen;
  if (!isWholeWindow(onScreen)) return null;
  const kept = onScreen.cards.slice((step.keep.first - onScreen.firstPage) * pageSize, (step.keep.last - onScreen.firstPage + 1) * pageSize);
  const paging = { page: target.page, maxPage: target.maxPage };
  if (step.add === null) {
    const hasMore = 'hasMore' in onScreen ? { hasMore: target.page * pageSize < totalHits } : {};
    return { ...onScreen, state: { ...onScreen.state, ...paging }, cards: kept, firstPage: step.keep.first, ...hasMore };
  }
  if (!added || added.unavailable || added.pageSize !== pageSize || added.totalHits !== totalHits || added.state.page !== step.add || added.firstPage !== step.add) return null;
  const shown = new Set(kept.map((card) => card.sku));
  if (added.cards.some((card) => shown.has(card.sku))) return null;
  const rentals = joinedRentals([{ cards: kept, lines: onScreen.rentals }, { cards: added.cards, lines: added.rentals }]);
  return { ...added, state: { ...added.state, ...paging }, cards: [...kept, ...added.cards], firstPage: step.keep.first, ...(rentals ? { rentals } : {}) };
}
