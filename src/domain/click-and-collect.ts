// Click and collect (issue 20): can a store fulfil a cart from its own stock, and when is the
// order ready there. Times are wall times in the store's own time zone (store-hours.ts); nothing
// here reads a clock. The rules and figures are documented in docs/click-and-collect.md.
import { hoursForWeekday, parseDayHours, TimeZoneError, wallClock, type TradingHours } from './store-hours';
import type { CartDeliveryPreference } from './cart';
import type { CartPreferencesInput } from './cart-actions';

/** Same-day cut-off: an order placed earlier than this before the store closes is ready the same day. */
export const PICKUP_CUTOFF_MINUTES = 120;
/** Staff take this long to pick an order off the floor: it is ready this long after it is placed (or after opening). */
export const PICKUP_PREPARATION_MINUTES = 60;
/** How far ahead the next day the store opens is looked for. */
export const PICKUP_LOOKAHEAD_DAYS = 7;

/** One cart line as a store sees it: the quantity asked for and the stock of its SKU here and everywhere else. */
export interface CollectLine {
  sku: string;
  title: string;
  quantity: number;
  /** Stock of the SKU at this store. */
  atStore: number;
  /** Stock of the SKU at every other location (the online warehouse, the warehouses, the other stores). */
  elsewhere: number;
}

export type StoreFulfilment =
  /** The store holds every line in the quantity asked for: it can be collected from its own stock. */
  | { kind: 'holds-every-line' }
  /** The store lacks these lines, but the rest of the network holds them: a transfer, 2-4 days. */
  | { kind: 'transfer'; missing: string[] }
  /** Even with a transfer some line cannot be had; `missing` names every line the store lacks. */
  | { kind: 'cannot'; missing: string[] };

/** Can this store fulfil this cart? Lines of the same SKU add up; negative stock counts as none. */
export function storeFulfilment(lines: readonly CollectLine[]): StoreFulfilment {
  const bySku = new Map<string, CollectLine>();
  for (const line of lines) {
    const known = bySku.get(line.sku);
    bySku.set(line.sku, known ? { ...known, quantity: known.quantity + line.quantity } : line);
  }
  const missing = [...bySku.values()].filter((line) => Math.max(0, line.atStore) < line.quantity);
  if (missing.length === 0) return { kind: 'holds-every-line' };
  const titles = missing.map((line) => line.title);
  const transferable = missing.every((line) => Math.max(0, line.atStore) + Math.max(0, line.elsewhere) >= line.quantity);
  return transferable ? { kind: 'transfer', missing: titles } : { kind: 'cannot', missing: titles };
}

export type PickupReadiness =
  /** Ready today at `readyAt` (minutes after local midnight) on local date `date`. */
  | { kind: 'today'; date: string; readyAt: number }
  /** Ready on a later opening day: `daysAhead` 1 is tomorrow. */
  | { kind: 'later'; date: string; weekday: number; daysAhead: number; readyAt: number }
  | { kind: 'transfer' }
  | { kind: 'unavailable' }
  /** The store's hours or time zone cannot be read, or it opens on no day of the coming week. */
  | { kind: 'unknown-hours' };

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/**
 * When an order can be collected. From the store's own stock: placed before the cut-off (2 hours
 * before today's closing), it is ready 1 hour after it is placed, or 1 hour after opening when
 * placed before the store opens; otherwise 1 hour after opening on the next day the store opens
 * long enough for an order to make the cut-off. A store that needs a transfer says 2-4 days.
 */
export function pickupReadiness(fulfilment: StoreFulfilment, hours: TradingHours, timeZone: string, now: Date): PickupReadiness {
  if (fulfilment.kind === 'transfer') return { kind: 'transfer' };
  if (fulfilment.kind === 'cannot') return { kind: 'unavailable' };
  let clock;
  try {
    clock = wallClock(now, timeZone);
  } catch (error) {
    if (error instanceof TimeZoneError) return { kind: 'unknown-hours' };
    throw error;
  }
  for (let daysAhead = 0; daysAhead <= PICKUP_LOOKAHEAD_DAYS; daysAhead += 1) {
    const weekday = (clock.weekday + daysAhead) % 7;
    const day = parseDayHours(hoursForWeekday(hours, weekday));
    if (day.kind === 'unknown') return { kind: 'unknown-hours' };
    if (day.kind === 'closed') continue;
    const start = daysAhead === 0 ? Math.max(clock.minutes, day.opensAt) : day.opensAt;
    if (start >= day.closesAt - PICKUP_CUTOFF_MINUTES) continue;
    const readyAt = start + PICKUP_PREPARATION_MINUTES;
    const date = addDays(clock.date, daysAhead);
    return daysAhead === 0 ? { kind: 'today', date, readyAt } : { kind: 'later', date, weekday, daysAhead, readyAt };
  }
  return { kind: 'unknown-hours' };
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '9:30am', '12pm', '4:29pm'. */
export function formatClock(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = minutes % 60;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute === 0 ? '' : `:${String(minute).padStart(2, '0')}`}${hour < 12 ? 'am' : 'pm'}`;
}

/** 'Wednesday 25 November' for a local date 'YYYY-MM-DD'. */
function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay();
  return `${WEEKDAY_NAMES[weekday]} ${day} ${MONTH_NAMES[month! - 1]}`;
}

/** The product page's and cart's line for a store. */
export function pickupHeadline(readiness: PickupReadiness, storeName: string): string {
  switch (readiness.kind) {
    case 'today':
      return `Pick up today at ${storeName}`;
    case 'later':
      return readiness.daysAhead === 1 ? `Pick up tomorrow at ${storeName}` : `Pick up ${WEEKDAY_NAMES[readiness.weekday]} at ${storeName}`;
    case 'transfer':
      return `Ready in 2-4 days at ${storeName}`;
    case 'unavailable':
      return `Not available to pick up at ${storeName}`;
    case 'unknown-hours':
      return `In stock at ${storeName}`;
  }
}

/** The confirmation's "when": local time and date at the store. */
export function readyWhen(readiness: PickupReadiness): string {
  switch (readiness.kind) {
    case 'today':
      return `Ready from ${formatClock(readiness.readyAt)} today, ${formatDay(readiness.date)}`;
    case 'later':
      return `Ready from ${formatClock(readiness.readyAt)} on ${formatDay(readiness.date)}`;
    case 'transfer':
      return 'Ready in 2-4 days';
    case 'unavailable':
    case 'unknown-hours':
      return 'We will email you when it is ready';
  }
}

/** The shopper's chosen store first; the others keep their order. */
export function orderStoresByPreference<T extends { slug: string }>(stores: readonly T[], preferred: string | null): T[] {
  const chosen = stores.find((store) => store.slug === preferred);
  return chosen ? [chosen, ...stores.filter((store) => store !== chosen)] : [...stores];
}

/** The checkout's answer when the chosen store lacks a line: which lines, and what to do instead. */
export function pickupRefusal(storeName: string, missing: readonly string[]): string {
  const list = missing.length <= 1 ? (missing[0] ?? 'every item') : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]}`;
  return `${storeName} does not have ${list} in stock to pick up. Choose another store or delivery.`;
}

/** A store id that names no published store. */
export const UNKNOWN_PICKUP_STORE = 'Please choose one of our stores.';

const DELIVERY_METHODS = ['PICK_UP', 'SHIPPING', 'PICKUP_POINT'] as const;

/** The cart's delivery preference from Shopify's shape (or the same shape stored embedded); none without a known method. */
export function deliveryPreferenceOf(delivery: { deliveryMethod?: readonly string[] | null; pickupHandle?: readonly string[] | null } | null | undefined): CartDeliveryPreference | undefined {
  const method = delivery?.deliveryMethod?.find((m): m is CartDeliveryPreference['method'] => (DELIVERY_METHODS as readonly string[]).includes(m));
  if (!method) return undefined;
  return { method, pickupHandle: method === 'SHIPPING' ? null : (delivery?.pickupHandle?.[0] ?? null) };
}

/** The cart action's preference input: pick up at a store (by its slug), or shipping. */
export function pickupPreferenceInput(storeSlug: string | null): CartPreferencesInput {
  return storeSlug === null
    ? { delivery: { deliveryMethod: ['SHIPPING'], pickupHandle: [] } }
    : { delivery: { deliveryMethod: ['PICK_UP'], pickupHandle: [storeSlug] } };
}
