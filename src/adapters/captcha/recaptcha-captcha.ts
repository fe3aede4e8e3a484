// reCAPTCHA v3: the browser's token is verified with the secret key at Google's siteverify
// endpoint. A token passes when Google accepts it, it was issued for the expected action and its
// score reaches the threshold. No answer in time counts as a failed verdict (the form then shows
// its error), never as a pass.
import { z } from 'zod';
import type { CaptchaCheck, CaptchaVerdict } from '../../application/newsletter/subscription';
import type { Captcha, EventLog } from '../../application/ports';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface RecaptchaSettings {
  secretKey: string;
  /** 0 (likely a bot) to 1 (likely a person). */
  minScore: number;
  verifyUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const siteVerifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export class RecaptchaCaptcha implements Captcha {
  constructor(
    private readonly settings: RecaptchaSettings,
    private readonly log: EventLog,
  ) {}

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

  private async siteVerify(token: string, remoteIp: string | undefined): Promise<z.infer<typeof siteVerifyAnswer> | null> {
    const form = new URLSearchParams({ secret: this.settings.secretKey, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
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
      this.log.warn({ err: { message: (error as Error).message } }, 'recaptcha verification unavailable');
      return null;
    }
  }
}
