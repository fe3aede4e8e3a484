// An order placed through the embedded checkout: the cart's lines and totals frozen at the moment
// the shopper paid, so later price changes in the catalogue never change a past order.
import type { CartAttribute } from '../../domain/cart';
import type { OrderFigures } from '../../domain/cart-shipping';
import type { PickupReadiness } from '../../domain/click-and-collect';
import type { Money } from '../../domain/money';
import type { OrderStatus } from '../../domain/order-status';
import type { ShippingCountry } from '../../domain/shipping-destination';
import type { OrderPayment } from './payment';

export interface OrderLine {
  merchandiseId: string;
  sku: string;
  title: string;
  productTitle: string;
  productHandle: string;
  quantity: number;
  unitPrice: Money;
  total: Money;
  attributes: CartAttribute[];
}

export interface ShippingAddress {
  name: string;
  address1: string;
  city: string;
  /** The state (a code: 'NY', 'SA') or a UK county; absent where the country asks none. */
  region?: string;
  /** As the country writes it: 'SW1A 1AA', '10001-1234'. */
  postcode: string;
  /** The country's name, as shown: 'United Kingdom'. */
  country: string;
  /** ISO 3166 code of the market's country; absent on orders placed before every market shipped home. */
  countryCode?: ShippingCountry;
}

export interface Order {
  id: string;
  /** Shown to the shopper: '#1001'. */
  number: number;
  email: string;
  customerId: string | null;
  lines: OrderLine[];
  subtotal: Money;
  /** Zero when free. Null only on orders placed before every order stored its shipping. */
  shipping: Money | null;
  /** The carrier service quoted for a heavy cart ('Standard Delivery'); absent when the shop's rule priced shipping. */
  shippingService?: string;
  discount: Money | null;
  tax: Money | null;
  total: Money;
  shippingAddress: ShippingAddress;
  /** Delivered or collected; absent on orders placed before click and collect (delivered). */
  fulfilment?: OrderFulfilment;
  /** ISO timestamp. */
  placedAt: string;
  /** Issue 29: where the order is now; absent on orders placed before statuses were kept (paid). */
  status?: OrderStatus;
  /** The approved charge that paid for it (issue 29); absent on orders placed before the payment step. */
  payment?: OrderPayment;
}

export interface OrderRequest {
  cartId: string;
  email: string;
  customerId: string | null;
  shippingAddress: ShippingAddress;
  /** The carrier service the shopper chose among the quoted ones; the cheapest when absent. */
  shippingService?: string;
  /** How the order reaches the shopper; delivery when absent. */
  fulfilment?: OrderFulfilment;
  /** The approved charge paying for it. */
  payment?: OrderPayment;
}

/** What the shopper's checkout page posts: the order, and the text of the figures the page showed (checkout-figures.ts), placed only if they still hold. */
export type CheckoutRequest = OrderRequest & { confirmedFigures: string };

/** Click and collect (issue 20): the store and when the order is ready there, judged when it was placed. */
export type OrderFulfilment =
  | { method: 'delivery' }
  | {
      method: 'pickup';
      store: { slug: string; name: string; address: string; phoneNumber: string };
      /** 'Ready from 10:30am today, Wednesday 25 November' in the store's time zone. */
      readyWhen: string;
      readiness: PickupReadiness;
    };

/** The figures an order is placed with, and the carrier service when a quote priced the shipping. */
export type OrderTotals = OrderFigures & { shippingService?: string };
