import { inject, injectable } from 'tsyringe';
import type { ShippingRate } from '../../domain/catalogue/product';
import type { Locale } from '../../domain/locale';
import { minorUnits, moneyFromNumber } from '../../domain/money';
import { SHIPPING_RATES_FAILED, shippingEstimate, type RatesResponse } from '../../domain/product-shipping';
import { validatePostcodeFor, type ShippingCountry } from '../../domain/shipping-destination';
import type { EventLog, OpenBoxItems, ProductCatalog, ShippingRates } from '../ports';
import { TOKENS } from '../tokens';

export interface ShippingEstimateRequest {
  handle: string;
  /** A variant SKU of the product; the main variant when absent. */
  sku?: string;
  quantity: number;
  postcode: string;
  /** Where the page's market ships: its postcode rule and its carrier table. */
  country: ShippingCountry;
  /**
   * Open-box mode: the number of the unit the shopper is looking at. The quote then uses that
   * unit's price from the open-box data (never a price from the browser); unknown-product when the
   * product has no such unit.
   */
  openBoxUnit?: string;
  /** The market whose prices the rate table expects (AUD). */
  locale: Locale;
}

export type ShippingEstimateOutcome =
  | { kind: 'rates'; rates: ShippingRate[] }
  | { kind: 'unknown-product' }
  | { kind: 'invalid-postcode'; message: string }
  | { kind: 'unavailable'; message: string; cause: RatesResponse['kind'] };

/** The product page's postcode estimator for the market's country: the spec's three messages (the country's own for a wrong postcode), prices from the catalogue, never from the browser. */
@injectable()
export class EstimateProductShipping {
  constructor(
    @inject(TOKENS.ProductCatalog) private readonly catalog: ProductCatalog,
    @inject(TOKENS.ShippingRates) private readonly shipping: ShippingRates,
    @inject(TOKENS.EventLog) private readonly log: EventLog,
    @inject(TOKENS.OpenBoxItems) private readonly openBox: OpenBoxItems,
  ) {}

  /** The unit's AUD price in cents from the open-box data; null when the product has no such unit. */
  private async unitPriceCents(productId: string, unitNumber: string): Promise<number | null> {
    const units = await this.openBox.forProduct(productId);
    const unit = units.find((candidate) => candidate.number.toUpperCase() === unitNumber.trim().toUpperCase());
    return unit ? minorUnits(moneyFromNumber(unit.price, 'AUD')) : null;
  }

  async execute(request: ShippingEstimateRequest): Promise<ShippingEstimateOutcome> {
    const postcode = validatePostcodeFor(request.country, request.postcode);
    if (!postcode.ok) return { kind: 'invalid-postcode', message: postcode.error };
    // The commerce upstream down is a failure to calculate, not a wrong postcode (spec's error catalogue).
    const product = await this.catalog.productByHandle(request.handle, request.locale).catch((error: unknown) => {
      this.log.warn({ handle: request.handle, error: String(error) }, 'product lookup for a shipping estimate failed');
      return 'failed' as const;
    });
    if (product === 'failed') return { kind: 'unavailable', message: SHIPPING_RATES_FAILED, cause: 'network-error' };
    const wanted = request.sku?.trim().toUpperCase();
    const variant = wanted ? product?.variants.find((v) => v.sku.toUpperCase() === wanted) : product?.variants[0];
    if (!product || !variant) return { kind: 'unknown-product' };
    let priceCents = minorUnits(variant.price);
    if (request.openBoxUnit) {
      const unitPrice = await this.unitPriceCents(product.productId, request.openBoxUnit).catch((error: unknown) => {
        this.log.warn({ productId: product.productId, unit: request.openBoxUnit, error: String(error) }, 'open-box lookup for a shipping estimate failed');
        return undefined;
      });
      if (unitPrice === undefined) return { kind: 'unavailable', message: SHIPPING_RATES_FAILED, cause: 'network-error' };
      if (unitPrice === null) return { kind: 'unknown-product' };
      priceCents = unitPrice;
    }
    // The unit ships as the new-stock variant it was (same weight), at the unit's own price.
    const items = [{ sku: variant.sku, quantity: request.quantity, priceCents }];
    const response = await this.shipping.quote({ country: request.country, postcode: postcode.value }, items).catch((error: unknown): RatesResponse => {
      this.log.warn({ country: request.country, postcode: postcode.value, sku: variant.sku, error: String(error) }, 'shipping rates failed');
      return { kind: 'network-error' };
    });
    if (response.kind !== 'ok') this.log.warn({ country: request.country, postcode: postcode.value, sku: variant.sku, outcome: response.kind }, 'shipping rates unavailable');
    const estimate = shippingEstimate(response);
    return estimate.ok ? { kind: 'rates', rates: estimate.value } : { kind: 'unavailable', message: estimate.error, cause: response.kind };
  }
}
