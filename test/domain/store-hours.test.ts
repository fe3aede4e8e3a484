import { describe, expect, it } from 'vitest';
import { ADELAIDE_TIME_ZONE, hoursForWeekday, isOpenNow, parseDayHours, TimeZoneError, wallClock, type TradingHours } from '../../src/domain/store-hours';

describe('Store hours: trading hours as editors write them', () => {
  it.each([
    { text: '9:30am - 5:30pm', expected: { kind: 'open', opensAt: 570, closesAt: 1050 } },
    { text: '10am-6pm', expected: { kind: 'open', opensAt: 600, closesAt: 1080 } },
    { text: '10:00-15:00', expected: { kind: 'open', opensAt: 600, closesAt: 900 } },
    { text: '9:30-5:30', expected: { kind: 'open', opensAt: 570, closesAt: 1050 } },
    { text: '12:00-4:00', expected: { kind: 'open', opensAt: 720, closesAt: 960 } },
    { text: '9.30 to 16.00', expected: { kind: 'open', opensAt: 570, closesAt: 960 } },
    { text: '11am – 4pm', expected: { kind: 'open', opensAt: 660, closesAt: 960 } },
    { text: '12pm-4pm', expected: { kind: 'open', opensAt: 720, closesAt: 960 } },
    { text: '12am-6am', expected: { kind: 'open', opensAt: 0, closesAt: 360 } },
    { text: '9:59-17:00', expected: { kind: 'open', opensAt: 599, closesAt: 1020 } },
    { text: '22:00-23:30', expected: { kind: 'open', opensAt: 1320, closesAt: 1410 } },
    { text: '1pm-4pm', expected: { kind: 'open', opensAt: 780, closesAt: 960 } },
    { text: '12:00-12:00', expected: { kind: 'open', opensAt: 720, closesAt: 1440 } },
    { text: '23:00-24:00', expected: { kind: 'unknown' } },
    { text: '3pm-3pm', expected: { kind: 'unknown' } },
    { text: 'noon - 4pm', expected: { kind: 'unknown' } },
    { text: '9am - late', expected: { kind: 'unknown' } },
    { text: 'Not closed', expected: { kind: 'unknown' } },
    { text: 'x9am-5pm', expected: { kind: 'unknown' } },
    { text: '9am-5pmx', expected: { kind: 'unknown' } },
    { text: 'Closed Sundays', expected: { kind: 'unknown' } },
    { text: 'Closed', expected: { kind: 'closed' } },
    { text: ' closed ', expected: { kind: 'closed' } },
    { text: 'By appointment', expected: { kind: 'unknown' } },
    { text: '9:75-17:00', expected: { kind: 'unknown' } },
    { text: '25:00-26:00', expected: { kind: 'unknown' } },
    { text: '13pm-4pm', expected: { kind: 'unknown' } },
    { text: '0am-4pm', expected: { kind: 'unknown' } },
    { text: '5pm-9am', expected: { kind: 'unknown' } },
    { text: '13:00-13:00', expected: { kind: 'unknown' } },
    { text: '9-5-3', expected: { kind: 'unknown' } },
    { text: '', expected: { kind: 'unknown' } },
    { text: null, expected: { kind: 'unknown' } },
  ])('"$text"', ({ text, expected }) => {
    expect(parseDayHours(text)).toEqual(expected);
  });
});

// Forestville (warehouse 51): Mon-Fri 9:30-5:30, Sat 9:30-4:00, Sun 12:00-4:00; Adelaide time.
const forestville: TradingHours = { weekdays: '9:30am - 5:30pm', saturday: '9:30am - 4:00pm', sunday: '12:00pm - 4:00pm' };
const city: TradingHours = { weekdays: '9:30am - 5:30pm', saturday: '10:00-15:00', sunday: 'Closed' };
const adelaide = 'Australia/Adelaide';

describe('Store hours: Mon-Fri 9:30am-5:30pm at both main stores; Forestville Sat 9:30-16:00, Sun 12:00-16:00; City Sat 10:00-15:00, Sun closed', () => {
  // 2025-03-10 is a Monday; Adelaide is UTC+10:30 in March (daylight time).
  it.each([
    { name: 'Monday 9:29 is before opening', hours: forestville, local: '2025-03-10T09:29:00+10:30', open: false },
    { name: 'Monday 9:30 is open', hours: forestville, local: '2025-03-10T09:30:00+10:30', open: true },
    { name: 'Monday 17:29 is open', hours: city, local: '2025-03-10T17:29:00+10:30', open: true },
    { name: 'Monday 17:30 is closed', hours: city, local: '2025-03-10T17:30:00+10:30', open: false },
    { name: 'Saturday 15:59 at Forestville is open', hours: forestville, local: '2025-03-15T15:59:00+10:30', open: true },
    { name: 'Saturday 15:00 at the City store is closed', hours: city, local: '2025-03-15T15:00:00+10:30', open: false },
    { name: 'Saturday 9:59 at the City store is closed', hours: city, local: '2025-03-15T09:59:00+10:30', open: false },
    { name: 'Saturday 10:00 at the City store is open', hours: city, local: '2025-03-15T10:00:00+10:30', open: true },
    { name: 'Sunday 12:00 at Forestville is open', hours: forestville, local: '2025-03-16T12:00:00+10:30', open: true },
    { name: 'Sunday 11:59 at Forestville is closed', hours: forestville, local: '2025-03-16T11:59:00+10:30', open: false },
    { name: 'Sunday at the City store is closed', hours: city, local: '2025-03-16T13:00:00+10:30', open: false },
    { name: 'winter time is UTC+9:30: Monday 9:30 is open', hours: city, local: '2025-07-07T09:30:00+09:30', open: true },
  ])('$name', ({ hours, local, open }) => {
    expect(isOpenNow(hours, adelaide, new Date(local))).toBe(open);
  });

  it('unreadable hours are never open', () => {
    expect(isOpenNow({ weekdays: 'Call us', saturday: 'Closed', sunday: 'Closed' }, adelaide, new Date('2025-03-10T12:00:00+10:30'))).toBe(false);
  });

  it.each([
    { weekday: 0, expected: 'sun' },
    { weekday: 1, expected: 'wk' },
    { weekday: 5, expected: 'wk' },
    { weekday: 6, expected: 'sat' },
  ])('weekday $weekday uses $expected', ({ weekday, expected }) => {
    expect(hoursForWeekday({ weekdays: 'wk', saturday: 'sat', sunday: 'sun' }, weekday)).toBe(expected);
  });
});

describe('Store hours: the wall time of an instant in a time zone, without a clock', () => {
  it.each([
    { instant: '2025-03-09T23:00:00Z', zone: 'Australia/Adelaide', expected: { weekday: 1, minutes: 9 * 60 + 30, date: '2025-03-10' } },
    { instant: '2025-03-09T23:00:00Z', zone: 'UTC', expected: { weekday: 0, minutes: 23 * 60, date: '2025-03-09' } },
    { instant: '2025-03-10T00:00:00Z', zone: 'UTC', expected: { weekday: 1, minutes: 0, date: '2025-03-10' } },
  ])('$instant in $zone', ({ instant, zone, expected }) => {
    expect(wallClock(new Date(instant), zone)).toEqual(expected);
  });

  it.each([
    { date: '2025-03-09', weekday: 0 },
    { date: '2025-03-10', weekday: 1 },
    { date: '2025-03-11', weekday: 2 },
    { date: '2025-03-12', weekday: 3 },
    { date: '2025-03-13', weekday: 4 },
    { date: '2025-03-14', weekday: 5 },
    { date: '2025-03-15', weekday: 6 },
  ])('$date is weekday $weekday', ({ date, weekday }) => {
    expect(wallClock(new Date(`${date}T12:00:00Z`), 'UTC').weekday).toBe(weekday);
  });

  it('the main stores keep Adelaide time', () => {
    expect(ADELAIDE_TIME_ZONE).toBe('Australia/Adelaide');
  });

  it('an unknown time zone is an error', () => {
    expect(() => wallClock(new Date(0), 'Mars/Olympus')).toThrow(TimeZoneError);
    expect(() => wallClock(new Date(0), 'Mars/Olympus')).toThrow(expect.objectContaining({ name: 'TimeZoneError' }));
    expect(() => wallClock(new Date(0), 'Mars/Olympus')).toThrow('Unknown time zone: Mars/Olympus');
  });
});

describe('wall clocks hold past the zones kept (plain maps of the stores’ zones, never cleared)', () => {
  // 2026-01-05T00:30Z, Monday: daylight saving in Adelaide (+10:30) and Sydney (+11), none in Perth (+8).
  const instant = new Date('2026-01-05T00:30:00Z');
  const cases = [
    { timeZone: 'Australia/Adelaide', expected: { weekday: 1, minutes: 660, date: '2026-01-05' } },
    { timeZone: 'Australia/Perth', expected: { weekday: 1, minutes: 510, date: '2026-01-05' } },
    { timeZone: 'Australia/Sydney', expected: { weekday: 1, minutes: 690, date: '2026-01-05' } },
    { timeZone: 'Europe/Oslo', expected: { weekday: 1, minutes: 90, date: '2026-01-05' } },
  ];
  const OTHER_ZONES = ['Africa/Abidjan', 'Africa/Accra', 'Africa/Addis_Ababa', 'Africa/Algiers', 'Africa/Bamako', 'Africa/Bangui', 'Africa/Banjul', 'Africa/Bissau', 'Africa/Blantyre', 'Africa/Brazzaville', 'Africa/Bujumbura', 'Africa/Cairo', 'Africa/Casablanca', 'Africa/Ceuta', 'Africa/Conakry', 'Africa/Dakar', 'Africa/Dar_es_Salaam', 'Africa/Djibouti', 'Africa/Douala', 'Africa/El_Aaiun', 'Africa/Freetown', 'Africa/Gaborone', 'Africa/Harare', 'Africa/Johannesburg', 'Africa/Juba', 'Africa/Kampala', 'Africa/Khartoum', 'Africa/Kigali', 'Africa/Kinshasa', 'Africa/Lagos', 'Africa/Libreville', 'Africa/Lome', 'Africa/Luanda', 'Africa/Lubumbashi', 'Africa/Lusaka', 'Africa/Malabo', 'Africa/Maputo', 'Africa/Maseru', 'Africa/Mbabane', 'Africa/Monrovia'];

  it.each(cases)('before: $timeZone', ({ timeZone, expected }) => {
    expect(wallClock(instant, timeZone)).toEqual(expected);
  });

  it('reads 40 other zones', () => {
    expect(OTHER_ZONES.map((zone) => wallClock(instant, zone).date)).toEqual(OTHER_ZONES.map(() => '2026-01-05'));
  });

  it.each(cases)('after: $timeZone', ({ timeZone, expected }) => {
    expect(wallClock(instant, timeZone)).toEqual(expected);
  });

  it.each([
    { name: 'a kept zone', timeZone: 'Australia/Perth', expected: [510, 511] },
    { name: 'a zone met beyond the kept 32', timeZone: 'Africa/Monrovia', expected: [30, 31] },
  ])('$name moves on with the minute', ({ timeZone, expected }) => {
    expect([wallClock(instant, timeZone).minutes, wallClock(new Date('2026-01-05T00:31:00Z'), timeZone).minutes]).toEqual(expected);
  });
});
