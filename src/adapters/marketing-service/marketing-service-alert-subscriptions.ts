// The hosted alert list: the marketing service that takes the newsletter also keeps shoppers'
// product alerts, so one place holds every address the shop may write to (and its consent). Its
// alert API, at ALERTS_SERVICE_URL (JSON; the service enforces one alert per email, variant and kind
// and at most 20 per email, atomically):
//
//   POST /alert-subscriptions                {email, kind, variantId, locale, watch, token}
//        → {outcome: 'subscribed' | 'already-subscribed' | 'limit-reached'}
//   GET  /alert-subscriptions?variantId=…    (repeated, up to 50) → {subscriptions: [{id, token, email, kind, variantId, locale, watch}]}
//   GET  /alert-subscriptions/variants?kind=back-in-stock → {variantIds: [...]}
//   POST /alert-subscriptions/{id}/watch     {buyable, referencePriceMinor, notified} → {ok: true}
//   POST /alert-subscriptions/unsubscribe    {token} → {removed: boolean}
//
// The unsubscribe token is made here (32 random bytes) and never sent in a URL to the service.
// Reads get one retry; every failure is AlertsUnavailable.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { AlertSubscriptions } from '../../application/ports';
import { AlertsUnavailable, type AlertSubscribeOutcome, type AlertSubscription, type NewAlertSubscription } from '../../application/alerts/alert-subscription';
import { ALERT_KINDS, type AlertKind, type AlertWatch } from '../../domain/alerts';
import { LOCALE_KEYS, type LocaleKey } from '../../domain/locale';
import { createJsonHttpClient, type JsonHttpClient } from '../http/json-http-client';

const watch = z.object({ buyable: z.boolean(), referencePriceMinor: z.number().int(), notified: z.number().int().nonnegative() });
const subscription = z.object({
  id: z.string().min(1).max(100),
  token: z.string().min(20).max(200),
  email: z.string().max(254),
  kind: z.enum(ALERT_KINDS),
  variantId: z.string().max(200),
  locale: z.enum(LOCALE_KEYS as [LocaleKey, ...LocaleKey[]]),
  watch,
});
const subscribed = z.object({ outcome: z.enum(['subscribed', 'already-subscribed', 'limit-reached']) });
const listed = z.object({ subscriptions: z.array(subscription) });
const variants = z.object({ variantIds: z.array(z.string()) });
const ok = z.object({ ok: z.literal(true) });
const removed = z.object({ removed: z.boolean() });

const BATCH = 50;

export interface MarketingServiceSettings {
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export class MarketingServiceAlertSubscriptions implements AlertSubscriptions {
  private readonly client: JsonHttpClient;

  constructor(settings: MarketingServiceSettings) {
    this.client = createJsonHttpClient({ service: 'marketing-service', baseUrl: settings.baseUrl.replace(/\/+$/, ''), timeoutMs: settings.timeoutMs ?? 3_000, ...(settings.fetch ? { fetch: settings.fetch } : {}) });
  }

  subscribe(request: NewAlertSubscription): Promise<AlertSubscribeOutcome> {
    return this.call(async () => (await this.client.post('/alert-subscriptions', { ...request, token: randomBytes(32).toString('base64url') }, subscribed)).outcome);
  }

  forVariants(variantIds: readonly string[]): Promise<AlertSubscription[]> {
    return this.call(async () => {
      const found: AlertSubscription[] = [];
      for (let i = 0; i < variantIds.length; i += BATCH) {
        const query = new URLSearchParams(variantIds.slice(i, i + BATCH).map((id) => ['variantId', id]));
        found.push(...(await this.client.get(`/alert-subscriptions?${query}`, listed)).subscriptions);
      }
      return found;
    });
  }

  watchedVariantIds(kind: AlertKind): Promise<string[]> {
    return this.call(async () => (await this.client.get(`/alert-subscriptions/variants?kind=${kind}`, variants)).variantIds);
  }

  record(subscriptionId: string, next: AlertWatch): Promise<void> {
    return this.call(async () => {
      await this.client.post(`/alert-subscriptions/${encodeURIComponent(subscriptionId)}/watch`, next, ok);
    });
  }

  unsubscribe(token: string): Promise<boolean> {
    return this.call(async () => (await this.client.post('/alert-subscriptions/unsubscribe', { token }, removed)).removed);
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new AlertsUnavailable((error as Error).message);
    }
  }
}
