import type { DemoOpenBoxItem, DemoProduct, DemoVariant, MarketCurrency, MarketPrice } from './catalogue-types';
import { MARKET_CURRENCIES } from './catalogue-types';
import { singleUnitInventory } from './inventory';
import { OPEN_BOX_WAREHOUSES } from './locations';
import { marketPrices } from './product-variants';
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

/** A note on a unit, and what it says about the unit's accessories (null: nothing). */
interface UnitNote {
  text: string;
  accessories: 'complete' | 'missing' | null;
}

const note = (text: string, accessories: UnitNote['accessories'] = null): UnitNote => ({ text, accessories });

/** Six notes per family of product, so a seeded pick lands on a note that fits the product. */
const NOTES = {
  powered: [
    note('Tested and set up by our workshop.'),
    note('Includes original manuals and power supply.', 'complete'),
    note('Power supply missing; a compatible one is included.', 'missing'),
    note('Shop-floor demo model, serviced before sale.'),
    note('Box shows shelf wear; contents as new.', 'complete'),
    note('Ex-display unit, firmware updated and fully tested.'),
  ],
  stringed: [
    note('Tested and set up by our workshop.'),
    note('Includes original gig bag, tools and manual.', 'complete'),
    note('Original gig bag missing; a generic one is included.', 'missing'),
    note('Shop-floor demo model, serviced before sale.'),
    note('Box shows shelf wear; contents as new.', 'complete'),
    note('Ex-display unit with a fresh set of strings.'),
  ],
  other: [
    note('Checked over by our workshop.'),
    note('Includes all original packaging and parts.', 'complete'),
    note('One original mounting part missing; a replacement is included.', 'missing'),
    note('Shop-floor demo model, cleaned before sale.'),
    note('Box shows shelf wear; contents as new.', 'complete'),
    note('Ex-display unit in good order.'),
  ],
} as const satisfies Record<string, readonly UnitNote[]>;

export type UnitNoteFamily = keyof typeof NOTES;

/** Open-box prices are whole dollars, 60-90% of the new price and always below it. */
export function openBoxPrice(retailCents: number, prng: Prng): number {
  const dollars = Math.floor((retailCents / 100) * (0.6 + prng.next() * 0.3));
  return Math.max(1, Math.min(dollars, Math.ceil(retailCents / 100) - 1)) * 100;
}

/**
 * A unit is sold as a variant of its own, so the cart charges the unit's price and not the new
 * stock's: the new-stock variant's id followed by the digits of the unit's open-box number.
 */
export const openBoxVariantId = (newStockVariantId: string, openBoxNumber: string) => `${newStockVariantId}${openBoxNumber.replace(/\D/g, '')}`;

/**
 * The unit's price list: its AUD price converted like any other price, then cut to whole units,
 * because a page shows open-box prices in whole dollars and the cart must charge what it shows.
 */
export function openBoxMarketPrices(openBoxAud: number, retailAud: number): Record<MarketCurrency, MarketPrice> {
  const converted = marketPrices(openBoxAud, retailAud);
  const whole = (currency: MarketCurrency): MarketPrice => ({ ...converted[currency], price: Math.floor(converted[currency].price / 100) * 100 });
  return Object.fromEntries(MARKET_CURRENCIES.map((currency) => [currency, whole(currency)])) as Record<MarketCurrency, MarketPrice>;
}

/** The new-stock variant a unit of this product was; undefined when the unit is not one of its variants'. */
export const newStockVariantOf = (product: DemoProduct, unit: DemoOpenBoxItem) =>
  product.variants.find((variant) => openBoxVariantId(variant.id, unit.open_box_number) === unit.shopifyVariantId);

/** The variant a shopper buys for a unit of this product; null when the unit is not one of its variants' units. */
export function openBoxUnitVariant(product: DemoProduct, unit: DemoOpenBoxItem): DemoVariant | null {
  const newStock = newStockVariantOf(product, unit);
  if (!newStock) return null;
  return {
    id: unit.shopifyVariantId,
    sku: `${newStock.sku}-${unit.open_box_number}`,
    title: newStock.title,
    selectedOptions: newStock.selectedOptions.map((option) => ({ ...option })),
    prices: openBoxMarketPrices(unit.open_box_price, unit.retail_price),
    inventory: singleUnitInventory(unit.warehousecode),
  };
}

export function openBoxItem(variant: DemoVariant, productNumber: number, unit: number, prng: Prng, family: UnitNoteFamily = 'other'): DemoOpenBoxItem {
  const warehouse = prng.pick(OPEN_BOX_WAREHOUSES);
  const retail = variant.prices.AUD.price;
  const number = `OB${padNumber(productNumber, 6)}${unit}`;
  const price = openBoxPrice(retail, prng);
  const condition = prng.pick(CONDITIONS);
  const originalBox = prng.chance(0.7) ? 'Y' : 'N';
  const accessoriesDraw = prng.chance(0.8) ? 'Y' : 'N';
  const comment = prng.pick(NOTES[family]);
  // 'All accessories' never contradicts the note beside it: a note that names a missing part says No.
  const allAccessories = comment.accessories === 'missing' ? 'N' : comment.accessories === 'complete' ? 'Y' : accessoriesDraw;
  return {
    open_box_number: number,
    warehousecode: warehouse.code,
    warehouse: { userFacingName: warehouse.userFacingName },
    open_box_price: price,
    retail_price: retail,
    shopifyVariantId: openBoxVariantId(variant.id, number),
    condition,
    original_box: originalBox,
    all_accessories: allAccessories,
    comments: comment.text,
  };
}

export function openBoxItems(variants: readonly DemoVariant[], productNumber: number, prng: Prng, family: UnitNoteFamily = 'other'): DemoOpenBoxItem[] {
  return Array.from({ length: prng.int(1, 3) }, (_, unit) => openBoxItem(prng.pick(variants), productNumber, unit + 1, prng, family));
}
