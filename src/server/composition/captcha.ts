// Captcha: reCAPTCHA v3, or the embedded check that accepts every token (and logs it).
import type { Captcha } from '../../application/ports';
import { TOKENS } from '../../application/tokens';
import { EmbeddedCaptcha } from '../../adapters/embedded/embedded-captcha';
import { RecaptchaCaptcha } from '../../adapters/recaptcha/recaptcha-captcha';
import type { ProviderWiring } from './wiring';

export const captchaWiring: ProviderWiring = {
  port: 'captcha',
  register({ container, config, eventLog }) {
    const captcha = config.captcha.kind === 'recaptcha' ? new RecaptchaCaptcha(config.captcha, eventLog) : new EmbeddedCaptcha(eventLog);
    container.register<Captcha>(TOKENS.Captcha, { useValue: captcha });
  },
};
