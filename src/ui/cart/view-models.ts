// What the cart drawer, the cart page and the checkout page receive: display-ready, no ids or
// fields the browser has no business with beyond what the cart form actions and the related
// products lookup need.
import type { DeliveryAddress } from '../../domain/cart-actions';
import type { ProductImage, SelectedOption } from '../../domain/catalogue/product';
import type { OrderPickupView, PickupView } from '../collect/view-models';
import type { PrivateOrderView } from '../checkout/view-models';

export interface CartLineView {
  id: string;
  quantity: number;
  merchandiseId: string;
  /** The product's global id, what the related-products lookup asks about; null on a line the server has not confirmed yet. */
  productId: string | null;
  /** Cut at 65 characters. */
  title: string;
  fullTitle: string;
  /** The merchandise title, shown as SKU text. */
  skuText: string;
  href: string;
  image: ProductImage | null;
  options: SelectedOption[];
  openBox: boolean;
  attributes: { key: string; value: string }[];
  /** Formatted line total from the server ('Not charged' for a line that can no longer be bought). */
  total: string;
  /** What changed since the shopper added the line ('Price changed from $409 to $999'), shown before anything is charged. */
  changes?: string[];
  /** The line can no longer be bought: shown with Remove, never charged. */
  unavailable?: boolean;
  /** 'Back-order: not in stock today. …' when the line asks more than is in stock of an item that takes orders past zero. */
  backorder?: string;
}

export interface CartShippingView {
  kind: 'none' | 'calculated' | 'free' | 'flat';
  label: string | null;
  /** 'Add $x to get free shipping!' below the threshold. */
  banner: string | null;
}

export interface CartView {
  id: string;
  lines: CartLineView[];
  totalQuantity: number;
  subtotal: string;
  /** What the discount codes take off, formatted; null without one. */
  discount: string | null;
  shipping: CartShippingView;
  /** Displayed total: adds the flat shipping fee when it applies. */
  total: string;
  /** 'Inc. $x GST' or '(GST Included)' in AUD; null in other currencies. */
  taxLine: string | null;
  /** Every code the cart holds; `message` says why one takes nothing off (null when it applies). */
  discountCodes: { code: string; applicable: boolean; message: string | null }[];
  /** The shopper's own addresses; their ids are what the address update and remove actions name. */
  deliveryAddresses: CartDeliveryAddressView[];
  checkoutUrl: string;
  shopPayUrl: string;
  /** What the shop changed on its own since the shopper last looked, from the cart-message list. */
  notices?: string[];
}

export interface CartDeliveryAddressView {
  id: string;
  address: DeliveryAddress;
  selected: boolean;
  oneTimeUse: boolean;
}

export interface RelatedProductView {
  ribbon: { kind: string; label: string } | null;
  variantId: string;
  title: string;
  href: string;
  image: string | null;
  price: string;
}

export interface CartPageView {
  cart: CartView | null;
  /** Set when the cart could not be loaded; the page shows the cart error. */
  error: string | null;
  /** What the plain form post that led here could not do as asked (shown until the next change). */
  notice: string | null;
  /** Click and collect for the cart as loaded; absent when it cannot be offered. */
  pickup?: PickupView | null;
  /** The store the cart is set to be picked up from; null for delivery. */
  collecting?: string | null;
}

export interface OrderView {
  number: number;
  email: string;
  lines: { title: string; sku: string; quantity: number; total: string }[];
  subtotal: string;
  shipping: string;
  discount: string | null;
  taxLine: string | null;
  total: string;
  shipTo: string;
  /** Click and collect: where and when, instead of shipping. */
  pickup?: OrderPickupView;
}

export interface CheckoutPageView {
  token: string;
  cart: CartView | null;
  order: OrderView | null;
  /** The shipping the order will charge; null on the confirmation. */
  shipping: CheckoutShippingView | null;
  /** Click and collect: every store and whether it holds every line; absent when pick-up cannot be offered. */
  pickup?: PickupView | null;
  /** Pick up in store: the order's total and tax line with nothing for shipping. */
  pickupFigures?: { total: string; taxLine: string | null } | null;
  /** The switch's choice at the start: pick-up when the cart was set to be picked up (the cart's 'Pick up at …'), else delivery. */
  deliveryMode?: 'delivery' | 'pickup';
  /** The text of the figures the page shows, posted back with the order (delivery, and pick-up). */
  figures?: { delivery: string | null; pickup: string | null };
  /** Why the shopper is back on the checkout (the figures changed since they looked); null otherwise. */
  notice?: string | null;
  /** Issue 29: the order seen from a browser that did not place it: its number only. */
  privateOrder?: PrivateOrderView | null;
  /** The payment step (issue 29): this render's idempotency key and why the last try took no payment. */
  payment?: CheckoutPaymentView;
}

export interface CheckoutPaymentView {
  /** Made by the server for this render of the page; both forms post it. */
  idempotencyKey: string;
  /** 'Your card was declined. Please try another card.' after a declined try; null otherwise. */
  message: string | null;
  /** Paying with Shop Pay (the page opened with `?payment=shop_pay`): its card, shown, never typed; null to pay by card. */
  wallet: { name: 'shop_pay'; card: string } | null;
}

/** A carrier rate for a heavy cart, with the total the order would have with it. */
export interface CheckoutRateView {
  service: string;
  price: string;
  total: string;
  taxLine: string | null;
}

export interface CheckoutShippingView {
  /** A heavy cart: shipping is quoted by postcode before the order can be placed. */
  quoted: boolean;
  /** The postcode the rates are for; null before one was given. */
  postcode: string | null;
  /** Cheapest first; the first is chosen unless the shopper picks another. */
  rates: CheckoutRateView[];
  /** The spec's postcode or no-rates message. */
  message: string | null;
}
