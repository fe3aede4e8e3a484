// Analytics in the browser (spec sections 4 and 7), only after the shopper accepted: one PAGE_VIEW
// per route change (on /search, per search: pageViewKey) and ADD_TO_CART on adds, posted to the shop's own /api/analytics (which sets
// the analytics cookies and forwards the events), the tag manager loaded, and the GA4 page_view
// pushed to its data layer. Bots and scrapers are never measured; the check runs once per session.
import { useEffect, useRef } from 'react';
import { useLocation } from '../router/hooks';
import { ga4PageView, pageViewKey, shouldTrackPageView } from '../../domain/analytics';
import { isBotUserAgent } from './bot-user-agent';
import { useRootData } from '../use-root-data';
import { CART_LINES_ADDED_EVENT, isCartLinesAddedDetail } from './cart-events';
import { useConsent } from './consent';
import { pushToDataLayer } from './data-layer';
import { loadScript } from './load-script';
import { useRouteErrorStatus } from './route-error-status';
import { tagManagerScriptUrl, thirdPartySettings } from './third-party';

export const ANALYTICS_ENDPOINT = '/api/analytics';
const BOT_CHECK_KEY = 'analytics-bot-check';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Whether this browser is a bot or scraper, decided once per browser session. */
export function sessionIsBot(): boolean {
  try {
    const cached = window.sessionStorage.getItem(BOT_CHECK_KEY);
    if (cached === 'bot' || cached === 'browser') return cached === 'bot';
  } catch {
    // Storage refused: decide every time instead.
  }
  const bot = isBotUserAgent(window.navigator.userAgent);
  try {
    window.sessionStorage.setItem(BOT_CHECK_KEY, bot ? 'bot' : 'browser');
  } catch {
    // As above.
  }
  return bot;
}

function report(reports: unknown[]): void {
  void fetch(ANALYTICS_ENDPOINT, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ consent: true, reports }),
  }).catch(() => undefined);
}

export function AnalyticsTracker() {
  const { pathname, search: query } = useLocation();
  const status = useRouteErrorStatus();
  const [consent] = useConsent();
  const tagManagerId = thirdPartySettings(useRootData()?.safeEnv ?? {}).tagManagerId;
  const previous = useRef<{ key: string; url: string } | null>(null);
  const accepted = consent === 'accepted';

  useEffect(() => {
    if (!accepted || !tagManagerId || sessionIsBot()) return;
    if (!window.dataLayer) {
      window.dataLayer = [];
      window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    }
    loadScript(tagManagerScriptUrl(tagManagerId)).catch(() => undefined);
  }, [accepted, tagManagerId]);

  useEffect(() => {
    if (!accepted || sessionIsBot()) return;
    const { href, pathname: path, search, hostname } = window.location;
    const key = pageViewKey(path, search);
    const track = shouldTrackPageView({ hasUserConsent: accepted, isBot: isBotUserAgent(window.navigator.userAgent), path: key, previousPath: previous.current?.key ?? null });
    if (!track) return;
    const referrer = previous.current?.url ?? document.referrer;
    previous.current = { key, url: href };
    report([{ name: 'PAGE_VIEW', url: href, path, search, referrer, title: document.title, ...(status ? { status } : {}), createdAtMs: Date.now() }]);
    if (tagManagerId) {
      void pushToDataLayer(ga4PageView(hostname, href, path, document.title), {
        layer: () => window.dataLayer,
        schedule: (callback, ms) => window.setTimeout(callback, ms),
        warn: (message) => console.warn(message),
      });
    }
  }, [accepted, pathname, query, status, tagManagerId]);

  useEffect(() => {
    if (!accepted) return;
    const onAdd = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (sessionIsBot() || !isCartLinesAddedDetail(detail)) return;
      report([{ name: 'ADD_TO_CART', cartId: detail.cartId, products: detail.products, createdAtMs: Date.now() }]);
    };
    window.addEventListener(CART_LINES_ADDED_EVENT, onAdd);
    return () => window.removeEventListener(CART_LINES_ADDED_EVENT, onAdd);
  }, [accepted]);

  return null;
}
