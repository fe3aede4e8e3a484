// "What a shopper last saw is what is charged" (issue 29): the checkout page carries the text of
// every figure it shows (each line's item, quantity and unit price, the subtotal,
// discount and each shipping choice's fee, in one currency: the totals follow from these). Placing the order writes the same text from the cart as it
// is now; any difference means the world changed since the shopper confirmed, so nothing is charged
// and the checkout comes back with the new figures.
import { minorUnits, type Money } from './money';

export interface ConfirmedLine {
  merchandiseId: string;
  quantity: number;
  unitPrice: Money;
}

export interface ConfirmedFigures {
  lines: readonly ConfirmedLine[];
  subtotal: Money;
  discount: Money | null;
  /** Every shipping choice the page offered with its fee (one for the shop's rule, none for a pick-up); the total follows from them. */
  shipping: readonly { service: string; fee: Money }[];
}

/**
 * The canonical text of the figures: equal figures give equal text. It is kept as text, not hashed:
 * a cart of a few lines makes a few hundred characters, and a shopper who posts another page's text
 * only refuses their own order (the server prices it anyway).
 */
export function figuresText(figures: ConfirmedFigures): string {
  const amount = (money: Money | null) => (money ? String(minorUnits(money)) : '-');
  const lines = figures.lines.map((line) => `${line.merchandiseId}*${line.quantity}@${amount(line.unitPrice)}`).join(',');
  const shipping = figures.shipping.map((choice) => `${choice.service}=${amount(choice.fee)}`).join(',');
  return [figures.subtotal.currencyCode, lines, amount(figures.subtotal), amount(figures.discount), shipping].join('|');
}
