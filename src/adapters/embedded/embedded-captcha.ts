// The captcha with no provider configured: every token passes, and the log says so, so a shop
// running embedded never believes it is protected.
import type { Captcha, EventLog } from '../../application/ports';
import type { CaptchaCheck, CaptchaVerdict } from '../../application/newsletter/subscription';

export class EmbeddedCaptcha implements Captcha {
  constructor(private readonly log: EventLog) {}

  async verify(check: CaptchaCheck): Promise<CaptchaVerdict> {
    this.log.info({ action: check.action, tokenPresent: check.token !== '' }, 'captcha accepted without verification (embedded captcha)');
    return { passed: true };
  }
}
