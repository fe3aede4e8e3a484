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

export interface QueuedAlertMessage {
  message: AlertMessage;
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
