// Ribbons (spec section 4): one rule for every card, product page, carousel and search hit,
// evaluated with the clock the caller passes in.

export type RibbonKind = 'staffPick' | 'openBox' | 'specialOffer' | 'sale' | 'new';

export const RIBBON_LABELS: Record<RibbonKind, string> = {
  new: 'New',
  staffPick: 'Staff Pick',
  specialOffer: 'Special Offer',
  openBox: 'Open Box',
  sale: 'Sale',
};

export interface Ribbon {
  kind: RibbonKind;
  label: string;
}

const ribbon = (kind: RibbonKind): Ribbon => ({ kind, label: RIBBON_LABELS[kind] });

const OVERRIDE_ALIASES: Record<string, RibbonKind> = {
  new: 'new', staffpick: 'staffPick', specialoffer: 'specialOffer', openbox: 'openBox', obx: 'openBox', sale: 'sale',
};

/**
 * The ribbon an override names ('sale', 'Special Offer', 'open-box', 'obx' ...). Any other
 * non-empty text is an editor's own offer: it shows as the Special Offer ribbon, whose label is
 * always 'Special Offer' (the offer's text belongs beside the price, not on the ribbon).
 */
export function ribbonFromOverride(override: string | null | undefined): Ribbon | null {
  const text = override?.trim() ?? '';
  if (text === '') return null;
  return ribbon(OVERRIDE_ALIASES[text.toLowerCase().replace(/[^a-z]/g, '')] ?? 'specialOffer');
}

/** A scheduled ribbon override; the bounds are ISO 8601 instants. */
export interface RibbonOverride {
  ribbonFlagOverride: string | null;
  ribbonStart: string | null;
  ribbonEnd: string | null;
}

/**
 * The override is active only between ribbonStart (inclusive) and ribbonEnd (exclusive). A missing
 * bound leaves that side open; an unparseable bound (NaN compares false) makes it inactive.
 */
export function isRibbonScheduleActive(schedule: Pick<RibbonOverride, 'ribbonStart' | 'ribbonEnd'>, now: Date): boolean {
  const at = now.getTime();
  const start = schedule.ribbonStart ? Date.parse(schedule.ribbonStart) : -Infinity;
  const end = schedule.ribbonEnd ? Date.parse(schedule.ribbonEnd) : Infinity;
  return at >= start && at < end;
}

/** What a ribbon is decided from: the same facts whether they come from a card, a search hit or a product page. */
export interface RibbonFacts {
  staffPick: boolean;
  /** The product is an open-box listing. */
  openBox: boolean;
  /** The scheduled override, if any: its ribbon shows only while the schedule is active. */
  override: RibbonOverride | null;
  /** The variant on show has a was price (compare-at above price): the only thing that makes a sale. */
  hasWasPrice: boolean;
  /** Tagged new. */
  isNew: boolean;
}

/**
 * Staff pick, open box, the active override, sale, new: the card precedence, which is also the
 * product page's (the active override beats a sale or new tag). 'Sale' never shows without a was
 * price, whether it comes from a tag or an override; an inactive override shows nothing.
 */
export function productRibbon(facts: RibbonFacts, now: Date): Ribbon | null {
  if (facts.staffPick) return ribbon('staffPick');
  if (facts.openBox) return ribbon('openBox');
  const override = facts.override && isRibbonScheduleActive(facts.override, now) ? ribbonFromOverride(facts.override.ribbonFlagOverride) : null;
  if (override && (override.kind !== 'sale' || facts.hasWasPrice)) return override;
  if (facts.hasWasPrice) return ribbon('sale');
  if (facts.isNew) return ribbon('new');
  return null;
}

/** The product page: open-box mode (query obx) forces Open Box; otherwise the same rule as its card. */
export function productPageRibbon(facts: RibbonFacts, now: Date, openBoxMode: boolean): Ribbon | null {
  return openBoxMode ? ribbon('openBox') : productRibbon(facts, now);
}
