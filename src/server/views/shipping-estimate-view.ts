// The product page estimator's answer, one mapping for both ways of asking: the JSON API the
// browser code calls, and the product page itself (?postcode=…, the estimator's form without
// JavaScript), so both show the same rates and the same messages.
import type { ShippingEstimateOutcome } from '../../application/product/estimate-product-shipping';
import { localeByKey } from '../../domain/locale';
import { formatMoney, moneyFromMinorUnits } from '../../domain/money';
import type { ShippingEstimateView } from '../../ui/product/view-models';

/** The rate table is Australian: quotes use AUD catalogue prices and Australian formatting. */
export const ESTIMATE_LOCALE = localeByKey('en-au');
export const UNKNOWN_PRODUCT = 'We could not find that product.';

const priceText = (cents: number) => (cents === 0 ? 'Free' : formatMoney(moneyFromMinorUnits(cents, 'AUD'), ESTIMATE_LOCALE, { alwaysDecimals: true }));

/** The HTTP status and body the estimate API answers with for an outcome. */
export function shippingEstimateAnswer(outcome: ShippingEstimateOutcome): { status: number; body: ShippingEstimateView } {
  switch (outcome.kind) {
    case 'rates':
      return { status: 200, body: { rates: outcome.rates.map((rate) => ({ service: rate.serviceName, price: priceText(rate.totalPriceCents) })) } };
    case 'invalid-postcode':
      return { status: 400, body: { message: outcome.message } };
    case 'unknown-product':
      return { status: 404, body: { message: UNKNOWN_PRODUCT } };
    case 'unavailable':
      return { status: outcome.cause === 'ok' ? 200 : outcome.cause === 'not-ok' ? 502 : 503, body: { rates: [], message: outcome.message } };
  }
}
