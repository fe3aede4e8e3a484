import type { ShippingItem, ShippingRates } from '../../application/ports';
import type { ShippingRate } from '../../domain/catalogue/product';
import type { RatesResponse } from '../../domain/product-shipping';
import type { ShippingDestination } from '../../domain/shipping-destination';
import type { DemoCatalogue } from './demo-data/catalogue-types';
import { openBoxUnitVariant } from './demo-data/open-box';
import { ZONE_RATES, zoneOf } from './demo-postcode-zones';

/** Free standard delivery from $100 (AUD, the goods' value at the price lists' rate) for parcels under 20 kg, as the header promises. */
const FREE_FROM_CENTS = 10_000;
const FREE_UNDER_KG = 20;
/** Express Post takes parcels up to this weight. */
const EXPRESS_MAX_KG = 20;

interface Parcel {
  items: number;
  kg: number;
  valueCents: number;
}

export function ratesForParcel(destination: ShippingDestination, parcel: Parcel): ShippingRate[] {
  const zone = zoneOf(destination);
  const table = zone ? ZONE_RATES[destination.country][zone] : undefined;
  if (!table || parcel.items < 1) return [];
  const surcharge = (parcel.items - 1) * table.perExtraItem + Math.ceil(Math.max(0, parcel.kg - 5)) * table.perKgOver5;
  const free = parcel.valueCents >= FREE_FROM_CENTS && parcel.kg < FREE_UNDER_KG;
  const rates: ShippingRate[] = [{ serviceName: 'Standard Delivery', totalPriceCents: free ? 0 : table.standard + surcharge }];
  if (table.express !== null && parcel.kg <= EXPRESS_MAX_KG) rates.push({ serviceName: 'Express Post', totalPriceCents: table.express + surcharge });
  return rates;
}

/** The middleware's rate calculator over the demo catalogue's weights and each country's postcode-zone table. */
export class DemoShippingRates implements ShippingRates {
  private readonly kgBySku = new Map<string, number>();

  constructor(catalogue: DemoCatalogue) {
    for (const product of catalogue.products) {
      for (const variant of product.variants) this.kgBySku.set(variant.sku.toUpperCase(), product.weightKg);
      // An open-box unit is sold under its own SKU and weighs what the new item does.
      for (const unit of product.openBoxItems) {
        const variant = openBoxUnitVariant(product, unit);
        if (variant) this.kgBySku.set(variant.sku.toUpperCase(), product.weightKg);
      }
    }
  }

  async quote(destination: ShippingDestination, items: readonly ShippingItem[]): Promise<RatesResponse> {
    const parcel: Parcel = { items: 0, kg: 0, valueCents: 0 };
    for (const item of items) {
      const kg = this.kgBySku.get(item.sku.trim().toUpperCase());
      if (kg === undefined) return { kind: 'not-ok' };
      parcel.items += item.quantity;
      parcel.kg += kg * item.quantity;
      parcel.valueCents += item.priceCents * item.quantity;
    }
    return { kind: 'ok', rates: ratesForParcel(destination, parcel) };
  }
}
