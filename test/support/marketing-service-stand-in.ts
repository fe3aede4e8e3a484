// The marketing service on 127.0.0.1, as the alert adapters speak to it: the alert-subscription API
// (one alert per email, variant and kind, at most 20 per email) and the message webhook, whose
// deliveries it keeps (by Idempotency-Key: a retried message is one email). `failNextDeliveries`
// makes the webhook answer 503 a number of times. It also keeps the newsletter list (its sign-up
// webhook: 201 for a new address, 409 for one it has, whatever the letter case), so every copy of
// a hosted shop signs up into one list. Used by the contract suites and `npm run sandbox`.
import { MAX_ALERTS_PER_EMAIL } from '../../src/domain/alerts';
import { json, startRecordingServer, type RecordedHttpRequest, type RecordingServer, type StandInAnswer } from './recording-http-server';

export const ALERT_WEBHOOK_PATH = '/hooks/alerts';
export const NEWSLETTER_WEBHOOK_PATH = '/hooks/newsletter';

interface StoredAlert {
  id: string;
  token: string;
  email: string;
  kind: string;
  variantId: string;
  locale: string;
  watch: { buyable: boolean; referencePriceMinor: number; notified: number };
}

export interface MarketingServiceStandIn {
  url: string;
  server: RecordingServer;
  alerts(): StoredAlert[];
  /** The newsletter list: each address once, as first given. */
  newsletter(): string[];
  /** Messages delivered to the webhook, once per Idempotency-Key. */
  received(): Record<string, unknown>[];
  failNextDeliveries(count: number): void;
  close(): Promise<void>;
}

export async function startMarketingServiceStandIn(): Promise<MarketingServiceStandIn> {
  const alerts = new Map<string, StoredAlert>();
  const received = new Map<string, Record<string, unknown>>();
  const newsletter = new Map<string, string>();
  let failures = 0;
  let next = 1;

  function answer(request: RecordedHttpRequest): StandInAnswer {
    const url = new URL(request.path, 'http://stand-in');
    const body = () => JSON.parse(request.body || 'null') as Record<string, unknown>;
    if (request.method === 'POST' && url.pathname === ALERT_WEBHOOK_PATH) {
      if (failures > 0) {
        failures -= 1;
        return json({ error: 'unavailable' }, 503);
      }
      const message = body();
      received.set(request.headers['idempotency-key'] ?? String(message.id), message);
      return json({ accepted: true }, 202);
    }
    if (request.method === 'POST' && url.pathname === NEWSLETTER_WEBHOOK_PATH) {
      const { email } = body() as { email?: unknown };
      if (typeof email !== 'string' || !email.includes('@')) return json({ error: 'an email is required' }, 400);
      if (newsletter.has(email.toLowerCase())) return json({ error: 'already subscribed' }, 409);
      newsletter.set(email.toLowerCase(), email);
      return json({ subscribed: true }, 201);
    }
    if (request.method === 'POST' && url.pathname === '/alert-subscriptions') {
      const { email, kind, variantId, locale, watch, token } = body() as unknown as Omit<StoredAlert, 'id'>;
      const mine = [...alerts.values()].filter((a) => a.email === email);
      if (mine.some((a) => a.variantId === variantId && a.kind === kind)) return json({ outcome: 'already-subscribed' });
      if (mine.length >= MAX_ALERTS_PER_EMAIL) return json({ outcome: 'limit-reached' });
      const id = `alert-${next++}`;
      alerts.set(id, { id, token, email, kind, variantId, locale, watch });
      return json({ outcome: 'subscribed' }, 201);
    }
    if (request.method === 'GET' && url.pathname === '/alert-subscriptions') {
      const ids = new Set(url.searchParams.getAll('variantId'));
      return json({ subscriptions: [...alerts.values()].filter((a) => ids.has(a.variantId)) });
    }
    if (request.method === 'GET' && url.pathname === '/alert-subscriptions/variants') {
      const kind = url.searchParams.get('kind');
      return json({ variantIds: [...new Set([...alerts.values()].filter((a) => a.kind === kind).map((a) => a.variantId))] });
    }
    if (request.method === 'POST' && url.pathname === '/alert-subscriptions/unsubscribe') {
      const { token } = body() as { token: string };
      const found = [...alerts.values()].find((a) => a.token === token);
      if (found) alerts.delete(found.id);
      return json({ removed: Boolean(found) });
    }
    const watch = url.pathname.match(/^\/alert-subscriptions\/([^/]+)\/watch$/);
    if (request.method === 'POST' && watch) {
      const alert = alerts.get(decodeURIComponent(watch[1]!));
      if (!alert) return json({ error: 'not found' }, 404);
      alert.watch = body() as unknown as StoredAlert['watch'];
      return json({ ok: true });
    }
    return json({ error: 'not found' }, 404);
  }

  const server = await startRecordingServer(answer);
  return {
    url: server.url,
    server,
    alerts: () => [...alerts.values()],
    received: () => [...received.values()],
    newsletter: () => [...newsletter.values()],
    failNextDeliveries: (count) => {
      failures = count;
    },
    close: () => server.close(),
  };
}
