// The browser side of consent and the bot check, with small fakes of the browser objects they use
// (no DOM library is a dependency): localStorage and sessionStorage, document.cookie as a browser
// treats writes to it (Max-Age=0 deletes), the user agent and window events.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionIsBot } from '../../../src/ui/analytics/analytics-tracker';
import { readConsent, writeConsent } from '../../../src/ui/analytics/consent';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

class FakeStorage {
  readonly items = new Map<string, string>();
  refuse = false;
  getItem(key: string): string | null {
    if (this.refuse) throw new DOMException('The operation is insecure.', 'SecurityError');
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.refuse) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, String(value));
  }
}

/** document.cookie: reading lists name=value pairs; writing sets one cookie, or deletes it with Max-Age=0. */
class FakeCookieJar {
  readonly jar = new Map<string, string>();
  readonly writes: string[] = [];
  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  set cookie(text: string) {
    this.writes.push(text);
    const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    if (attributes.some((a) => /^max-age=0$/i.test(a))) this.jar.delete(name);
    else this.jar.set(name, value);
  }
}

let local: FakeStorage;
let session: FakeStorage;
let document: FakeCookieJar;
let events: string[];
const navigator = { userAgent: CHROME };

beforeEach(() => {
  local = new FakeStorage();
  session = new FakeStorage();
  document = new FakeCookieJar();
  events = [];
  navigator.userAgent = CHROME;
  vi.stubGlobal('window', { localStorage: local, sessionStorage: session, navigator, dispatchEvent: (event: Event) => events.push(event.type) });
  vi.stubGlobal('document', document);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sessionIsBot: decided once per browser session', () => {
  it.each([
    { agent: 'a browser', userAgent: CHROME, bot: false, cached: 'browser' },
    { agent: 'a crawler', userAgent: GOOGLEBOT, bot: true, cached: 'bot' },
    { agent: 'a scraper', userAgent: 'python-requests/2.32.3', bot: true, cached: 'bot' },
    { agent: 'a headless browser', userAgent: 'Mozilla/5.0 HeadlessChrome/131.0.0.0', bot: true, cached: 'bot' },
    { agent: 'no user agent', userAgent: '', bot: true, cached: 'bot' },
  ])('$agent → $bot, remembered for the session as "$cached"', ({ userAgent, bot, cached }) => {
    navigator.userAgent = userAgent;
    expect(sessionIsBot()).toBe(bot);
    expect(session.items.get('analytics-bot-check')).toBe(cached);
  });

  it('answers from the session cache afterwards, whatever the user agent says by then', () => {
    navigator.userAgent = GOOGLEBOT;
    expect(sessionIsBot()).toBe(true);
    navigator.userAgent = CHROME;
    expect(sessionIsBot()).toBe(true);

    session.items.set('analytics-bot-check', 'browser');
    navigator.userAgent = GOOGLEBOT;
    expect(sessionIsBot()).toBe(false);
  });

  it('a cached value it did not write is ignored and replaced by a fresh decision', () => {
    session.items.set('analytics-bot-check', 'maybe');
    navigator.userAgent = GOOGLEBOT;
    expect(sessionIsBot()).toBe(true);
    expect(session.items.get('analytics-bot-check')).toBe('bot');
  });

  it('with session storage refused, it decides from the user agent every time instead of failing', () => {
    session.refuse = true;
    expect(sessionIsBot()).toBe(false);
    navigator.userAgent = GOOGLEBOT;
    expect(sessionIsBot()).toBe(true);
    expect(session.items.size).toBe(0);
  });
});

describe('consent: remembered in localStorage, never in a cookie', () => {
  it.each([
    { stored: undefined, consent: null },
    { stored: 'accepted', consent: 'accepted' },
    { stored: 'declined', consent: 'declined' },
    { stored: 'yes', consent: null },
    { stored: '', consent: null },
  ])('stored $stored → readConsent() is $consent', ({ stored, consent }) => {
    if (stored !== undefined) local.items.set('analytics-consent', stored);
    expect(readConsent()).toBe(consent);
  });

  it('storage refused reads as not chosen yet', () => {
    local.refuse = true;
    expect(readConsent()).toBeNull();
  });

  it('Accept is remembered, announced, and leaves the analytics cookies alone', () => {
    document.cookie = '_shopify_y=visitor-1';
    document.cookie = '_shopify_s=visit-1';
    writeConsent('accepted');
    expect(readConsent()).toBe('accepted');
    expect(events).toEqual(['analytics-consent-change']);
    expect(document.jar).toEqual(new Map([['_shopify_y', 'visitor-1'], ['_shopify_s', 'visit-1']]));
    expect(document.writes.filter((w) => !w.startsWith('_shopify_'))).toEqual([]);
  });

  it('Decline is remembered, announced, and clears _shopify_y and _shopify_s for the whole site; other cookies stay', () => {
    document.cookie = '_shopify_y=visitor-1';
    document.cookie = '_shopify_s=visit-1';
    document.cookie = 'cartCarouselVisible=false';
    document.writes.length = 0;
    writeConsent('declined', ['_shopify_y', '_shopify_s']);
    expect(readConsent()).toBe('declined');
    expect(events).toEqual(['analytics-consent-change']);
    expect(document.jar).toEqual(new Map([['cartCarouselVisible', 'false']]));
    expect(document.writes).toEqual(['_shopify_y=; Max-Age=0; Path=/; SameSite=Lax', '_shopify_s=; Max-Age=0; Path=/; SameSite=Lax']);
  });

  it('a later Decline overrides an Accept', () => {
    writeConsent('accepted');
    document.cookie = '_shopify_y=visitor-1';
    writeConsent('declined', ['_shopify_y', '_shopify_s']);
    expect(readConsent()).toBe('declined');
    expect(document.jar.has('_shopify_y')).toBe(false);
  });

  it('with storage refused, Decline still clears the cookies and announces the choice (it lasts for this page)', () => {
    local.refuse = true;
    document.cookie = '_shopify_y=visitor-1';
    document.cookie = '_shopify_s=visit-1';
    expect(() => writeConsent('declined', ['_shopify_y', '_shopify_s'])).not.toThrow();
    expect(document.jar.size).toBe(0);
    expect(events).toEqual(['analytics-consent-change']);
  });
});
