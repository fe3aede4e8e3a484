import { inject, injectable } from 'tsyringe';
import { orderFigures } from '../../domain/cart-shipping';
import type { Locale } from '../../domain/locale';
import { SHIPPING_RATES_FAILED } from '../../domain/product-shipping';
import { POSTCODE_MESSAGES, shippingCountryOf } from '../../domain/shipping-destination';
import { CartError } from '../cart/cart-errors';
import type { CheckoutRequest, Order } from './order';
import type { CartStore, EventLog, OrderBook, ShippingRates } from '../ports';
import { TOKENS } from '../tokens';
import { orderableCart, requireConfirmedFigures } from './orderable-cart';
import { checkoutFiguresText } from './checkout-figures';
import { quoteCartShipping } from './quote-cart-shipping';
import type { CardPayment } from './payment';
import { PaymentStep } from './payment-step';

/**
 * The embedded checkout: the cart as the shopper last saw it becomes an order with the figures the
 * cart showed. Shipping follows spec section 9 (free from $100 after discounts, else $5.00) or, for a
 * heavy cart, the carrier's quote for the delivery postcode (the chosen service, else the cheapest);
 * without a quote no order is placed. Placing the same cart twice answers the first order. The
 * figures must be those the shopper's checkout page showed: if a price, a stock level or a rate
 * changed since, nothing is ordered and the shopper is told (CART_MESSAGES.figuresChanged). The
 * order is paid first (payment-step.ts).
 */
@injectable()
export class PlaceCartOrder {
  constructor(
    @inject(TOKENS.CartStore) private readonly carts: CartStore,
    @inject(TOKENS.OrderBook) private readonly orders: OrderBook,
    @inject(TOKENS.ShippingRates) private readonly rates: ShippingRates,
    @inject(TOKENS.EventLog) private readonly log: EventLog,
    @inject(PaymentStep) private readonly payment: PaymentStep,
  ) {}

  async execute(request: CheckoutRequest, locale: Locale, card: CardPayment): Promise<Order> {
    return this.payment.once(request.cartId, () => this.payAndPlace(request, locale, card));
  }

  private async payAndPlace(request: CheckoutRequest, locale: Locale, card: CardPayment): Promise<Order> {
    const cart = await orderableCart(this.carts, request.cartId, locale);
    const quote = await quoteCartShipping({ rates: this.rates, log: this.log }, cart, request.shippingAddress.postcode, locale);
    if (quote.kind === 'rule' || quote.kind === 'quoted') requireConfirmedFigures(request.confirmedFigures, checkoutFiguresText(cart, quote), cart);
    switch (quote.kind) {
      case 'rule':
        return this.payment.payAndPlace(card, request, cart, orderFigures(cart.cost, quote.fee), locale);
      case 'quoted': {
        const rate = quote.rates.find((candidate) => candidate.serviceName === request.shippingService) ?? quote.rates[0]!;
        return this.payment.payAndPlace(card, request, cart, { ...orderFigures(cart.cost, rate.fee), shippingService: rate.serviceName }, locale);
      }
      case 'needs-postcode':
      case 'invalid-postcode':
        throw new CartError('invalid-input', POSTCODE_MESSAGES[shippingCountryOf(locale)]);
      case 'unavailable':
        throw new CartError(quote.message === SHIPPING_RATES_FAILED ? 'unavailable' : 'invalid-input', quote.message);
    }
  }
}
