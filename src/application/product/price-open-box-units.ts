import { inject, injectable } from 'tsyringe';
import type { OpenBoxUnit, SelectedOption, Variant } from '../../domain/catalogue/product';
import { variantGid } from '../../domain/catalogue/product-card';
import type { Locale } from '../../domain/locale';
import { moneyFromNumber, type Money } from '../../domain/money';
import type { Merchandise } from '../cart/merchandise';
import type { EventLog, MerchandiseLookup } from '../ports';
import { TOKENS } from '../tokens';
import { withFallback } from './with-fallback';

/** An open-box unit as the shopper buys it: its own merchandise, at the price the cart will charge. */
export interface OpenBoxOffer {
  unit: OpenBoxUnit;
  /** Variant global id the cart line takes. */
  merchandiseId: string;
  price: Money;
  /** The same item new, in the same currency; null when the page cannot tell. */
  newPrice: Money | null;
}

export interface OpenBoxPricing {
  units: readonly OpenBoxUnit[];
  /** The page's product variants, priced in the shopper's market. */
  variants: readonly Variant[];
  locale: Locale;
}

/** Without a catalogue price source the warehouse's own AUD prices are all there is. */
export const warehouseOffers = (units: readonly OpenBoxUnit[]): OpenBoxOffer[] =>
  units.map((unit) => ({
    unit,
    merchandiseId: variantGid(unit.shopifyVariantId),
    price: moneyFromNumber(unit.price, 'AUD'),
    newPrice: moneyFromNumber(unit.newPrice, 'AUD'),
  }));

const sameOptions = (a: readonly SelectedOption[], b: readonly SelectedOption[]) =>
  a.length === b.length && a.every((option) => b.some((other) => other.name === option.name && other.value === option.value));

/** The new-stock variant with the unit's options; on an open-box listing that is the unit itself, new at its compare-at price. */
function newStockPrice(variants: readonly Variant[], merchandise: Merchandise): Money | null {
  const variant = variants.find((candidate) => sameOptions(candidate.selectedOptions, merchandise.selectedOptions));
  const price = variant?.id === merchandise.id ? variant.compareAtPrice : variant?.price;
  return price && price.currencyCode === merchandise.price.currencyCode ? price : null;
}

/**
 * Open-box units priced from the catalogue in the shopper's market, so the page shows what the cart
 * charges. A unit the catalogue does not sell cannot be bought and is not offered; a failed lookup
 * is logged and offers nothing.
 */
@injectable()
export class PriceOpenBoxUnits {
  constructor(
    @inject(TOKENS.MerchandiseLookup) private readonly merchandise: MerchandiseLookup,
    @inject(TOKENS.EventLog) private readonly log: EventLog,
  ) {}

  execute({ units, variants, locale }: OpenBoxPricing): Promise<OpenBoxOffer[]> {
    if (units.length === 0) return Promise.resolve([]);
    const ids = units.map((unit) => variantGid(unit.shopifyVariantId));
    return withFallback(this.log, 'open-box pricing', { units: units.map((unit) => unit.number) }, [], async () => {
      const sold = new Map((await this.merchandise.variantsByIds(ids, locale)).map((item) => [item.id, item]));
      return units.flatMap((unit, n) => {
        const merchandise = sold.get(ids[n]!);
        return merchandise ? [{ unit, merchandiseId: merchandise.id, price: merchandise.price, newPrice: newStockPrice(variants, merchandise) }] : [];
      });
    });
  }
}
