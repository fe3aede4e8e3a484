import { inject, injectable } from 'tsyringe';
import { hasHeavyLine, lineUnitPrice, type Cart } from '../../domain/cart';
import { cartShipping, ruleShippingFee, shippingBasis, type CartShipping } from '../../domain/cart-shipping';
import type { Locale } from '../../domain/locale';
import { audMinorUnitsOf, marketMinorUnitsOfAud } from '../../domain/market-amounts';
import { minorUnits, moneyFromMinorUnits, type Money } from '../../domain/money';
import { shippingEstimate, type RatesResponse } from '../../domain/product-shipping';
import { shippingCountryOf, validatePostcodeFor } from '../../domain/shipping-destination';
import type { EventLog, ShippingItem, ShippingRates } from '../ports';
import { TOKENS } from '../tokens';

export interface QuotedRate {
  serviceName: string;
  fee: Money;
}

export type CartShippingQuote =
  /** No heavy line: the shop's rule (free from $100 after discounts, else $5.00) prices shipping. */
  | { kind: 'rule'; shipping: CartShipping; fee: Money }
  /** A heavy cart without a postcode yet. */
  | { kind: 'needs-postcode' }
  | { kind: 'invalid-postcode'; message: string }
  | { kind: 'unavailable'; message: string }
  /** The carrier's rates for the postcode (as the country writes it), cheapest first, in the cart's currency. */
  | { kind: 'quoted'; postcode: string; rates: QuotedRate[] };

/** The carrier's rate tables read AUD cents: each line's unit price at the price lists' rate (market-amounts.ts). */
function shippingItems(cart: Cart): ShippingItem[] {
  return cart.lines.map((line) => ({
    sku: line.merchandise.title,
    quantity: line.quantity,
    priceCents: audMinorUnitsOf(minorUnits(lineUnitPrice(line)), line.cost.totalAmount.currencyCode),
  }));
}

/**
 * What shipping a cart costs at checkout: the domain's free/$5.00 rule, or for a cart with a heavy
 * item the carrier's quote for the delivery postcode in the market's country through the
 * ShippingRates port, in the market's currency, with the country's message when the postcode is
 * wrong and the spec's when no rates come back or the service cannot be reached.
 */
export async function quoteCartShipping(ports: { rates: ShippingRates; log: EventLog }, cart: Cart, postcode: string | null, locale: Locale): Promise<CartShippingQuote> {
  const currency = cart.cost.totalAmount.currencyCode;
  if (!hasHeavyLine(cart.lines)) {
    const shipping = cartShipping(shippingBasis(cart.cost), cart.lines, locale);
    return { kind: 'rule', shipping, fee: ruleShippingFee(shipping, currency) ?? moneyFromMinorUnits(0, currency) };
  }
  if (postcode === null || postcode.trim() === '') return { kind: 'needs-postcode' };
  const country = shippingCountryOf(locale);
  const valid = validatePostcodeFor(country, postcode);
  if (!valid.ok) return { kind: 'invalid-postcode', message: valid.error };
  const response = await ports.rates.quote({ country, postcode: valid.value }, shippingItems(cart)).catch((error: unknown): RatesResponse => {
    ports.log.warn({ country, postcode: valid.value, error: String(error) }, 'shipping rates for a checkout failed');
    return { kind: 'network-error' };
  });
  const estimate = shippingEstimate(response);
  if (!estimate.ok) return { kind: 'unavailable', message: estimate.error };
  const rates = estimate.value.map((rate) => ({ serviceName: rate.serviceName, fee: moneyFromMinorUnits(marketMinorUnitsOfAud(rate.totalPriceCents, currency), currency) }));
  return { kind: 'quoted', postcode: valid.value, rates };
}

/** The checkout page's shipping quote for the shopper's cart. */
@injectable()
export class QuoteCartShipping {
  constructor(
    @inject(TOKENS.ShippingRates) private readonly rates: ShippingRates,
    @inject(TOKENS.EventLog) private readonly log: EventLog,
  ) {}

  execute(cart: Cart, postcode: string | null, locale: Locale): Promise<CartShippingQuote> {
    return quoteCartShipping({ rates: this.rates, log: this.log }, cart, postcode, locale);
  }
}
