// The words of an alert message: what changed, for which item, where to buy it, how to stop.
import type { AlertKind } from '../../domain/alerts';
import type { Locale } from '../../domain/locale';
import { formatMoney, type Money } from '../../domain/money';
import type { Merchandise } from '../cart/merchandise';
import type { AlertMessage, AlertSubscription } from './alert-subscription';

export interface AlertLinks {
  /** The shop's public origin, e.g. https://www.example.com.au. */
  siteUrl: string;
}

export const UNSUBSCRIBE_PATH = '/alerts/unsubscribe';

/** In the subscriber's market ('/en-gb/alerts/unsubscribe?token=…'), as every link of a message is (issue 30). */
export function unsubscribeUrl(links: AlertLinks, token: string, locale: Pick<Locale, 'pathPrefix'>): string {
  return `${links.siteUrl}${locale.pathPrefix}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

function productUrl(links: AlertLinks, locale: Locale, item: Merchandise): string {
  const query = new URLSearchParams(item.selectedOptions.filter((o) => o.name !== 'Title').map((o) => [o.name, o.value])).toString();
  return `${links.siteUrl}${locale.pathPrefix}/products/${encodeURIComponent(item.product.handle)}${query ? `?${query}` : ''}`;
}

const SUBJECTS: Record<AlertKind, (title: string, price: string) => string> = {
  'back-in-stock': (title) => `Back in stock: ${title}`,
  'price-drop': (title, price) => `Price drop: ${title} is now ${price}`,
};

const OPENINGS: Record<AlertKind, (title: string, price: string, was: string) => string> = {
  'back-in-stock': (title, price) => `Good news: ${title} is back in stock at ${price}.`,
  'price-drop': (title, price, was) => `The price of ${title} has dropped from ${was} to ${price}.`,
};

export function composeAlertMessage(input: {
  subscription: AlertSubscription;
  number: number;
  item: Merchandise;
  locale: Locale;
  was: Money;
  links: AlertLinks;
  now: number;
}): AlertMessage {
  const { subscription, item, locale, links } = input;
  const variant = item.selectedOptions.filter((o) => o.name !== 'Title').map((o) => o.value).join(' / ');
  const title = variant ? `${item.product.title} (${variant})` : item.product.title;
  const price = formatMoney(item.price, locale);
  const was = formatMoney(input.was, locale);
  const url = productUrl(links, locale, item);
  const stop = unsubscribeUrl(links, subscription.token, locale);
  const text = [
    OPENINGS[subscription.kind](title, price, was),
    '',
    `See it here: ${url}`,
    '',
    `You asked us to tell you${subscription.kind === 'back-in-stock' ? ' when this item is back' : ' if this price drops'}.`,
    `Stop this alert: ${stop}`,
    '',
  ].join('\n');
  return {
    id: `${subscription.id}#${input.number}`,
    to: subscription.email,
    kind: subscription.kind,
    subject: SUBJECTS[subscription.kind](title, price),
    text,
    productUrl: url,
    unsubscribeUrl: stop,
    createdAt: new Date(input.now).toISOString(),
  };
}
