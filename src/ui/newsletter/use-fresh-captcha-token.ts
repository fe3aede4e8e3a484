// A reCAPTCHA token for one form, asked once and reused while it is young: reCAPTCHA's tokens live
// two minutes, so one older than TOKEN_LIFETIME_MS (a margin under that) is asked again. An empty
// token (no site key, no script, a failure) is never reused: the next call asks again. Shared by the
// newsletter form and the product page's stock and price alerts.
import { useMemo } from 'react';
import { captchaToken } from './recaptcha';

export const TOKEN_LIFETIME_MS = 110_000;

/** A function answering a young token, asking `ask` for a new one when there is none. */
export function captchaTokenCache(ask: () => Promise<string>, now: () => number = Date.now): () => Promise<string> {
  let kept: { value: string; at: number } | null = null;
  return async () => {
    if (kept?.value && now() - kept.at < TOKEN_LIFETIME_MS) return kept.value;
    const value = await ask().catch(() => '');
    kept = { value, at: now() };
    return value;
  };
}

export function useFreshCaptchaToken(siteKey: string | undefined, action: string): () => Promise<string> {
  return useMemo(() => captchaTokenCache(() => captchaToken(siteKey, action)), [siteKey, action]);
}
