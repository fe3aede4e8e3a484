// Ribbons (spec section 4): card precedence, product-page precedence with the scheduled override.
import type { RibbonSchedule } from './catalogue/product';
import { RIBBON_TAGS } from './catalogue/product-card';

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
 * An override names a ribbon ('sale', 'Special Offer', 'open-box', 'obx' ...). Any other
 * non-empty text is an editor's own special offer and shows as written.
 */
export function ribbonFromOverride(override: string | null | undefined): Ribbon | null {
  const text = override?.trim() ?? '';
  if (text === '') return null;
  const kind = OVERRIDE_ALIASES[text.toLowerCase().replace(/[^a-z]/g, '')];
  return kind ? ribbon(kind) : { kind: 'specialOffer', label: text };
}

export interface CardRibbonFlags {
  is_staffPick: boolean;
  is_openbox: boolean;
  ribbonOverride?: string | null;
  is_onSale: boolean;
  is_newProduct: boolean;
}

/** Card precedence: staff pick, open box, override, sale, new. */
export function cardRibbon(card: CardRibbonFlags): Ribbon | null {
  if (card.is_staffPick) return ribbon('staffPick');
  if (card.is_openbox) return ribbon('openBox');
  const override = ribbonFromOverride(card.ribbonOverride);
  if (override) return override;
  if (card.is_onSale) return ribbon('sale');
  if (card.is_newProduct) return ribbon('new');
  return null;
}

/**
 * The override is active only between ribbonStart (inclusive) and ribbonEnd (exclusive). A missing
 * bound leaves that side open; an unparseable bound (NaN compares false) makes it inactive.
 */
export function isRibbonScheduleActive(schedule: Pick<RibbonSchedule, 'ribbonStart' | 'ribbonEnd'>, now: Date): boolean {
  const at = now.getTime();
  const start = schedule.ribbonStart ? Date.parse(schedule.ribbonStart) : -Infinity;
  const end = schedule.ribbonEnd ? Date.parse(schedule.ribbonEnd) : Infinity;
  return at >= start && at < end;
}

export interface ProductRibbonInput {
  schedule?: RibbonSchedule | null;
  tags: readonly string[];
  now: Date;
  openBoxMode: boolean;
}

/** Product page: open-box mode forces Open Box; an active scheduled override beats a tag (sale, then new). */
export function productPageRibbon({ schedule, tags, now, openBoxMode }: ProductRibbonInput): Ribbon | null {
  if (openBoxMode) return ribbon('openBox');
  if (schedule && isRibbonScheduleActive(schedule, now)) {
    const override = ribbonFromOverride(schedule.ribbonFlagOverride);
    if (override?.kind === 'specialOffer' && schedule.specialOffer?.trim()) return { kind: 'specialOffer', label: schedule.specialOffer.trim() };
    if (override) return override;
  }
  const lower = new Set(tags.map((t) => t.trim().toLowerCase()));
  if (lower.has(RIBBON_TAGS.sale)) return ribbon('sale');
  if (lower.has(RIBBON_TAGS.new)) return ribbon('new');
  return null;
}
