// Warranty badge (spec section 5). The catalogue stores durations as 'N Days', 'N Months',
// 'N Years' or 'Lifetime'.

export const WARRANTY_BADGE_MIN_MONTHS = 6;

/** Months of a duration: years x 12, days / 30 rounded up, Lifetime unlimited; null if unreadable. */
export function warrantyMonths(duration: string | null | undefined): number | null {
  const text = duration?.trim().toLowerCase() ?? '';
  if (text === 'lifetime') return Infinity;
  const match = /^(\d+)\s*(day|month|year)s?$/.exec(text);
  if (!match) return null;
  const n = Number(match[1]);
  if (match[2] === 'year') return n * 12;
  if (match[2] === 'day') return Math.ceil(n / 30);
  return n;
}

export interface WarrantyBadge {
  months: number;
  label: string;
}

/** A badge only for 6 months or more: 'Lifetime Warranty', '2 Year Warranty', '18 Month Warranty'. */
export function warrantyBadge(duration: string | null | undefined): WarrantyBadge | null {
  const months = warrantyMonths(duration) ?? 0;
  if (months < WARRANTY_BADGE_MIN_MONTHS) return null;
  if (months === Infinity) return { months, label: 'Lifetime Warranty' };
  if (months % 12 === 0) return { months, label: `${months / 12} Year Warranty` };
  return { months, label: `${months} Month Warranty` };
}
