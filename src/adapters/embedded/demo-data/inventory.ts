import type { InventoryEntry, LocationKind } from './catalogue-types';
import { DEMO_LOCATIONS } from './locations';
import type { Prng } from './prng';

// Stock per location. Quantities cover the thresholds the shop displays: 0, 1 ("Only one left"),
// 2-4 (count shown), 5, and above 5 ("5+").

/** Cumulative probabilities of 0, 1, 2-4, 5; the rest is above 5, up to `max`. */
const QUANTITY_BANDS: Record<LocationKind, { bands: readonly [number, number, number, number]; max: number }> = {
  online: { bands: [0.2, 0.35, 0.6, 0.7], max: 40 },
  warehouse: { bands: [0.35, 0.55, 0.8, 0.85], max: 20 },
  store: { bands: [0.5, 0.75, 0.9, 0.94], max: 12 },
};

function quantity(kind: LocationKind, prng: Prng): number {
  const { bands, max } = QUANTITY_BANDS[kind];
  const roll = prng.next();
  if (roll < bands[0]) return 0;
  if (roll < bands[1]) return 1;
  if (roll < bands[2]) return prng.int(2, 4);
  if (roll < bands[3]) return 5;
  return prng.int(6, max);
}

/** `soldOut`: nothing anywhere, though a shop floor may still have a demo unit. */
export function generateInventory(prng: Prng, soldOut: boolean): InventoryEntry[] {
  return DEMO_LOCATIONS.map((location) => ({
    locationId: location.id,
    quantity: soldOut ? 0 : quantity(location.kind, prng),
    hasDemo: location.kind !== 'online' && prng.chance(0.02),
  }));
}

/** A single open-box unit sitting in one warehouse. */
export function singleUnitInventory(warehouseCode: string): InventoryEntry[] {
  return DEMO_LOCATIONS.map((location) => ({
    locationId: location.id,
    quantity: location.id === warehouseCode ? 1 : 0,
    hasDemo: false,
  }));
}
