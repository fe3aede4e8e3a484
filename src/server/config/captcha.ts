// Captcha: reCAPTCHA v3 when its keys are set, else an embedded check that accepts every token.
import { z } from 'zod';
import { optional, secret, valueThat } from './values';
import { providerSettings } from './provider-settings';

export type CaptchaConfig = { kind: 'embedded' } | { kind: 'recaptcha'; siteKey: string; secretKey: string; minScore: number };

export const captchaSettings = providerSettings({
  port: 'captcha',
  variables: {
    RECAPTCHA_SITE_KEY: optional(z.string()),
    RECAPTCHA_SECRET_KEY: optional(secret()),
    RECAPTCHA_MIN_SCORE: optional(
      valueThat('a valid score (expected a number from 0 to 1)', (v) => /^(0|1|0?\.\d+|[01]\.\d+)$/.test(v) && Number(v) <= 1).transform(Number),
    ),
  },
  together: {
    variables: ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY', 'RECAPTCHA_MIN_SCORE'],
    required: ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY'],
  },
  read: (vars): CaptchaConfig =>
    vars.RECAPTCHA_SITE_KEY && vars.RECAPTCHA_SECRET_KEY
      ? { kind: 'recaptcha', siteKey: vars.RECAPTCHA_SITE_KEY, secretKey: vars.RECAPTCHA_SECRET_KEY, minScore: vars.RECAPTCHA_MIN_SCORE ?? 0.5 }
      : { kind: 'embedded' },
  describe: (captcha) => (captcha.kind === 'recaptcha' ? `recaptcha v3 (min score ${captcha.minScore})` : 'embedded (accepts every token)'),
});
