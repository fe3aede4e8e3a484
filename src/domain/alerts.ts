// Back-in-stock and price-drop alerts (issue 20): which change of a variant tells which subscriber,
// and how often a message that could not be delivered is tried again. Pure: the variant's reading
// and the subscription's state come in, the decision and the next state go out.

export type AlertKind = 'back-in-stock' | 'price-drop';
export const ALERT_KINDS: readonly AlertKind[] = ['back-in-stock', 'price-drop'];

/** One email address watches at most this many variants (both kinds together). */
export const MAX_ALERTS_PER_EMAIL = 20;

/** The captcha action both alert forms ask a token for. */
export const ALERT_CAPTCHA_ACTION = 'product_alert_form';

export const ALERT_SUBSCRIBED: Record<AlertKind, string> = {
  'back-in-stock': 'We’ll email you when it’s back.',
  'price-drop': 'We’ll email you if the price drops.',
};
export const ALERT_LIMIT_REACHED = `You already have ${MAX_ALERTS_PER_EMAIL} alerts. Unsubscribe from one to add another.`;
export const ALERT_UNSUBSCRIBED = 'You will no longer receive this alert.';
export const ALERT_UNKNOWN_TOKEN = 'This alert has already been removed.';

/** What the shop last told (or first saw for) one subscription, in the subscription's market. */
export interface AlertWatch {
  /** Whether the variant could be bought when last seen. */
  buyable: boolean;
  /** The price at subscription or at the last price-drop message, in minor units of the market's currency. */
  referencePriceMinor: number;
  /** Messages sent so far: the next message's number makes its identity (one message per change). */
  notified: number;
}

/** A variant as it is now, in the subscription's market. */
export interface VariantReading {
  buyable: boolean;
  priceMinor: number;
}

export type AlertDecision = { notify: false; next: AlertWatch } | { notify: true; next: AlertWatch; message: number };

/** The state a new subscription starts from: what the shopper saw when they asked. */
export function initialWatch(reading: VariantReading): AlertWatch {
  return { buyable: reading.buyable, referencePriceMinor: reading.priceMinor, notified: 0 };
}

/**
 * Back in stock: the variant went from not buyable to buyable since it was last seen.
 * Price drop: the price is below the price at subscription or at the last price-drop message
 * (a rise does not move that mark, so rising then falling back tells nothing).
 * Either way the decision moves the watch on, so the same reading never tells twice.
 */
export function decideAlert(kind: AlertKind, watch: AlertWatch, reading: VariantReading): AlertDecision {
  const due = kind === 'back-in-stock' ? !watch.buyable && reading.buyable : reading.priceMinor < watch.referencePriceMinor;
  if (!due) return { notify: false, next: { ...watch, buyable: reading.buyable } };
  const message = watch.notified + 1;
  const referencePriceMinor = kind === 'price-drop' ? reading.priceMinor : watch.referencePriceMinor;
  return { notify: true, message, next: { buyable: reading.buyable, referencePriceMinor, notified: message } };
}

/** Whether an address may add one more alert. */
export function canAddAlert(existingAlerts: number): boolean {
  return existingAlerts < MAX_ALERTS_PER_EMAIL;
}

export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 60 * 60_000;

/**
 * How long a message waits after its `attempts`-th failed delivery: 30 s, doubling each time, at most
 * an hour. A message is never given up: it waits at most an hour between tries until delivered.
 */
export function retryDelayMs(attempts: number): number {
  if (attempts < 1) return 0;
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(attempts - 1, 20));
}

/**
 * An alert form's states, worded as the newsletter's (spec sections 4 and 8): an empty email stays
 * idle with 'Email is required'; the server's refusal for this shopper (the limit, an item that can
 * be bought now) is shown as it says; any other failure is 'Error, please try again'; subscribed is
 * final and shows what the alert will do. Focusing the input clears errors.
 */
export type AlertFormState =
  | { status: 'idle' | 'submitting'; message: string | null; error: boolean }
  | { status: 'subscribed'; message: string; error: false };

export type AlertFormEvent = { type: 'submit'; email: string } | { type: 'succeeded'; message: string } | { type: 'failed'; message?: string } | { type: 'focus' };

export const INITIAL_ALERT_FORM: AlertFormState = { status: 'idle', message: null, error: false };

export function nextAlertFormState(state: AlertFormState, event: AlertFormEvent): AlertFormState {
  if (state.status === 'subscribed') return state;
  switch (event.type) {
    case 'submit':
      if (state.status === 'submitting') return state;
      if (event.email.trim() === '') return { status: 'idle', message: 'Email is required', error: true };
      return { status: 'submitting', message: null, error: false };
    case 'succeeded':
      return state.status === 'submitting' ? { status: 'subscribed', message: event.message, error: false } : state;
    case 'failed':
      return state.status === 'submitting' ? { status: 'idle', message: event.message ?? 'Error, please try again', error: true } : state;
    case 'focus':
      return state.status === 'submitting' ? state : { status: 'idle', message: null, error: false };
  }
}
