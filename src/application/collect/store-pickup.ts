// Click and collect over the store list editors publish (ContentSource) and the stock the
// Inventory port reports per location: which stores can hand over an item or a whole cart, and
// when. The rules themselves are the domain's (click-and-collect.ts).
import type { InventoryLevel } from '../../domain/catalogue/product';
import {
  orderStoresByPreference,
  pickupHeadline,
  pickupReadiness,
  storeFulfilment,
  type CollectLine,
  type PickupReadiness,
  type StoreFulfilment,
} from '../../domain/click-and-collect';
import { hoursForWeekday, TimeZoneError, wallClock } from '../../domain/store-hours';
import type { StoreContent } from '../content/content';

/** What a pick-up answer says about one store. */
export interface PickupStore {
  slug: string;
  name: string;
  link: string;
  /** 'Street, Suburb STATE 5000'. */
  address: string;
  /** The hours text for the store's own today; null when its zone is unknown. */
  todayHours: string | null;
  timeZone: string;
}

export interface PickupOption {
  store: PickupStore;
  fulfilment: StoreFulfilment;
  readiness: PickupReadiness;
  /** 'Pick up today at Forestville', 'Ready in 2-4 days at Forestville', … */
  headline: string;
}

/** One item (the product page) at one store: its stock there as well. */
export type ItemPickupOption = PickupOption & { quantity: number };

export interface StorePickup<T extends PickupOption = PickupOption> {
  /** The shopper's chosen store (cookie), when it names a published store. */
  chosen: string | null;
  /** Every store, the chosen one first. */
  options: T[];
}

/** Something to collect: a cart line or the product page's item. */
export interface CollectItem {
  sku: string;
  title: string;
  quantity: number;
  levels: readonly InventoryLevel[];
}

export function pickupStoreOf(store: StoreContent, now: Date): PickupStore {
  let todayHours: string | null = null;
  try {
    todayHours = hoursForWeekday(store.tradingHours, wallClock(now, store.timeZone).weekday);
  } catch (error) {
    if (!(error instanceof TimeZoneError)) throw error;
  }
  return {
    slug: store.slug,
    name: store.name,
    link: store.link,
    address: `${store.street}, ${store.suburb} ${store.state} ${store.postcode}`.trim(),
    todayHours,
    timeZone: store.timeZone,
  };
}

const quantityWhere = (levels: readonly InventoryLevel[], keep: (locationId: string) => boolean) =>
  levels.filter((level) => keep(level.locationId)).reduce((sum, level) => sum + Math.max(0, level.quantity), 0);

/** The items as one store sees them: stock at its location and everywhere else. */
export function collectLinesAt(store: Pick<StoreContent, 'locationId'>, items: readonly CollectItem[]): CollectLine[] {
  return items.map((item) => ({
    sku: item.sku.toUpperCase(),
    title: item.title,
    quantity: item.quantity,
    atStore: quantityWhere(item.levels, (id) => id === store.locationId),
    elsewhere: quantityWhere(item.levels, (id) => id !== store.locationId),
  }));
}

/** Every store's answer for these items, the chosen store first. */
export function pickupOptions(stores: readonly StoreContent[], items: readonly CollectItem[], preferred: string | null, now: Date): StorePickup {
  const ordered = orderStoresByPreference(stores, preferred);
  return {
    chosen: stores.some((store) => store.slug === preferred) ? preferred : null,
    options: ordered.map((store) => {
      const fulfilment = storeFulfilment(collectLinesAt(store, items));
      const readiness = pickupReadiness(fulfilment, store.tradingHours, store.timeZone, now);
      return { store: pickupStoreOf(store, now), fulfilment, readiness, headline: pickupHeadline(readiness, store.name) };
    }),
  };
}

/** The product page's item (one of it) at every store, with each store's stock of it. */
export function itemPickup(stores: readonly StoreContent[], item: Omit<CollectItem, 'quantity'>, preferred: string | null, now: Date): StorePickup<ItemPickupOption> {
  const answer = pickupOptions(stores, [{ ...item, quantity: 1 }], preferred, now);
  const byLocation = new Map(stores.map((store) => [store.slug, store.locationId]));
  return {
    chosen: answer.chosen,
    options: answer.options.map((option) => ({
      ...option,
      quantity: quantityWhere(item.levels, (id) => id === byLocation.get(option.store.slug)),
    })),
  };
}
