// What changed on a cart line since the shopper put it there (issue 29, "what the shopper sees is
// what is charged"): its price moved, the shop has fewer left than the line asks for, or it can no
// longer be bought. The cart page, the drawer and the checkout show each change before anything is
// charged; a line that cannot be bought is shown (with Remove) but never charged or ordered.
import { variantAvailability, type AvailabilityFacts } from './availability';
import { sellableQuantity } from './inventory-policy';
import { formatMoney, minorUnits, type Money } from './money';
import type { Locale } from './locale';

export type CartLineChange =
  /** The unit price now differs from the one the shopper added the line at. */
  | { kind: 'price-changed'; from: Money; to: Money }
  /** The shop has only `to` left of an item that stops at zero: the line counts `to`, not `from` (null where the platform did not say what was asked). */
  | { kind: 'quantity-reduced'; from: number | null; to: number }
  /** Sold out (or no longer sold): shown with Remove, never charged. */
  | { kind: 'unavailable' };

/**
 * How many of a line the shop can sell now. Online stock of an item whose status stops at zero
 * caps it; a back-order status ('Accepting Orders', '7 Day Dispatch') takes any quantity; an item
 * that cannot be bought at all sells none. Unknown stock (the platform keeps it) caps nothing.
 */
export function sellableOfLine(facts: AvailabilityFacts, wanted: number): number {
  if (!variantAvailability(facts).buyable) return 0;
  // The status is the inventory policy (inventory-policy.ts): a back-order sells past zero whatever the stock says.
  const limit = sellableQuantity(facts);
  return limit === null ? wanted : Math.min(wanted, limit);
}

/**
 * The changes of one line: `seenPrice` is the unit price the shopper added it at (null when not
 * known, or known in another currency: a shopper who changed market saw another price list).
 */
export function cartLineChanges(line: { quantity: number; unitPrice: Money; seenPrice: Money | null; availability: AvailabilityFacts }): CartLineChange[] {
  const changes: CartLineChange[] = [];
  const sellable = sellableOfLine(line.availability, line.quantity);
  if (sellable === 0) return [{ kind: 'unavailable' }];
  const { seenPrice, unitPrice } = line;
  if (seenPrice && seenPrice.currencyCode === unitPrice.currencyCode && minorUnits(seenPrice) !== minorUnits(unitPrice)) {
    changes.push({ kind: 'price-changed', from: seenPrice, to: unitPrice });
  }
  if (sellable < line.quantity) changes.push({ kind: 'quantity-reduced', from: line.quantity, to: sellable });
  return changes;
}

/** The quantity a line counts (and an order takes): what can be sold of it now. */
export function chargedQuantity(quantity: number, changes: readonly CartLineChange[]): number {
  for (const change of changes) {
    if (change.kind === 'unavailable') return 0;
    if (change.kind === 'quantity-reduced') return change.to;
  }
  return quantity;
}

/** An unavailable line's total. */
export const LINE_NOT_CHARGED = 'Not charged';

export const LINE_UNAVAILABLE_TEXT = 'Sorry, this item is no longer available. It will not be charged; please remove it.';

/** What the shopper reads about a change, in the page's market formatting. */
export function cartLineChangeText(change: CartLineChange, locale: Pick<Locale, 'language' | 'country'>): string {
  switch (change.kind) {
    case 'price-changed':
      return `Price changed from ${formatMoney(change.from, locale)} to ${formatMoney(change.to, locale)}`;
    case 'quantity-reduced':
      return change.from === null ? `Only ${change.to} left: your quantity is now ${change.to}` : `Only ${change.to} left: your quantity is now ${change.to} (was ${change.from})`;
    case 'unavailable':
      return LINE_UNAVAILABLE_TEXT;
  }
}
