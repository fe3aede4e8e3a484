// Alert subscriptions and the messages they lead to (issue 20).
import type { AlertKind, AlertWatch } from '../../domain/alerts';
import type { LocaleKey } from '../../domain/locale';

/** One shopper watching one variant for one kind of change, in the market they asked from. */
export interface AlertSubscription {
  id: string;
  /** Unguessable: the unsubscribe link carries it and nothing else identifies the alert. */
  token: string;
  /** Normalised (lower case, trimmed). */
  email: string;
  kind: AlertKind;
  /** Variant global id, 'gid://shopify/ProductVariant/…'. */
  variantId: string;
  locale: LocaleKey;
  watch: AlertWatch;
}

export type NewAlertSubscription = Pick<AlertSubscription, 'email' | 'kind' | 'variantId' | 'locale' | 'watch'>;

/** Unique per email, variant and kind; an address holds at most MAX_ALERTS_PER_EMAIL. */
export type AlertSubscribeOutcome = 'subscribed' | 'already-subscribed' | 'limit-reached';

/** A message for one subscriber about one change; `id` is the change's identity (`{subscription}#{n}`). */
export interface AlertMessage {
  id: string;
  to: string;
  kind: AlertKind;
  subject: string;
  /** Plain text, UTF-8. */
  text: string;
  productUrl: string;
  unsubscribeUrl: string;
  /** ISO time the change was seen. */
  createdAt: string;
}

/** An order's confirmation (issue 29): transactional, so no unsubscribe link. `id` is 'order-{order id}'. */
export interface OrderEmail {
  id: string;
  to: string;
  kind: 'order-confirmation';
  subject: string;
  /** Plain text, UTF-8. */
  text: string;
  /** ISO time the order was placed. */
  createdAt: string;
}

/** Every email the shop sends through the Notifier and its outbox. */
export type ShopEmail = AlertMessage | OrderEmail;

export interface QueuedAlertMessage {
  message: ShopEmail;
  /** Failed deliveries so far. */
  attempts: number;
}

/** The alert list could not be read or written: the shopper sees 'Error, please try again'. */
export class AlertsUnavailable extends Error {
  override name = 'AlertsUnavailable';
}

/** A message could not be handed over; it stays in the outbox and is tried again later. */
export class NotifierUnavailable extends Error {
  override name = 'NotifierUnavailable';
}
