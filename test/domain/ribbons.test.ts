import { describe, expect, it } from 'vitest';
import { isRibbonScheduleActive, productPageRibbon, productRibbon, RIBBON_LABELS, ribbonFromOverride, type RibbonFacts } from '../../src/domain/ribbons';

const none: RibbonFacts = { staffPick: false, openBox: false, override: null, hasWasPrice: false, isNew: false };
const at = (iso: string) => new Date(iso);
const NOW = at('2026-11-15T00:00:00Z');
const always = (ribbonFlagOverride: string) => ({ ribbonFlagOverride, ribbonStart: null, ribbonEnd: null });

describe('Ribbon labels: New, Staff Pick, Special Offer, Open Box, Sale', () => {
  it('has the five labels', () => {
    expect(RIBBON_LABELS).toEqual({ new: 'New', staffPick: 'Staff Pick', specialOffer: 'Special Offer', openBox: 'Open Box', sale: 'Sale' });
  });
});

describe('Ribbon precedence (card, and product page): staff pick, open box, override, sale, new', () => {
  it.each([
    { name: 'no facts, no ribbon', facts: {}, expected: null },
    { name: 'staff pick beats everything', facts: { staffPick: true, openBox: true, override: always('Special Offer'), hasWasPrice: true, isNew: true }, expected: 'Staff Pick' },
    { name: 'open box beats override, sale and new', facts: { openBox: true, override: always('New'), hasWasPrice: true, isNew: true }, expected: 'Open Box' },
    { name: 'an active override beats sale and new', facts: { override: always('Special Offer'), hasWasPrice: true, isNew: true }, expected: 'Special Offer' },
    { name: 'an override naming New beats sale', facts: { override: always('new'), hasWasPrice: true }, expected: 'New' },
    { name: 'sale beats new', facts: { hasWasPrice: true, isNew: true }, expected: 'Sale' },
    { name: 'new alone', facts: { isNew: true }, expected: 'New' },
    { name: 'a blank override is no override', facts: { override: always('  '), isNew: true }, expected: 'New' },
    { name: 'Sale only with a was price: a Sale override without one shows nothing', facts: { override: always('Sale') }, expected: null },
    { name: 'a Sale override without a was price lets New show', facts: { override: always('Sale'), isNew: true }, expected: 'New' },
    { name: 'a Sale override with a was price', facts: { override: always('Sale'), hasWasPrice: true }, expected: 'Sale' },
  ] as { name: string; facts: Partial<RibbonFacts>; expected: string | null }[])('$name', ({ facts, expected }) => {
    expect(productRibbon({ ...none, ...facts }, NOW)?.label ?? null).toBe(expected);
  });
});

describe('An override names a ribbon; any other text is a special offer, labelled Special Offer', () => {
  it.each([
    { override: 'sale', expected: { kind: 'sale', label: 'Sale' } },
    { override: 'NEW', expected: { kind: 'new', label: 'New' } },
    { override: 'staff-pick', expected: { kind: 'staffPick', label: 'Staff Pick' } },
    { override: 'Open Box', expected: { kind: 'openBox', label: 'Open Box' } },
    { override: 'obx', expected: { kind: 'openBox', label: 'Open Box' } },
    { override: 'special_offer', expected: { kind: 'specialOffer', label: 'Special Offer' } },
    { override: ' Free gig bag valued at $99 ', expected: { kind: 'specialOffer', label: 'Special Offer' } },
    { override: '', expected: null },
    { override: null, expected: null },
  ])('$override', ({ override, expected }) => {
    expect(ribbonFromOverride(override)).toEqual(expected);
  });
});

describe('The scheduled override is active only between ribbonStart and ribbonEnd', () => {
  const schedule = { ribbonFlagOverride: 'Special Offer', ribbonStart: '2027-12-28T00:00:00.000Z', ribbonEnd: '2028-02-01T00:00:00.000Z' };

  it.each([
    { name: 'one millisecond before the start: inactive', now: '2027-12-27T23:59:59.999Z', expected: false },
    { name: 'at the start: active', now: '2027-12-28T00:00:00.000Z', expected: true },
    { name: 'one millisecond before the end: active', now: '2028-01-31T23:59:59.999Z', expected: true },
    { name: 'at the end: inactive', now: '2028-02-01T00:00:00.000Z', expected: false },
  ])('$name', ({ now, expected }) => {
    expect(isRibbonScheduleActive(schedule, at(now))).toBe(expected);
  });

  it.each([
    { name: 'no start leaves the start open', start: null, end: '2025-12-01T00:00:00Z', now: '2000-01-01T00:00:00Z', expected: true },
    { name: 'no end leaves the end open', start: '2025-11-01T00:00:00Z', end: null, now: '2099-01-01T00:00:00Z', expected: true },
    { name: 'an unreadable start makes it inactive', start: 'soon', end: null, now: '2025-11-15T00:00:00Z', expected: false },
    { name: 'an unreadable end makes it inactive', start: null, end: 'later', now: '2025-11-15T00:00:00Z', expected: false },
  ])('$name', ({ start, end, now, expected }) => {
    expect(isRibbonScheduleActive({ ribbonStart: start, ribbonEnd: end }, at(now))).toBe(expected);
  });

  // Both sides of each boundary, through the ribbon itself: a future override (observation 9's
  // 2027-12-28) and an expired one (2025) never show; the sale or new tag shows instead.
  it.each([
    { name: 'before a future start the sale shows', now: '2027-12-27T23:59:59.999Z', expected: 'Sale' },
    { name: 'from the start the offer shows', now: '2027-12-28T00:00:00.000Z', expected: 'Special Offer' },
    { name: 'until just before the end the offer shows', now: '2028-01-31T23:59:59.999Z', expected: 'Special Offer' },
    { name: 'at the end the sale shows again', now: '2028-02-01T00:00:00.000Z', expected: 'Sale' },
  ])('card and page alike: $name', ({ now, expected }) => {
    const facts = { ...none, override: schedule, hasWasPrice: true };
    expect(productRibbon(facts, at(now))?.label).toBe(expected);
    expect(productPageRibbon(facts, at(now), false)?.label).toBe(expected);
  });

  it.each([
    { name: 'a Sale override that ended in 2025 shows nothing without tags', override: { ribbonFlagOverride: 'Sale', ribbonStart: '2025-03-01T00:00:00.000Z', ribbonEnd: '2025-04-01T00:00:00.000Z' }, isNew: false, expected: null },
    { name: 'an expired Special Offer lets New show', override: { ribbonFlagOverride: 'Special Offer', ribbonStart: '2025-03-01T00:00:00.000Z', ribbonEnd: '2025-04-01T00:00:00.000Z' }, isNew: true, expected: 'New' },
  ])('$name', ({ override, isNew, expected }) => {
    expect(productRibbon({ ...none, override, isNew }, NOW)?.label ?? null).toBe(expected);
  });
});

describe('Product page: in open-box mode the ribbon is forced to Open Box; otherwise the card’s rule', () => {
  it.each([
    { name: 'open-box mode over an active override', facts: { override: always('Special Offer') }, obx: true, expected: 'Open Box' },
    { name: 'open-box mode over a staff pick', facts: { staffPick: true }, obx: true, expected: 'Open Box' },
    { name: 'normal mode: staff pick', facts: { staffPick: true, hasWasPrice: true }, obx: false, expected: 'Staff Pick' },
    { name: 'normal mode: nothing', facts: {}, obx: false, expected: null },
  ] as { name: string; facts: Partial<RibbonFacts>; obx: boolean; expected: string | null }[])('$name', ({ facts, obx, expected }) => {
    expect(productPageRibbon({ ...none, ...facts }, NOW, obx)?.label ?? null).toBe(expected);
  });
});
