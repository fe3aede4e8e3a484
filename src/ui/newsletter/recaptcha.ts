// reCAPTCHA v3 in the browser: the script loads only when a site key is configured, and a token
// is asked for an action. Every failure ends in an empty token (the form goes on without one)
// and a console warning (spec section 8).
import { loadScript } from '../analytics/load-script';

export const RECAPTCHA_SCRIPT_UNAVAILABLE = 'Recaptcha script is not available';
export const RECAPTCHA_SITE_KEY_MISSING = 'Recaptcha site key is not provided';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const recaptchaScriptUrl = (siteKey: string) => `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;

export async function captchaToken(siteKey: string | undefined, action: string): Promise<string> {
  if (!siteKey) {
    console.warn(RECAPTCHA_SITE_KEY_MISSING);
    return '';
  }
  await loadScript(recaptchaScriptUrl(siteKey)).catch(() => undefined);
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) {
    console.warn(RECAPTCHA_SCRIPT_UNAVAILABLE);
    return '';
  }
  return new Promise<string>((resolve) => {
    grecaptcha.ready(() => {
      grecaptcha.execute(siteKey, { action }).then(resolve, () => resolve(''));
    });
  });
}
