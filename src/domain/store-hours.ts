// Store trading hours and "open now" (spec sections 3 and 9; hours are content, decisions.md).
// The wall time comes from an instant and an IANA time zone; nothing here reads a clock.

export interface TradingHours {
  weekdays: string;
  saturday: string;
  sunday: string;
}

export type DayHours = { kind: 'open'; opensAt: number; closesAt: number } | { kind: 'closed' } | { kind: 'unknown' };

const TIME = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?$/i;

function minutesOf(text: string): { minutes: number; meridiem: boolean } | null {
  const match = TIME.exec(text);
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const meridiem = match[3]?.toLowerCase();
  if (minute > 59 || hour > 23 || (meridiem && (hour < 1 || hour > 12))) return null;
  if (meridiem === 'pm' && hour !== 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  return { minutes: hour * 60 + minute, meridiem: meridiem !== undefined };
}

/**
 * Reads '9:30am - 5:30pm', '10am-6pm', '10:00-15:00' or 'Closed'. Editors also write 12-hour
 * times without am/pm ('9:30-5:30', '12:00-4:00'): a closing time not after the opening time is
 * then read as afternoon.
 */
export function parseDayHours(text: string | null | undefined): DayHours {
  const trimmed = text?.trim() ?? '';
  if (/^closed$/i.test(trimmed)) return { kind: 'closed' };
  const parts = trimmed.split(/\s*(?:-|–|—|to)\s*/i);
  if (parts.length !== 2) return { kind: 'unknown' };
  const open = minutesOf(parts[0]!);
  const close = minutesOf(parts[1]!);
  if (!open || !close) return { kind: 'unknown' };
  let closesAt = close.minutes;
  if (!close.meridiem && closesAt <= open.minutes) closesAt += 12 * 60;
  if (closesAt <= open.minutes || closesAt > 24 * 60) return { kind: 'unknown' };
  return { kind: 'open', opensAt: open.minutes, closesAt };
}

export interface WallClock {
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Minutes since local midnight. */
  minutes: number;
  /** Local calendar date, 'YYYY-MM-DD'. */
  date: string;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export class TimeZoneError extends Error {
  override name = 'TimeZoneError';
}

// Building an Intl.DateTimeFormat costs far more than using one, and every page's footer asks
// for the stores' local time: keep one formatter per zone. The zones are a closed set, those of the
// shop's stores (a handful: Adelaide, Melbourne, Sydney, Brisbane, Perth), so these are plain maps
// with no eviction: each keeps the first 32 zones it meets, and a zone beyond them (none of this
// shop's) is worked out for the call and not kept.
const CLOCKS = new Map<string, Intl.DateTimeFormat>();
const MAX_CLOCKS = 32;

function clockFor(timeZone: string): Intl.DateTimeFormat {
  const known = CLOCKS.get(timeZone);
  if (known) return known;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
    });
  } catch {
    throw new TimeZoneError(`Unknown time zone: ${timeZone}`);
  }
  if (CLOCKS.size < MAX_CLOCKS) CLOCKS.set(timeZone, format);
  return format;
}

/** The local wall time of an instant in an IANA time zone. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  // Every field is whole minutes, and zone offsets change on minute boundaries: one answer per
  // zone and minute (every page's footer asks for each store's clock).
  const minute = Math.floor(instant.getTime() / 60_000);
  const known = LAST_CLOCK.get(timeZone);
  if (known && known.minute === minute) return { ...known.clock };
  const parts = clockFor(timeZone).formatToParts(instant);
  const part = Object.fromEntries(parts.map((p) => [p.type, p.value]));
  const clock = {
    weekday: WEEKDAYS.indexOf(part.weekday!),
    minutes: Number(part.hour) * 60 + Number(part.minute),
    date: `${part.year}-${part.month}-${part.day}`,
  };
  if (LAST_CLOCK.size < MAX_CLOCKS || LAST_CLOCK.has(timeZone)) LAST_CLOCK.set(timeZone, { minute, clock });
  return { ...clock };
}

const LAST_CLOCK = new Map<string, { minute: number; clock: WallClock }>();

/** The hours text for a weekday (0 Sunday … 6 Saturday). */
export function hoursForWeekday(hours: TradingHours, weekday: number): string {
  if (weekday === 0) return hours.sunday;
  if (weekday === 6) return hours.saturday;
  return hours.weekdays;
}

/** Open from the opening minute up to, not including, the closing minute. */
export function isOpenNow(hours: TradingHours, timeZone: string, instant: Date): boolean {
  const clock = wallClock(instant, timeZone);
  const day = parseDayHours(hoursForWeekday(hours, clock.weekday));
  return day.kind === 'open' && clock.minutes >= day.opensAt && clock.minutes < day.closesAt;
}

export const ADELAIDE_TIME_ZONE = 'Australia/Adelaide';
