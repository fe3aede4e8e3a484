// The old-browser notice (spec sections 4 and 9).

export type BrowserFamily = 'ios' | 'chrome' | 'firefox';

export interface BrowserVersion {
  family: BrowserFamily;
  major: number;
  minor: number;
}

export const MINIMUM_BROWSERS: Record<BrowserFamily, { major: number; minor: number }> = {
  ios: { major: 14, minor: 6 },
  chrome: { major: 92, minor: 0 },
  firefox: { major: 87, minor: 0 },
};

/**
 * Every browser on iOS runs Safari's engine, so the iOS version decides there. Elsewhere Chrome
 * (and Chromium browsers that carry its token) and Firefox are recognised; others are not judged.
 */
export function browserVersion(userAgent: string): BrowserVersion | null {
  const ios = /\b(?:iPhone|iPad|iPod)\b.*? OS (\d+)(?:_(\d+))?/.exec(userAgent);
  if (ios) return { family: 'ios', major: Number(ios[1]), minor: Number(ios[2] ?? 0) };
  const firefox = /\bFirefox\/(\d+)(?:\.(\d+))?/.exec(userAgent);
  if (firefox) return { family: 'firefox', major: Number(firefox[1]), minor: Number(firefox[2] ?? 0) };
  const chrome = /\bChrome\/(\d+)(?:\.(\d+))?/.exec(userAgent);
  if (chrome) return { family: 'chrome', major: Number(chrome[1]), minor: Number(chrome[2] ?? 0) };
  return null;
}

/** Below iOS Safari 14.6, Chrome 92 or Firefox 87. Unknown browsers are not flagged. */
export function isOutdatedBrowser(userAgent: string): boolean {
  const version = browserVersion(userAgent);
  if (!version) return false;
  const min = MINIMUM_BROWSERS[version.family];
  return version.major < min.major || (version.major === min.major && version.minor < min.minor);
}

/**
 * Shown at most once per calendar day: the caller passes today's local date and the date it was
 * last shown ('YYYY-MM-DD', remembered locally).
 */
export function shouldShowOldBrowserNotice(userAgent: string, today: string, lastShown: string | null | undefined): boolean {
  return isOutdatedBrowser(userAgent) && lastShown !== today;
}
