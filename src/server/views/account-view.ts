// The shopper's account to the account page's view model: names, order labels, dates in the shop's
// time zone and money in the shopper's locale. Runs on the server.
import type { CustomerAccount } from '../../application/accounts/customer';
import { orderLabel } from '../../domain/customer-account';
import { localeTag, type Locale } from '../../domain/locale';
import { formatMoney } from '../../domain/money';
import type { AccountPageView } from '../../ui/account/view-models';

/** The shop is Australian: an order's date is the date at its stores. */
const SHOP_TIME_ZONE = 'Australia/Adelaide';

export function toAccountView({ customer, orders }: CustomerAccount, locale: Locale): AccountPageView {
  const dates = new Intl.DateTimeFormat(localeTag(locale), { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });
  return {
    profile: { name: `${customer.firstName} ${customer.lastName}`.trim(), email: customer.email },
    orders: orders.map((order) => ({
      id: order.id,
      label: orderLabel(order.number),
      placedAt: order.placedAt,
      placedOn: dates.format(new Date(order.placedAt)),
      itemCount: order.itemCount,
      total: formatMoney(order.total, locale),
    })),
    error: null,
  };
}
