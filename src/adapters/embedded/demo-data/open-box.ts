import type { DemoOpenBoxItem, DemoVariant } from './catalogue-types';
import { OPEN_BOX_WAREHOUSES } from './locations';
import type { Prng } from './prng';
import { padNumber } from './text';

// Open-box units: returns, shop-floor demos and scuffed stock sold from the two main warehouses.

const CONDITIONS = [
  'Excellent - Opened for demonstration only; no visible marks.',
  'Excellent - Customer return, used once and as new.',
  'Very Good - Light handling marks, fully tested by our technicians.',
  'Good - Minor scuffs on the finish that do not affect performance.',
  'Good - Small ding on one corner; works perfectly.',
  'Fair - Visible wear from shop-floor display; fully functional.',
];

const COMMENTS = [
  'Tested and set up by our workshop.',
  'Includes original manuals and power supply.',
  'Power supply missing; a compatible one is included.',
  'Shop-floor demo model, serviced before sale.',
  'Box shows shelf wear; contents as new.',
  'Ex-display unit with a fresh set of strings.',
];

/** Open-box prices are whole dollars, 60-90% of the new price and always below it. */
export function openBoxPrice(retailCents: number, prng: Prng): number {
  const dollars = Math.floor((retailCents / 100) * (0.6 + prng.next() * 0.3));
  return Math.max(1, Math.min(dollars, Math.ceil(retailCents / 100) - 1)) * 100;
}

export function openBoxItem(variant: DemoVariant, productNumber: number, unit: number, prng: Prng): DemoOpenBoxItem {
  const warehouse = prng.pick(OPEN_BOX_WAREHOUSES);
  const retail = variant.prices.AUD.price;
  return {
    open_box_number: `OB${padNumber(productNumber, 6)}${unit}`,
    warehousecode: warehouse.code,
    warehouse: { userFacingName: warehouse.userFacingName },
    open_box_price: openBoxPrice(retail, prng),
    retail_price: retail,
    shopifyVariantId: variant.id,
    condition: prng.pick(CONDITIONS),
    original_box: prng.chance(0.7) ? 'Y' : 'N',
    all_accessories: prng.chance(0.8) ? 'Y' : 'N',
    comments: prng.pick(COMMENTS),
  };
}

export function openBoxItems(variants: readonly DemoVariant[], productNumber: number, prng: Prng): DemoOpenBoxItem[] {
  return Array.from({ length: prng.int(1, 3) }, (_, unit) => openBoxItem(prng.pick(variants), productNumber, unit + 1, prng));
}
