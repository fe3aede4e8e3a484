import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatClock,
  orderStoresByPreference,
  PICKUP_CUTOFF_MINUTES,
  PICKUP_PREPARATION_MINUTES,
  pickupHeadline,
  pickupReadiness,
  pickupRefusal,
  deliveryPreferenceOf,
  pickupPreferenceInput,
  PICKUP_LOOKAHEAD_DAYS,
  readyWhen,
  storeFulfilment,
  type CollectLine,
} from '../../src/domain/click-and-collect';
import type { TradingHours } from '../../src/domain/store-hours';

const line = (sku: string, quantity: number, atStore: number, elsewhere: number): CollectLine => ({ sku, title: `Item ${sku}`, quantity, atStore, elsewhere });

describe("Click and collect: can this store fulfil this cart (stock per line and quantity)", () => {
  it.each([
    { name: 'one line, store holds exactly the quantity', lines: [line('A', 2, 2, 0)], expected: { kind: 'holds-every-line' } },
    { name: 'one line, store holds one more', lines: [line('A', 2, 3, 0)], expected: { kind: 'holds-every-line' } },
    { name: 'one line, store holds one fewer, the rest elsewhere', lines: [line('A', 2, 1, 1)], expected: { kind: 'transfer', missing: ['Item A'] } },
    { name: 'one line, store holds one fewer, nothing elsewhere', lines: [line('A', 2, 1, 0)], expected: { kind: 'cannot', missing: ['Item A'] } },
    { name: 'store holds none, exactly enough elsewhere', lines: [line('A', 3, 0, 3)], expected: { kind: 'transfer', missing: ['Item A'] } },
    { name: 'store holds none, one short elsewhere', lines: [line('A', 3, 0, 2)], expected: { kind: 'cannot', missing: ['Item A'] } },
    { name: 'two lines, both held', lines: [line('A', 1, 1, 0), line('B', 1, 4, 0)], expected: { kind: 'holds-every-line' } },
    { name: 'two lines, second missing', lines: [line('A', 1, 1, 0), line('B', 1, 0, 9)], expected: { kind: 'transfer', missing: ['Item B'] } },
    { name: 'two lines, one transferable, one nowhere', lines: [line('A', 1, 0, 5), line('B', 1, 0, 0)], expected: { kind: 'cannot', missing: ['Item A', 'Item B'] } },
    // The same variant on two lines (e.g. added twice) needs the sum at the store.
    { name: 'one SKU on two lines: 1 + 1 with 2 held', lines: [line('A', 1, 2, 0), line('A', 1, 2, 0)], expected: { kind: 'holds-every-line' } },
    { name: 'one SKU on two lines: 1 + 1 with 1 held', lines: [line('A', 1, 1, 0), line('A', 1, 1, 0)], expected: { kind: 'cannot', missing: ['Item A'] } },
    { name: 'negative stock counts as none', lines: [line('A', 1, -2, 0)], expected: { kind: 'cannot', missing: ['Item A'] } },
  ])('$name', ({ lines, expected }) => {
    expect(storeFulfilment(lines)).toEqual(expected);
  });

  it('more stock at the store never makes a cart harder to fulfil (property)', () => {
    const rank = { 'holds-every-line': 0, transfer: 1, cannot: 2 } as const;
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 99 }), atStore: fc.integer({ min: 0, max: 120 }), elsewhere: fc.integer({ min: 0, max: 120 }) }), { minLength: 1, maxLength: 6 }),
        fc.nat({ max: 5 }),
        fc.integer({ min: 1, max: 50 }),
        (raw, which, more) => {
          const lines = raw.map((l, n) => line(`S${n}`, l.quantity, l.atStore, l.elsewhere));
          const index = which % lines.length;
          const richer = lines.map((l, n) => (n === index ? { ...l, atStore: l.atStore + more } : l));
          expect(rank[storeFulfilment(richer).kind]).toBeLessThanOrEqual(rank[storeFulfilment(lines).kind]);
        },
      ),
    );
  });
});

// Forestville (Australia/Adelaide): Mon-Fri 9:30-5:30, Sat 9:30-4:00, Sun 12:00-4:00.
const FORESTVILLE: TradingHours = { weekdays: '9:30am - 5:30pm', saturday: '9:30am - 4pm', sunday: '12pm - 4pm' };
// Adelaide City: Sun closed.
const CITY: TradingHours = { weekdays: '9:30am - 5:30pm', saturday: '10am - 3pm', sunday: 'Closed' };
const HOLDS = { kind: 'holds-every-line' } as const;

describe('Click and collect: when is it ready (opening hours, a 2-hour same-day cut-off, 1 hour to prepare)', () => {
  it('the documented figures', () => {
    expect(PICKUP_CUTOFF_MINUTES).toBe(120);
    expect(PICKUP_PREPARATION_MINUTES).toBe(60);
  });

  // Tuesday 25 November 2026 in Adelaide is ACDT (UTC+10:30): 15:29 local = 04:59Z.
  it.each([
    { name: 'before opening: ready 1 hour after opening', at: '2026-11-24T21:00:00Z', local: '07:30 Wed', expected: { kind: 'today', date: '2026-11-25', readyAt: 630 } },
    { name: 'at opening', at: '2026-11-24T23:00:00Z', local: '09:30 Wed', expected: { kind: 'today', date: '2026-11-25', readyAt: 630 } },
    { name: 'one minute before the cut-off (15:29)', at: '2026-11-25T04:59:00Z', local: '15:29 Wed', expected: { kind: 'today', date: '2026-11-25', readyAt: 989 } },
    { name: 'at the cut-off (15:30): next opening day', at: '2026-11-25T05:00:00Z', local: '15:30 Wed', expected: { kind: 'later', date: '2026-11-26', weekday: 4, daysAhead: 1, readyAt: 630 } },
    { name: 'after closing', at: '2026-11-25T08:00:00Z', local: '18:30 Wed', expected: { kind: 'later', date: '2026-11-26', weekday: 4, daysAhead: 1, readyAt: 630 } },
    { name: 'Saturday before its 14:00 cut-off', at: '2026-11-28T03:29:00Z', local: '13:59 Sat', expected: { kind: 'today', date: '2026-11-28', readyAt: 899 } },
    { name: 'Saturday at its 14:00 cut-off: Sunday noon + 1 hour', at: '2026-11-28T03:30:00Z', local: '14:00 Sat', expected: { kind: 'later', date: '2026-11-29', weekday: 0, daysAhead: 1, readyAt: 780 } },
  ])('Forestville, $name ($local)', ({ at, expected }) => {
    expect(pickupReadiness(HOLDS, FORESTVILLE, 'Australia/Adelaide', new Date(at))).toEqual(expected);
  });

  it.each([
    { name: 'Saturday after the cut-off skips the closed Sunday', at: '2026-11-28T03:30:00Z', expected: { kind: 'later', date: '2026-11-30', weekday: 1, daysAhead: 2, readyAt: 630 } },
    { name: 'Sunday (closed) is ready Monday', at: '2026-11-29T00:30:00Z', expected: { kind: 'later', date: '2026-11-30', weekday: 1, daysAhead: 1, readyAt: 630 } },
  ])('Adelaide City, $name', ({ at, expected }) => {
    expect(pickupReadiness(HOLDS, CITY, 'Australia/Adelaide', new Date(at))).toEqual(expected);
  });

  // Daylight saving: Melbourne moves from AEST (UTC+10) to AEDT (UTC+11) on Sunday 4 October 2026
  // and back on Sunday 5 April 2026; Brisbane has no daylight saving. The same UTC instant is a
  // different wall time either side, so the cut-off moves with it.
  const MELBOURNE: TradingHours = { weekdays: '10am - 6pm', saturday: '10am - 5pm', sunday: '11am - 4pm' };
  it.each([
    // Monday 5 Oct 2026 (AEDT): 15:59 local = 04:59Z; 16:00 = 05:00Z.
    { name: 'AEDT, a minute before the 16:00 cut-off', zone: 'Australia/Melbourne', at: '2026-10-05T04:59:00Z', kind: 'today' },
    { name: 'AEDT, at the 16:00 cut-off', zone: 'Australia/Melbourne', at: '2026-10-05T05:00:00Z', kind: 'later' },
    // Monday 28 Sep 2026 (AEST): the same 05:00Z is 15:00, before the cut-off.
    { name: 'AEST, 05:00Z is 15:00', zone: 'Australia/Melbourne', at: '2026-09-28T05:00:00Z', kind: 'today' },
    { name: 'AEST, at the 16:00 cut-off (06:00Z)', zone: 'Australia/Melbourne', at: '2026-09-28T06:00:00Z', kind: 'later' },
    // Monday 6 Apr 2026, after daylight saving ended: AEST again.
    { name: 'after April change, 05:59Z is 15:59', zone: 'Australia/Melbourne', at: '2026-04-06T05:59:00Z', kind: 'today' },
    { name: 'Brisbane keeps UTC+10 in October: 05:59Z is 15:59', zone: 'Australia/Brisbane', at: '2026-10-05T05:59:00Z', kind: 'today' },
    { name: 'Brisbane at its cut-off 06:00Z', zone: 'Australia/Brisbane', at: '2026-10-05T06:00:00Z', kind: 'later' },
  ])('$name', ({ zone, at, kind }) => {
    expect(pickupReadiness(HOLDS, MELBOURNE, zone, new Date(at)).kind).toBe(kind);
  });

  it('Sunday 4 October 2026 (the change itself, 2am becomes 3am) opens at 11am local: ready 12pm', () => {
    // 2026-10-03T20:00Z is 06:00 AEST+1 = 07:00 AEDT on the Sunday.
    expect(pickupReadiness(HOLDS, MELBOURNE, 'Australia/Melbourne', new Date('2026-10-03T20:00:00Z'))).toEqual({ kind: 'today', date: '2026-10-04', readyAt: 720 });
  });

  it('a store lacking stock that can be transferred: 2-4 days; one that cannot: unavailable', () => {
    const now = new Date('2026-11-24T21:00:00Z');
    expect(pickupReadiness({ kind: 'transfer', missing: ['x'] }, FORESTVILLE, 'Australia/Adelaide', now)).toEqual({ kind: 'transfer' });
    expect(pickupReadiness({ kind: 'cannot', missing: ['x'] }, FORESTVILLE, 'Australia/Adelaide', now)).toEqual({ kind: 'unavailable' });
  });

  it('hours nobody can read, a day too short to prepare in, and an unknown zone', () => {
    const now = new Date('2026-11-24T21:00:00Z');
    expect(pickupReadiness(HOLDS, { weekdays: 'By appointment', saturday: 'Closed', sunday: 'Closed' }, 'Australia/Adelaide', now)).toEqual({ kind: 'unknown-hours' });
    expect(pickupReadiness(HOLDS, { weekdays: 'Closed', saturday: 'Closed', sunday: 'Closed' }, 'Australia/Adelaide', now)).toEqual({ kind: 'unknown-hours' });
    // 2 hours is exactly the cut-off: no order can ever be taken for that day.
    expect(pickupReadiness(HOLDS, { weekdays: '10am - 12pm', saturday: '10am - 12:01pm', sunday: 'Closed' }, 'Australia/Adelaide', now)).toMatchObject({ kind: 'later', weekday: 6, readyAt: 660 });
    expect(pickupReadiness(HOLDS, FORESTVILLE, 'Mars/Olympus', now)).toEqual({ kind: 'unknown-hours' });
  });

  it('a same-day time is never before the order plus preparation, and always before closing (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }), fc.constantFrom('Australia/Adelaide', 'Australia/Melbourne', 'Australia/Sydney', 'Australia/Brisbane', 'Australia/Perth'), (now, zone) => {
        const readiness = pickupReadiness(HOLDS, FORESTVILLE, zone, now);
        expect(['today', 'later']).toContain(readiness.kind);
        if (readiness.kind !== 'today') return;
        const parts = Object.fromEntries(new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now).map((p) => [p.type, p.value]));
        const minutes = Number(parts.hour) * 60 + Number(parts.minute);
        // Forestville closes at 5:30pm on weekdays and 4pm at weekends.
        const closes = parts.weekday === 'Sat' || parts.weekday === 'Sun' ? 960 : 1050;
        expect(readiness.readyAt).toBeGreaterThanOrEqual(minutes + PICKUP_PREPARATION_MINUTES);
        expect(readiness.readyAt).toBeLessThan(closes - (PICKUP_CUTOFF_MINUTES - PICKUP_PREPARATION_MINUTES));
      }),
    );
  });
});

describe('Click and collect: what the shopper reads', () => {
  it.each([
    { minutes: 0, text: '12am' },
    { minutes: 570, text: '9:30am' },
    { minutes: 630, text: '10:30am' },
    { minutes: 720, text: '12pm' },
    { minutes: 780, text: '1pm' },
    { minutes: 989, text: '4:29pm' },
  ])('$minutes minutes is $text', ({ minutes, text }) => {
    expect(formatClock(minutes)).toBe(text);
  });

  it.each([
    { readiness: { kind: 'today', date: '2026-11-25', readyAt: 630 }, text: 'Pick up today at Forestville' },
    { readiness: { kind: 'later', date: '2026-11-26', weekday: 4, daysAhead: 1, readyAt: 630 }, text: 'Pick up tomorrow at Forestville' },
    { readiness: { kind: 'later', date: '2026-11-30', weekday: 1, daysAhead: 2, readyAt: 630 }, text: 'Pick up Monday at Forestville' },
    { readiness: { kind: 'transfer' }, text: 'Ready in 2-4 days at Forestville' },
    { readiness: { kind: 'unavailable' }, text: 'Not available to pick up at Forestville' },
    { readiness: { kind: 'unknown-hours' }, text: 'In stock at Forestville' },
  ] as const)('$text', ({ readiness, text }) => {
    expect(pickupHeadline(readiness, 'Forestville')).toBe(text);
  });

  it.each([
    { readiness: { kind: 'today', date: '2026-11-25', readyAt: 630 }, text: 'Ready from 10:30am today, Wednesday 25 November' },
    { readiness: { kind: 'later', date: '2026-11-30', weekday: 1, daysAhead: 2, readyAt: 780 }, text: 'Ready from 1pm on Monday 30 November' },
    { readiness: { kind: 'transfer' }, text: 'Ready in 2-4 days' },
    { readiness: { kind: 'unknown-hours' }, text: 'We will email you when it is ready' },
  ] as const)('$text', ({ readiness, text }) => {
    expect(readyWhen(readiness)).toBe(text);
  });

  it('the chosen store comes first, the others keep their order; an unknown choice changes nothing', () => {
    const stores = [{ slug: 'a' }, { slug: 'b' }, { slug: 'c' }];
    expect(orderStoresByPreference(stores, 'c').map((s) => s.slug)).toEqual(['c', 'a', 'b']);
    expect(orderStoresByPreference(stores, 'a').map((s) => s.slug)).toEqual(['a', 'b', 'c']);
    expect(orderStoresByPreference(stores, 'zzz').map((s) => s.slug)).toEqual(['a', 'b', 'c']);
    expect(orderStoresByPreference(stores, null).map((s) => s.slug)).toEqual(['a', 'b', 'c']);
  });
});

describe('Click and collect: the refusal names what is missing', () => {
  it.each([
    { missing: ['Strat'], text: 'Forestville does not have Strat in stock to pick up. Choose another store or delivery.' },
    { missing: ['Strat', 'Amp'], text: 'Forestville does not have Strat and Amp in stock to pick up. Choose another store or delivery.' },
    { missing: ['Strat', 'Amp', 'Cable'], text: 'Forestville does not have Strat, Amp and Cable in stock to pick up. Choose another store or delivery.' },
  ])('$missing', ({ missing, text }) => {
    expect(pickupRefusal('Forestville', missing)).toBe(text);
  });
});

describe("Click and collect: the cart's delivery preference (Shopify's CartDeliveryPreference shape)", () => {
  it.each([
    { delivery: { deliveryMethod: ['PICK_UP'], pickupHandle: ['forestville'] }, expected: { method: 'PICK_UP', pickupHandle: 'forestville' } },
    { delivery: { deliveryMethod: ['PICK_UP'], pickupHandle: [] }, expected: { method: 'PICK_UP', pickupHandle: null } },
    { delivery: { deliveryMethod: ['PICKUP_POINT'], pickupHandle: ['locker-1'] }, expected: { method: 'PICKUP_POINT', pickupHandle: 'locker-1' } },
    { delivery: { deliveryMethod: ['SHIPPING'], pickupHandle: ['forestville'] }, expected: { method: 'SHIPPING', pickupHandle: null } },
    { delivery: { deliveryMethod: ['DRONE', 'PICK_UP'], pickupHandle: ['forestville'] }, expected: { method: 'PICK_UP', pickupHandle: 'forestville' } },
    { delivery: { deliveryMethod: ['DRONE'], pickupHandle: [] }, expected: undefined },
    { delivery: { deliveryMethod: [], pickupHandle: [] }, expected: undefined },
    { delivery: { deliveryMethod: null, pickupHandle: null }, expected: undefined },
    { delivery: null, expected: undefined },
    { delivery: undefined, expected: undefined },
  ])('$delivery', ({ delivery, expected }) => {
    expect(deliveryPreferenceOf(delivery)).toEqual(expected);
  });

  it('pick up at a store is PICK_UP with its slug as the handle; delivery is SHIPPING with none', () => {
    expect(pickupPreferenceInput('forestville')).toEqual({ delivery: { deliveryMethod: ['PICK_UP'], pickupHandle: ['forestville'] } });
    expect(pickupPreferenceInput(null)).toEqual({ delivery: { deliveryMethod: ['SHIPPING'], pickupHandle: [] } });
  });

  it('an empty cart asks nothing of a store', () => {
    expect(storeFulfilment([])).toEqual({ kind: 'holds-every-line' });
  });

  it.each([
    // A store open on Sundays only, in Adelaide (ACDT): Monday 30 Nov 10:00 waits 6 days ...
    { at: '2026-11-29T23:30:00Z', expected: { kind: 'later', date: '2026-12-06', weekday: 0, daysAhead: 6, readyAt: 780 } },
    // ... and Sunday 29 Nov after the 2pm cut-off waits the whole week, the lookahead's last day.
    { at: '2026-11-29T04:30:00Z', expected: { kind: 'later', date: '2026-12-06', weekday: 0, daysAhead: PICKUP_LOOKAHEAD_DAYS, readyAt: 780 } },
  ])('a store open one day a week: $at', ({ at, expected }) => {
    expect(pickupReadiness({ kind: 'holds-every-line' }, { weekdays: 'Closed', saturday: 'Closed', sunday: '12pm - 4pm' }, 'Australia/Adelaide', new Date(at))).toEqual(expected);
  });
});
