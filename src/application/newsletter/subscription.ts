// Newsletter subscriptions and the captcha that guards them.

/** A new address is 'subscribed'; an address already on the list is 'already-subscribed' (idempotent). */
export type SubscriptionOutcome = 'subscribed' | 'already-subscribed';

export interface CaptchaCheck {
  token: string;
  /** The action the browser named when it asked for the token. */
  action: string;
  remoteIp?: string;
}

export type CaptchaVerdict =
  | { passed: true }
  | { passed: false; reason: 'missing-token' | 'rejected' | 'low-score' | 'wrong-action' | 'unavailable' };

/** The newsletter service could not take a subscription: the shopper sees 'Error, please try again'. */
export class NewsletterUnavailable extends Error {
  override name = 'NewsletterUnavailable';
}
