import { inject, injectable } from 'tsyringe';
import type { ShippingRate } from '../../domain/catalogue/product';
import type { Locale } from '../../domain/locale';
import { minorUnits } from '../../domain/money';
import { shippingEstimate, validatePostcode, type RatesResponse } from '../../domain/product-shipping';
import type { EventLog, ProductCatalog, ShippingRates } from '../ports';
import { TOKENS } from '../tokens';

export interface ShippingEstimateRequest {
  handle: string;
  /** A variant SKU of the product; the main variant when absent. */
  sku?: string;
  quantity: number;
  postcode: string;
  /** The market whose prices the rate table expects (AUD). */
  locale: Locale;
}

export type ShippingEstimateOutcome =
  | { kind: 'rates'; rates: ShippingRate[] }
  | { kind: 'unknown-product' }
  | { kind: 'invalid-postcode'; message: string }
  | { kind: 'unavailable'; message: string; cause: RatesResponse['kind'] };

/** The product page's postcode estimator: the spec's three messages, prices from the catalogue, never from the browser. */
@injectable()
export class EstimateProductShipping {
  constructor(
    @inject(TOKENS.ProductCatalog) private readonly catalog: ProductCatalog,
    @inject(TOKENS.ShippingRates) private readonly shipping: ShippingRates,
    @inject(TOKENS.EventLog) private readonly log: EventLog,
  ) {}

  async execute(request: ShippingEstimateRequest): Promise<ShippingEstimateOutcome> {
    const postcode = validatePostcode(request.postcode);
    if (!postcode.ok) return { kind: 'invalid-postcode', message: postcode.error };
    const product = await this.catalog.productByHandle(request.handle, request.locale);
    const wanted = request.sku?.trim().toUpperCase();
    const variant = wanted ? product?.variants.find((v) => v.sku.toUpperCase() === wanted) : product?.variants[0];
    if (!variant) return { kind: 'unknown-product' };
    const items = [{ sku: variant.sku, quantity: request.quantity, priceCents: minorUnits(variant.price) }];
    const response = await this.shipping.quote(postcode.value, items).catch((error: unknown): RatesResponse => {
      this.log.warn({ postcode: postcode.value, sku: variant.sku, error: String(error) }, 'shipping rates failed');
      return { kind: 'network-error' };
    });
    if (response.kind !== 'ok') this.log.warn({ postcode: postcode.value, sku: variant.sku, outcome: response.kind }, 'shipping rates unavailable');
    const estimate = shippingEstimate(response);
    return estimate.ok ? { kind: 'rates', rates: estimate.value } : { kind: 'unavailable', message: estimate.error, cause: response.kind };
  }
}
