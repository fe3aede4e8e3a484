// The product page estimator's answer, one mapping for both ways of asking: the JSON API the
// browser code calls, and the product page itself (?postcode=…, the estimator's form without
// JavaScript), so both show the same rates and the same messages.
import type { ShippingEstimateOutcome } from '../../application/product/estimate-product-shipping';
import { localeByKey, type Locale } from '../../domain/locale';
import { marketMinorUnitsOfAud } from '../../domain/market-amounts';
import { formatMoney, moneyFromMinorUnits } from '../../domain/money';
import type { ShippingEstimateView } from '../../ui/product/view-models';

/**
 * The carrier's rate tables are in AUD: quotes use AUD catalogue prices. The answer is in the
 * page's currency: the AUD quote at the market's fixed rate, the rate the price lists use (USD
 * 0.66 too; README, 'Money per market'), so the estimate, the cart and the checkout agree.
 */
export const ESTIMATE_LOCALE = localeByKey('en-au');
export const UNKNOWN_PRODUCT = 'We could not find that product.';

/** An AUD quote in the page's market: 'Free', or the amount at the market's rate with 2 decimals. */
function priceText(audCents: number, page: Locale): string {
  if (audCents === 0) return 'Free';
  return formatMoney(moneyFromMinorUnits(marketMinorUnitsOfAud(audCents, page.currency), page.currency), page, { alwaysDecimals: true });
}

/** The HTTP status and body the estimate API answers with for an outcome, in the page's currency. */
export function shippingEstimateAnswer(outcome: ShippingEstimateOutcome, page: Locale): { status: number; body: ShippingEstimateView } {
  switch (outcome.kind) {
    case 'rates':
      return { status: 200, body: { rates: outcome.rates.map((rate) => ({ service: rate.serviceName, price: priceText(rate.totalPriceCents, page) })) } };
    case 'invalid-postcode':
      return { status: 400, body: { message: outcome.message } };
    case 'unknown-product':
      return { status: 404, body: { message: UNKNOWN_PRODUCT } };
    case 'unavailable':
      return { status: outcome.cause === 'ok' ? 200 : outcome.cause === 'not-ok' ? 502 : 503, body: { rates: [], message: outcome.message } };
  }
}
