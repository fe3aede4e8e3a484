// The only settings the browser ever sees. Built key by key from public values: a secret, token
// or admin key cannot reach the page by being added to the configuration later.
import { SESSION_COOKIE, VISITOR_COOKIE } from '../adapters/shopify/analytics-cookies';
import type { AppConfig } from './config';

export type SafeEnv = {
  defaultLocale: string;
  /** The analytics cookies the server writes, space-separated: the browser forgets them when the shopper declines. */
  analyticsCookieNames: string;
  /** reCAPTCHA v3 site key: public by design, the secret key stays on the server. */
  captchaSiteKey?: string;
  /** Present only with Sanity: turns on the preview bar once the client has mounted. */
  sanityProjectId?: string;
  sanityDataset?: string;
  /** The content project preview reads from: Sanity's project id, or 'embedded' for the NDJSON export with a preview secret. */
  previewProjectId?: string;
  publicCheckoutBaseUrl?: string;
  /** Third-party scripts the page loads only when configured (public by nature: the browser fetches them). */
  tagManagerId?: string;
  bnplWidgetUrl?: string;
  reviewsWidgetUrl?: string;
  fontStylesheetUrl?: string;
};

export function safeEnv(config: AppConfig): SafeEnv {
  const env: SafeEnv = { defaultLocale: config.server.defaultLocale, analyticsCookieNames: [VISITOR_COOKIE.name, SESSION_COOKIE.name].join(' ') };
  if (config.captcha.kind === 'recaptcha') env.captchaSiteKey = config.captcha.siteKey;
  if (config.content.kind === 'sanity') {
    env.sanityProjectId = config.content.projectId;
    env.sanityDataset = config.content.dataset;
    env.previewProjectId = config.content.projectId;
  } else if (config.content.previewSecret) {
    env.previewProjectId = 'embedded';
  }
  if (config.checkout.publicBaseUrl) env.publicCheckoutBaseUrl = config.checkout.publicBaseUrl;
  Object.assign(env, config.thirdParty);
  return env;
}
