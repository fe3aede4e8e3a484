// The shopper's account to the account page's view model: names, order labels, dates in the shop's
// time zone and money in the shopper's locale. Runs on the server.
import type { CustomerAccount, OrderSummary } from '../../application/accounts/customer';
import { orderLabel } from '../../domain/customer-account';
import { localeTag, type Locale } from '../../domain/locale';
import { formatMoney } from '../../domain/money';
import type { AccountOrderPageView, AccountPageView, OrderRowView } from '../../ui/account/view-models';
import { ORDER_STATUS_WORDS } from '../../domain/order-status';

/** The shop is Australian: an order's date is the date at its stores. */
const SHOP_TIME_ZONE = 'Australia/Adelaide';

const datesOf = (locale: Locale) => new Intl.DateTimeFormat(localeTag(locale), { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });

function toOrderRow(order: OrderSummary, locale: Locale, dates = datesOf(locale)): OrderRowView {
  return {
    id: order.id,
    label: orderLabel(order.number),
    placedAt: order.placedAt,
    placedOn: dates.format(new Date(order.placedAt)),
    itemCount: order.itemCount,
    total: formatMoney(order.total, locale),
    status: ORDER_STATUS_WORDS[order.status],
    path: `/account/orders/${order.number}`,
  };
}

export function toAccountView({ customer, orders }: CustomerAccount, locale: Locale): AccountPageView {
  const dates = datesOf(locale);
  return {
    profile: { name: `${customer.firstName} ${customer.lastName}`.trim(), email: customer.email },
    orders: orders.map((order) => toOrderRow(order, locale, dates)),
    error: null,
  };
}

/** An order's own page: its row and what was ordered. */
export function toAccountOrderView(order: OrderSummary, locale: Locale): AccountOrderPageView {
  return { order: { ...toOrderRow(order, locale), lines: order.lines.map((line) => ({ title: line.title, quantity: line.quantity })) } };
}
