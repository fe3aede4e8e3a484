import { describe, expect, it } from 'vitest';
import { cardRibbon, isRibbonScheduleActive, productPageRibbon, RIBBON_LABELS, ribbonFromOverride } from '../../src/domain/ribbons';

const none = { is_staffPick: false, is_openbox: false, ribbonOverride: null, is_onSale: false, is_newProduct: false };

describe('Ribbon labels: New, Staff Pick, Special Offer, Open Box, Sale', () => {
  it('has the five labels', () => {
    expect(RIBBON_LABELS).toEqual({ new: 'New', staffPick: 'Staff Pick', specialOffer: 'Special Offer', openBox: 'Open Box', sale: 'Sale' });
  });
});

describe('Ribbon precedence (card): staff pick, open box, override, sale, new', () => {
  it.each([
    { name: 'no flags, no ribbon', flags: {}, expected: null },
    { name: 'staff pick beats everything', flags: { is_staffPick: true, is_openbox: true, ribbonOverride: 'sale', is_onSale: true, is_newProduct: true }, expected: 'Staff Pick' },
    { name: 'open box beats override, sale and new', flags: { is_openbox: true, ribbonOverride: 'new', is_onSale: true, is_newProduct: true }, expected: 'Open Box' },
    { name: 'override beats sale and new', flags: { ribbonOverride: 'Special Offer', is_onSale: true, is_newProduct: true }, expected: 'Special Offer' },
    { name: 'sale beats new', flags: { is_onSale: true, is_newProduct: true }, expected: 'Sale' },
    { name: 'new alone', flags: { is_newProduct: true }, expected: 'New' },
    { name: 'a blank override is no override', flags: { ribbonOverride: '  ', is_newProduct: true }, expected: 'New' },
  ])('$name', ({ flags, expected }) => {
    expect(cardRibbon({ ...none, ...flags })?.label ?? null).toBe(expected);
  });
});

describe('An override names a ribbon; other text is an editor special offer shown as written', () => {
  it.each([
    { override: 'sale', expected: { kind: 'sale', label: 'Sale' } },
    { override: 'NEW', expected: { kind: 'new', label: 'New' } },
    { override: 'staff-pick', expected: { kind: 'staffPick', label: 'Staff Pick' } },
    { override: 'Open Box', expected: { kind: 'openBox', label: 'Open Box' } },
    { override: 'obx', expected: { kind: 'openBox', label: 'Open Box' } },
    { override: 'special_offer', expected: { kind: 'specialOffer', label: 'Special Offer' } },
    { override: ' Black Friday ', expected: { kind: 'specialOffer', label: 'Black Friday' } },
    { override: '', expected: null },
    { override: null, expected: null },
  ])('$override', ({ override, expected }) => {
    expect(ribbonFromOverride(override)).toEqual(expected);
  });
});

describe('Product-page precedence: the scheduled override (active only between ribbonStart and ribbonEnd) beats a tag (sale or new). In open-box mode the ribbon is forced to obx', () => {
  const schedule = { ribbonFlagOverride: 'specialOffer', ribbonStart: '2025-11-01T00:00:00Z', ribbonEnd: '2025-12-01T00:00:00Z', specialOffer: null };
  const at = (iso: string) => new Date(iso);

  it.each([
    { name: 'one millisecond before the start the override is inactive', now: '2025-10-31T23:59:59.999Z', expected: false },
    { name: 'at the start the override is active', now: '2025-11-01T00:00:00Z', expected: true },
    { name: 'just before the end the override is active', now: '2025-11-30T23:59:59.999Z', expected: true },
    { name: 'at the end the override is inactive', now: '2025-12-01T00:00:00Z', expected: false },
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

  it.each([
    { name: 'an active override beats a sale tag', sched: schedule, tags: ['ribbon:sale'], now: '2025-11-15T00:00:00Z', obx: false, expected: 'Special Offer' },
    { name: 'an inactive override lets the sale tag show', sched: schedule, tags: ['ribbon:sale', 'ribbon:new'], now: '2026-01-01T00:00:00Z', obx: false, expected: 'Sale' },
    { name: 'tags are read without surrounding spaces', sched: null, tags: [' ribbon:sale '], now: '2026-01-01T00:00:00Z', obx: false, expected: 'Sale' },
    { name: 'a new tag shows when there is no sale tag', sched: null, tags: ['Ribbon:New'], now: '2026-01-01T00:00:00Z', obx: false, expected: 'New' },
    { name: 'no override and no tag, no ribbon', sched: null, tags: ['other'], now: '2026-01-01T00:00:00Z', obx: false, expected: null },
    { name: 'open-box mode forces Open Box over an active override', sched: schedule, tags: ['ribbon:sale'], now: '2025-11-15T00:00:00Z', obx: true, expected: 'Open Box' },
    { name: 'an active schedule without an override lets the tag show', sched: { ...schedule, ribbonFlagOverride: null }, tags: ['ribbon:new'], now: '2025-11-15T00:00:00Z', obx: false, expected: 'New' },
    { name: 'a special offer shows its own text when given', sched: { ...schedule, specialOffer: ' 20% off ' }, tags: [], now: '2025-11-15T00:00:00Z', obx: false, expected: '20% off' },
    { name: 'a blank special offer text keeps the label', sched: { ...schedule, specialOffer: '  ' }, tags: [], now: '2025-11-15T00:00:00Z', obx: false, expected: 'Special Offer' },
    { name: 'a sale override ignores the special offer text', sched: { ...schedule, ribbonFlagOverride: 'sale', specialOffer: '20% off' }, tags: [], now: '2025-11-15T00:00:00Z', obx: false, expected: 'Sale' },
  ])('$name', ({ sched, tags, now, obx, expected }) => {
    expect(productPageRibbon({ schedule: sched, tags, now: at(now), openBoxMode: obx })?.label ?? null).toBe(expected);
  });

  it('a special offer with its own text is still a special-offer ribbon', () => {
    expect(productPageRibbon({ schedule: { ...schedule, specialOffer: '20% off' }, tags: [], now: at('2025-11-15T00:00:00Z'), openBoxMode: false })).toEqual({ kind: 'specialOffer', label: '20% off' });
  });
});
