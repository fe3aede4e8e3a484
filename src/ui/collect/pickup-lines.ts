// Which cart a pick-up answer belongs to. The stock answer is worked out for the cart's lines as
// loaded; once they change (a '+', a '−', an add) it no longer fits them: the cart page offers to
// look again, the drawer asks the server again.
import type { CartView } from '../cart/view-models';
import type { PickupView } from './view-models';

/** The cart's lines and quantities, as one comparable text. */
export const pickupLinesKey = (cart: CartView | null): string => (cart?.lines ?? []).map((line) => `${line.merchandiseId}×${line.quantity}`).join(',');

/** A pick-up view and the lines it was worked out for. */
export interface LoadedPickup {
  view: PickupView | null;
  lines: string;
}

export const pickupFits = (loaded: LoadedPickup | null, shown: CartView | null): boolean => loaded !== null && loaded.lines === pickupLinesKey(shown);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The pick-up view in the answer of GET /api/cart; null when there is none or it is not one. */
export function pickupLoadFrom(body: unknown): PickupView | null {
  const pickup = isRecord(body) ? body.pickup : null;
  if (!isRecord(pickup) || !Array.isArray(pickup.stores)) return null;
  if (pickup.headline !== null && typeof pickup.headline !== 'string') return null;
  if (pickup.chosen !== null && typeof pickup.chosen !== 'string') return null;
  if (!pickup.stores.every((store) => isRecord(store) && typeof store.slug === 'string' && Array.isArray(store.missing))) return null;
  return pickup as unknown as PickupView;
}
