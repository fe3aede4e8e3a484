// Third-party scripts the pages may load (spec section 7): the captcha, a buy-now-pay-later
// widget, a reviews widget, the tag manager, and a typography stylesheet with its fonts. Each is
// named in the browser-safe settings (safeEnv) only when configured; an unconfigured one is neither
// loaded nor allowed by the Content-Security-Policy, which the server builds from the same settings.

export interface ThirdPartySettings {
  captchaSiteKey?: string;
  /** 'GTM-XXXXXXX' */
  tagManagerId?: string;
  bnplWidgetUrl?: string;
  reviewsWidgetUrl?: string;
  fontStylesheetUrl?: string;
}

export interface ThirdPartySources {
  scriptSrc: string[];
  styleSrc: string[];
  fontSrc: string[];
  connectSrc: string[];
  frameSrc: string[];
  imgSrc: string[];
}

const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/;
const SITE_KEY = /^[\w-]{10,100}$/;

function httpsUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The well-formed third-party settings among the browser-safe settings; anything else is ignored. */
export function thirdPartySettings(safeEnv: Readonly<Record<string, string | undefined>>): ThirdPartySettings {
  const settings: ThirdPartySettings = {};
  if (safeEnv.captchaSiteKey && SITE_KEY.test(safeEnv.captchaSiteKey)) settings.captchaSiteKey = safeEnv.captchaSiteKey;
  if (safeEnv.tagManagerId && TAG_MANAGER_ID.test(safeEnv.tagManagerId)) settings.tagManagerId = safeEnv.tagManagerId;
  const bnpl = httpsUrl(safeEnv.bnplWidgetUrl);
  if (bnpl) settings.bnplWidgetUrl = bnpl;
  const reviews = httpsUrl(safeEnv.reviewsWidgetUrl);
  if (reviews) settings.reviewsWidgetUrl = reviews;
  const fonts = httpsUrl(safeEnv.fontStylesheetUrl);
  if (fonts) settings.fontStylesheetUrl = fonts;
  return settings;
}

export const tagManagerScriptUrl = (id: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;

const originOf = (url: string) => new URL(url).origin;

/** What the Content-Security-Policy must allow for the configured third parties, and nothing more. */
export function thirdPartySources(settings: ThirdPartySettings): ThirdPartySources {
  const sources: ThirdPartySources = { scriptSrc: [], styleSrc: [], fontSrc: [], connectSrc: [], frameSrc: [], imgSrc: [] };
  const add = (directive: keyof ThirdPartySources, ...values: string[]) => {
    for (const value of values) if (!sources[directive].includes(value)) sources[directive].push(value);
  };
  if (settings.captchaSiteKey) {
    add('scriptSrc', 'https://www.google.com', 'https://www.gstatic.com');
    add('frameSrc', 'https://www.google.com', 'https://recaptcha.google.com');
    add('connectSrc', 'https://www.google.com');
  }
  if (settings.tagManagerId) {
    add('scriptSrc', 'https://www.googletagmanager.com');
    add('connectSrc', 'https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com');
    add('imgSrc', 'https://www.googletagmanager.com', 'https://*.google-analytics.com');
  }
  for (const widget of [settings.bnplWidgetUrl, settings.reviewsWidgetUrl]) {
    if (!widget) continue;
    const origin = originOf(widget);
    add('scriptSrc', origin);
    add('connectSrc', origin);
    add('imgSrc', origin);
    add('styleSrc', origin);
  }
  if (settings.fontStylesheetUrl) {
    const origin = originOf(settings.fontStylesheetUrl);
    add('styleSrc', origin);
    add('fontSrc', origin === 'https://fonts.googleapis.com' ? 'https://fonts.gstatic.com' : origin);
  }
  return sources;
}
