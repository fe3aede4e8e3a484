// Domain cart to CartView with the display rules of spec section 9: the shipping rule and banner,
// the displayed total with the flat fee, the GST line, titles cut at 65 characters, whole-dollar
// open-box prices, the checkout and Shop Pay links. Runs on the server.
import type { Order } from '../../application/checkout/order';
import type { CartShippingQuote } from '../../application/checkout/quote-cart-shipping';
import { cartCardTitle, checkoutHref, isOpenBoxLine, isUnavailableLine, type Cart, type CartLine } from '../../domain/cart';
import { cartLineChangeText, LINE_NOT_CHARGED } from '../../domain/cart-line-changes';
import { CALCULATED_AT_CHECKOUT, cartShipping, cartTaxLine, displayedCartTotal, orderFigures, shippingBasis, taxLine } from '../../domain/cart-shipping';
import { cardRibbonFacts, type ProductCard } from '../../domain/catalogue/product-card';
import { discountCodeMessage } from '../../domain/discount';
import { localizeHref, type Locale } from '../../domain/locale';
import { formatMoney, minorUnits, type Money } from '../../domain/money';
import type { CartLineView, CartView, CheckoutShippingView, OrderView, RelatedProductView } from '../../ui/cart/view-models';
import { productRibbon } from '../../domain/ribbons';
import { townLine } from '../../domain/shipping-destination';

const isDefaultOption = (option: { name: string; value: string }) => option.name === 'Title' && option.value === 'Default Title';

function toLineView(line: CartLine, locale: Locale): CartLineView {
  const openBox = isOpenBoxLine(line);
  const unavailable = isUnavailableLine(line);
  return {
    id: line.id,
    quantity: line.quantity,
    merchandiseId: line.merchandise.id,
    productId: line.merchandise.product.id,
    title: cartCardTitle(line.merchandise.product.title),
    fullTitle: line.merchandise.product.title,
    skuText: line.merchandise.title,
    // In the page's market, for the UI and for scripts reading the cart's JSON alike (localizeHref).
    href: localizeHref(`/products/${line.merchandise.product.handle}${openBox ? '?obx=1' : ''}`, locale),
    image: line.merchandise.image ?? null,
    options: line.merchandise.selectedOptions.filter((o) => !isDefaultOption(o)),
    openBox,
    attributes: line.attributes,
    total: unavailable ? LINE_NOT_CHARGED : formatMoney(line.cost.totalAmount, locale, { openBox }),
    ...(line.changes?.length ? { changes: line.changes.map((change) => cartLineChangeText(change, locale)) } : {}),
    ...(unavailable ? { unavailable } : {}),
    ...(line.backorder ? { backorder: line.backorder } : {}),
  };
}

/** A code and, when it takes nothing off, why, in the shopper's words (a store that cannot tell says it does not apply). */
const discountCodeView = ({ code, applicable, refusal }: NonNullable<Cart['discountCodes']>[number]) => ({
  code,
  applicable,
  message: applicable ? null : discountCodeMessage(code, refusal ?? 'not-applicable'),
});

export function toCartView(cart: Cart, locale: Locale): CartView {
  const shipping = cartShipping(shippingBasis(cart.cost), cart.lines, locale);
  const discount = cart.lines.length > 0 ? orderFigures(cart.cost, zero(cart.cost.subtotalAmount.currencyCode)).discount : null;
  return {
    id: cart.id,
    lines: cart.lines.map((line) => toLineView(line, locale)),
    totalQuantity: cart.totalQuantity,
    subtotal: formatMoney(cart.cost.subtotalAmount, locale),
    discount: discount ? formatMoney(discount, locale) : null,
    shipping: {
      kind: shipping.kind,
      label: shipping.kind === 'none' ? null : shipping.label,
      banner: shipping.kind === 'flat' ? shipping.banner : null,
    },
    total: formatMoney(displayedCartTotal(cart.cost.totalAmount, shipping), locale),
    taxLine: cartTaxLine(cart.cost, shipping, locale),
    discountCodes: (cart.discountCodes ?? []).map(discountCodeView),
    deliveryAddresses: (cart.deliveryAddresses ?? []).map(({ id, address, selected, oneTimeUse }) => ({ id, address: { ...address }, selected, oneTimeUse })),
    checkoutUrl: checkoutHref(cart.checkoutUrl),
    shopPayUrl: checkoutHref(cart.checkoutUrl, { shopPay: true }),
    notices: [...(cart.notices ?? [])],
  };
}

export function toRelatedProductView(card: ProductCard, locale: Locale, now: Date): RelatedProductView {
  return {
    // The one ribbon rule, with the request's clock, as every card and page shows it.
    ribbon: productRibbon(cardRibbonFacts(card), now),
    variantId: card.shopifyProductId,
    title: cartCardTitle(card.title),
    href: card.linkURL,
    image: card.imageURL1 ?? null,
    price: formatMoney(card.onSalePrice ?? card.sellingPrice, locale, { openBox: card.is_openbox }),
  };
}

const zero = (currency: string): Money => ({ amount: '0.00', currencyCode: currency });

/** 'Free', '$5.00' or 'Standard Delivery: $26.25'. Only orders placed before every order stored its shipping lack it. */
function orderShippingText(order: Order, locale: Locale): string {
  if (!order.shipping) return CALCULATED_AT_CHECKOUT;
  if (minorUnits(order.shipping) === 0) return 'Free';
  const fee = formatMoney(order.shipping, locale, { alwaysDecimals: true });
  return order.shippingService ? `${order.shippingService}: ${fee}` : fee;
}

export function toOrderView(order: Order, locale: Locale): OrderView {
  const a = order.shippingAddress;
  return {
    number: order.number,
    email: order.email,
    lines: order.lines.map((line) => ({ title: line.productTitle, sku: line.sku, quantity: line.quantity, total: formatMoney(line.total, locale) })),
    subtotal: formatMoney(order.subtotal, locale),
    shipping: orderShippingText(order, locale),
    discount: order.discount ? formatMoney(order.discount, locale) : null,
    taxLine: taxLine(order.tax, order.total.currencyCode, locale),
    total: formatMoney(order.total, locale),
    shipTo: [a.name, a.address1, townLine(a), a.country].join(', '),
    ...(order.fulfilment?.method === 'pickup'
      ? { pickup: { store: order.fulfilment.store.name, address: order.fulfilment.store.address, phoneNumber: order.fulfilment.store.phoneNumber, readyWhen: order.fulfilment.readyWhen } }
      : {}),
  };
}

/** A pick-up order's total and tax line: nothing for shipping (the checkout's summary in Pick up mode). */
export function toCheckoutPickupFigures(cart: Cart, locale: Locale): { total: string; taxLine: string | null } {
  const figures = orderFigures(cart.cost, zero(cart.cost.subtotalAmount.currencyCode));
  return { total: formatMoney(figures.total, locale), taxLine: taxLine(figures.tax, figures.total.currencyCode, locale) };
}

/** The checkout's shipping: the rule's (nothing to choose) or a heavy cart's quoted rates, each with the order total it gives. */
export function toCheckoutShippingView(cart: Cart, quote: CartShippingQuote | null, locale: Locale): CheckoutShippingView {
  if (!quote || quote.kind === 'rule') return { quoted: false, postcode: null, rates: [], message: null };
  if (quote.kind !== 'quoted') return { quoted: true, postcode: null, rates: [], message: quote.kind === 'needs-postcode' ? null : quote.message };
  return {
    quoted: true,
    postcode: quote.postcode,
    rates: quote.rates.map((rate) => {
      const figures = orderFigures(cart.cost, rate.fee);
      return {
        service: rate.serviceName,
        price: minorUnits(rate.fee) === 0 ? 'Free' : formatMoney(rate.fee, locale, { alwaysDecimals: true }),
        total: formatMoney(figures.total, locale),
        taxLine: taxLine(figures.tax, figures.total.currencyCode, locale),
      };
    }),
    message: null,
  };
}
