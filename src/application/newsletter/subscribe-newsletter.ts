import { inject, injectable } from 'tsyringe';
import { normalizeEmail } from '../../domain/email';
import { NEWSLETTER_CAPTCHA_ACTION } from '../../domain/newsletter';
import type { Result } from '../../domain/result';
import type { Captcha, EventLog, NewsletterSubscriptions } from '../ports';
import { NewsletterUnavailable, type SubscriptionOutcome } from './subscription';
import { TOKENS } from '../tokens';

export interface NewsletterSignUp {
  /** A valid email address (checked at the route). */
  email: string;
  captchaToken: string;
  remoteIp?: string;
}

/**
 * The footer form's opt-in: the captcha token must pass for the form's action, then the address
 * joins the list once (a repeat is not an error). Throws NewsletterUnavailable when the list or the
 * captcha provider cannot be reached: a provider outage is not the shopper's failure, so it is
 * never reported as a refused captcha.
 */
@injectable()
export class SubscribeNewsletter {
  constructor(
    @inject(TOKENS.Captcha) private readonly captcha: Captcha,
    @inject(TOKENS.NewsletterSubscriptions) private readonly subscriptions: NewsletterSubscriptions,
    @inject(TOKENS.EventLog) private readonly log: EventLog,
  ) {}

  async execute(signUp: NewsletterSignUp): Promise<Result<SubscriptionOutcome, 'captcha-failed'>> {
    const verdict = await this.captcha.verify({
      token: signUp.captchaToken,
      action: NEWSLETTER_CAPTCHA_ACTION,
      ...(signUp.remoteIp ? { remoteIp: signUp.remoteIp } : {}),
    });
    if (!verdict.passed && verdict.reason === 'unavailable') {
      throw new NewsletterUnavailable('the captcha provider could not verify the token');
    }
    if (!verdict.passed) {
      this.log.info({ reason: verdict.reason }, 'newsletter sign-up refused by captcha');
      return { ok: false, error: 'captcha-failed' };
    }
    const outcome = await this.subscriptions.subscribe(normalizeEmail(signUp.email));
    return { ok: true, value: outcome };
  }
}
