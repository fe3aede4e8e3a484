// Values kept and shared between requests (the embedded search's cards, their views, decoded
// content) are frozen all the way down: a caller that tries to change one fails loudly in strict
// mode instead of quietly changing what every later request is served.

/** Freezes `value` and every object and array it reaches; returns it. Plain data only (no cycles). */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  for (const field of Object.values(value)) deepFreeze(field);
  return Object.freeze(value);
}
