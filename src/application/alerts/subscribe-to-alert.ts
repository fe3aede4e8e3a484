import { inject, injectable } from 'tsyringe';
import { ALERT_CAPTCHA_ACTION, initialWatch, type AlertKind } from '../../domain/alerts';
import { variantAvailability } from '../../domain/availability';
import { normalizeEmail } from '../../domain/email';
import { localeByKey, type LocaleKey } from '../../domain/locale';
import { minorUnits } from '../../domain/money';
import type { Result } from '../../domain/result';
import type { AlertSubscriptions, Captcha, EventLog, MerchandiseLookup } from '../ports';
import { TOKENS } from '../tokens';
import { AlertsUnavailable, type AlertSubscribeOutcome } from './alert-subscription';

export interface AlertRequest {
  /** A valid email address (checked at the route). */
  email: string;
  captchaToken: string;
  kind: AlertKind;
  variantId: string;
  /** The market the shopper asked from: prices are watched in its currency. */
  locale: LocaleKey;
  remoteIp?: string;
}

export type AlertRefusal = 'captcha-failed' | 'unknown-variant' | 'already-buyable' | 'limit-reached';

/**
 * 'Email me when it's back' on a variant that cannot be bought, 'Tell me if the price drops' on
 * any: the captcha must pass as for the newsletter, then the alert starts from what the shopper
 * sees now (the server's price and availability, never the request's). A repeat is not an error.
 */
@injectable()
export class SubscribeToAlert {
  constructor(
    @inject(TOKENS.Captcha) private readonly captcha: Captcha,
    @inject(TOKENS.MerchandiseLookup) private readonly merchandise: MerchandiseLookup,
    @inject(TOKENS.AlertSubscriptions) private readonly subscriptions: AlertSubscriptions,
    @inject(TOKENS.EventLog) private readonly log: EventLog,
  ) {}

  async execute(request: AlertRequest): Promise<Result<Exclude<AlertSubscribeOutcome, 'limit-reached'>, AlertRefusal>> {
    const verdict = await this.captcha.verify({ token: request.captchaToken, action: ALERT_CAPTCHA_ACTION, ...(request.remoteIp ? { remoteIp: request.remoteIp } : {}) });
    if (!verdict.passed && verdict.reason === 'unavailable') throw new AlertsUnavailable('the captcha provider could not verify the token');
    if (!verdict.passed) {
      this.log.info({ reason: verdict.reason }, 'alert sign-up refused by captcha');
      return { ok: false, error: 'captcha-failed' };
    }
    const [item] = await this.merchandise.variantsByIds([request.variantId], localeByKey(request.locale));
    if (!item || item.openBoxUnit) return { ok: false, error: 'unknown-variant' };
    const buyable = variantAvailability(item.availability).buyable;
    if (request.kind === 'back-in-stock' && buyable) return { ok: false, error: 'already-buyable' };
    const outcome = await this.subscriptions.subscribe({
      email: normalizeEmail(request.email),
      kind: request.kind,
      variantId: item.id,
      locale: request.locale,
      watch: initialWatch({ buyable, priceMinor: minorUnits(item.price) }),
    });
    if (outcome === 'limit-reached') return { ok: false, error: 'limit-reached' };
    return { ok: true, value: outcome };
  }
}
