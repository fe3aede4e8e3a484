import { inject, injectable } from 'tsyringe';
import { orderFigures } from '../../domain/cart-shipping';
import { pickupReadiness, pickupRefusal, readyWhen, storeFulfilment, UNKNOWN_PICKUP_STORE } from '../../domain/click-and-collect';
import { moneyFromMinorUnits } from '../../domain/money';
import { CartError } from '../cart/cart-errors';
import type { Order } from '../checkout/order';
import type { ContentSource, Inventory, OrderBook, CartStore } from '../ports';
import { TOKENS } from '../tokens';
import { orderableCart, requireConfirmedFigures } from '../checkout/orderable-cart';
import { checkoutFiguresText } from '../checkout/checkout-figures';
import { cartCollectItems } from './load-cart-pickup';
import { collectLinesAt, pickupStoreOf } from './store-pickup';
import type { CardPayment } from '../checkout/payment';
import { PaymentStep } from '../checkout/payment-step';

export interface PickupOrderRequest {
  cartId: string;
  email: string;
  name: string;
  customerId: string | null;
  /** The store's slug as posted; the server checks it names a published store that holds every line. */
  storeSlug: string;
  now: Date;
  /** The text of the figures the checkout's pick-up form showed (checkout-figures.ts). */
  confirmedFigures: string;
  /** The card, paid before the order is placed (issue 29). */
  payment: CardPayment;
}

/** A pick-up the server refused: an unknown store, or one that lacks a line. Nothing was ordered. */
export class PickupRefused extends Error {
  override name = 'PickupRefused';
  constructor(
    readonly code: 'unknown-store' | 'cannot-fulfil',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The embedded checkout's click and collect: the cart becomes an order to pick up at a store that
 * holds every line in the quantity asked for, with no shipping charged. The order records the store
 * and when it is ready, judged by the store's trading hours in its own time zone. A store that
 * lacks a line is refused with the lines it lacks, and nothing changes.
 */
@injectable()
export class PlacePickupOrder {
  constructor(
    @inject(TOKENS.CartStore) private readonly carts: CartStore,
    @inject(TOKENS.OrderBook) private readonly orders: OrderBook,
    @inject(TOKENS.Inventory) private readonly inventory: Inventory,
    @inject(TOKENS.ContentSource) private readonly content: ContentSource,
    @inject(PaymentStep) private readonly payment: PaymentStep,
  ) {}

  async execute(request: PickupOrderRequest, locale: Parameters<CartStore['cart']>[1]): Promise<Order> {
    return this.payment.once(request.cartId, () => this.payAndPlace(request, locale));
  }

  private async payAndPlace(request: PickupOrderRequest, locale: Parameters<CartStore['cart']>[1]): Promise<Order> {
    const cart = await orderableCart(this.carts, request.cartId, locale);
    requireConfirmedFigures(request.confirmedFigures, checkoutFiguresText(cart, { kind: 'pickup' }), cart);
    const store = (await this.content.stores({ preview: false })).find((candidate) => candidate.slug === request.storeSlug);
    if (!store) throw new PickupRefused('unknown-store', UNKNOWN_PICKUP_STORE);
    const items = await cartCollectItems(this.inventory, cart).catch((error: unknown) => {
      throw new CartError('unavailable', 'Stock could not be checked', { cause: error });
    });
    const fulfilment = storeFulfilment(collectLinesAt(store, items));
    if (fulfilment.kind !== 'holds-every-line') throw new PickupRefused('cannot-fulfil', pickupRefusal(store.name, fulfilment.missing));
    const readiness = pickupReadiness(fulfilment, store.tradingHours, store.timeZone, request.now);
    const where = pickupStoreOf(store, request.now);
    const figures = orderFigures(cart.cost, moneyFromMinorUnits(0, cart.cost.subtotalAmount.currencyCode));
    return this.payment.payAndPlace(
      request.payment,
      {
        cartId: request.cartId,
        email: request.email,
        customerId: request.customerId,
        shippingAddress: { name: request.name, address1: store.street, city: store.suburb, postcode: store.postcode, country: 'Australia' },
        fulfilment: { method: 'pickup', store: { slug: store.slug, name: store.name, address: where.address, phoneNumber: store.phoneNumber }, readyWhen: readyWhen(readiness), readiness },
      },
      cart,
      figures,
      locale,
    );
  }
}
