// The order confirmation email (issue 29): what the confirmation page says, in the order's
// currency, as plain text: the lines, the totals (a GST line only for AUD), how it was paid, and the
// delivery address or the pick-up store. One email per order: its id is the order's.
import { taxLine } from '../../domain/cart-shipping';
import type { Locale } from '../../domain/locale';
import { formatMoney, minorUnits } from '../../domain/money';
import type { OrderEmail } from '../alerts/alert-subscription';
import type { Order } from './order';

const shippingText = (order: Order, locale: Locale): string => {
  if (!order.shipping || minorUnits(order.shipping) === 0) return 'Free';
  const fee = formatMoney(order.shipping, locale, { alwaysDecimals: true });
  return order.shippingService ? `${order.shippingService}: ${fee}` : fee;
};

function whereText(order: Order): string[] {
  if (order.fulfilment?.method === 'pickup') {
    const { store, readyWhen } = order.fulfilment;
    return [`Pick up at ${store.name}: ${store.address} (${store.phoneNumber}).`, `${readyWhen}, store time. Bring your order number.`];
  }
  const a = order.shippingAddress;
  return ['Shipping to:', a.name, a.address1, `${a.city} ${a.postcode}`, a.country];
}

export function orderEmail(order: Order, locale: Locale): OrderEmail {
  const money = (amount: Order['total']) => formatMoney(amount, locale);
  const tax = taxLine(order.tax, order.total.currencyCode, locale);
  const text = [
    `Hi ${order.shippingAddress.name},`,
    '',
    `Thank you for your order #${order.number}. It is confirmed and paid.`,
    '',
    ...order.lines.map((line) => `${line.quantity} × ${line.productTitle} (SKU: ${line.sku}): ${money(line.total)}`),
    '',
    `Subtotal: ${money(order.subtotal)}`,
    ...(order.discount ? [`Discount: −${money(order.discount)}`] : []),
    `Shipping: ${shippingText(order, locale)}`,
    `Total: ${money(order.total)}`,
    ...(tax ? [tax] : []),
    ...(order.payment ? ['', `Paid by card ending in ${order.payment.cardLastFour}.`] : []),
    '',
    ...whereText(order),
    '',
  ].join('\n');
  return { id: `order-${order.id}`, to: order.email, kind: 'order-confirmation', subject: `Your order #${order.number} is confirmed`, text, createdAt: order.placedAt };
}
