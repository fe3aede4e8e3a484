// An open-box unit as its page reports it (issue 33): the grade a technician gave it (the words
// before the note, 'Very Good' in 'Very Good - Light handling marks…') and what it saves against
// the same item new, at the whole-dollar price the unit is shown and charged at.
import { minorUnits, moneyFromMinorUnits, type Money } from './money';

/** The condition's grade, or null when the condition is a note without one. */
export function openBoxGrade(condition: string): string | null {
  const match = /^\s*([A-Za-z][A-Za-z ]{0,20}?)\s+[-–]\s+\S/.exec(condition);
  return match ? match[1]! : null;
}

/** New price less the unit's whole-dollar price; null when the new price is unknown or not higher. */
export function openBoxSaving(price: Money, newPrice: Money | null): Money | null {
  if (!newPrice || newPrice.currencyCode !== price.currencyCode) return null;
  const unit = Math.trunc(minorUnits(price) / 100) * 100;
  const saving = minorUnits(newPrice) - unit;
  return saving > 0 ? moneyFromMinorUnits(saving, price.currencyCode) : null;
}
