// reCAPTCHA v3: the browser's token is verified with the secret key at Google's siteverify
// endpoint. A token passes when Google accepts it, it was issued for the expected action and its
// score reaches the threshold. No answer in time is the verdict 'unavailable', never a pass (the
// sign-up then fails as an outage, not as a bot). A circuit breaker stops asking a siteverify that
// keeps failing (no answer, non-2xx, garbage): checks are then 'unavailable' at once until one
// trial call finds it back.
import { z } from 'zod';
import type { CaptchaCheck, CaptchaVerdict } from '../../application/newsletter/subscription';
import type { Captcha, EventLog } from '../../application/ports';
import { createBreaker, type Breaker } from '../resilience/circuit-breaker';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface RecaptchaSettings {
  secretKey: string;
  /** 0 (likely a bot) to 1 (likely a person). */
  minScore: number;
  verifyUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Stops asking a siteverify that keeps failing; one per adapter by default. */
  breaker?: Breaker;
}

class SiteVerifyDown extends Error {}

/** Every failure to get a readable answer counts: Google answers a bad secret or token with 200. */
export function siteVerifyBreaker(log?: EventLog): Breaker {
  return createBreaker({
    name: 'recaptcha',
    isFailure: (error) => error instanceof SiteVerifyDown,
    whenOpen: () => new Error('siteverify is failing; calls paused by the circuit breaker'),
    ...(log ? { onStateChange: (state: string) => log.warn({ upstream: 'recaptcha', state }, 'recaptcha circuit changed') } : {}),
  });
}

const siteVerifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});
type SiteVerifyAnswer = z.infer<typeof siteVerifyAnswer>;

export class RecaptchaCaptcha implements Captcha {
  private readonly breaker: Breaker;

  constructor(
    private readonly settings: RecaptchaSettings,
    private readonly log: EventLog,
  ) {
    this.breaker = settings.breaker ?? siteVerifyBreaker(log);
  }

  async verify({ token, action, remoteIp }: CaptchaCheck): Promise<CaptchaVerdict> {
    if (token.trim() === '') return { passed: false, reason: 'missing-token' };
    const answer = await this.siteVerify(token, remoteIp);
    if (!answer) return { passed: false, reason: 'unavailable' };
    if (!answer.success) {
      this.log.info({ errorCodes: answer['error-codes'] ?? [] }, 'recaptcha rejected a token');
      return { passed: false, reason: 'rejected' };
    }
    if (answer.action !== action) return { passed: false, reason: 'wrong-action' };
    if ((answer.score ?? 0) < this.settings.minScore) return { passed: false, reason: 'low-score' };
    return { passed: true };
  }

  private async siteVerify(token: string, remoteIp: string | undefined): Promise<SiteVerifyAnswer | null> {
    const form = new URLSearchParams({ secret: this.settings.secretKey, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    try {
      return await this.breaker.run(() => this.ask(form));
    } catch (error) {
      this.log.warn({ err: { message: (error as Error).message } }, 'recaptcha verification unavailable');
      return null;
    }
  }

  /** One call to siteverify; any failure to get a readable answer is SiteVerifyDown. */
  private async ask(form: URLSearchParams): Promise<SiteVerifyAnswer> {
    try {
      const response = await (this.settings.fetch ?? fetch)(this.settings.verifyUrl ?? RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 3_000),
      });
      if (!response.ok) throw new Error(`siteverify answered HTTP ${response.status}`);
      const parsed = siteVerifyAnswer.safeParse(await response.json());
      if (!parsed.success) throw new Error('siteverify answered an unexpected shape');
      return parsed.data;
    } catch (error) {
      throw new SiteVerifyDown((error as Error).message);
    }
  }
}
