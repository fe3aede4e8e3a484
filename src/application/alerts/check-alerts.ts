import { inject, injectable } from 'tsyringe';
import { decideAlert } from '../../domain/alerts';
import { variantAvailability } from '../../domain/availability';
import { localeByKey, type LocaleKey } from '../../domain/locale';
import { minorUnits, moneyFromMinorUnits } from '../../domain/money';
import type { Merchandise } from '../cart/merchandise';
import type { AlertOutbox, AlertSubscriptions, MerchandiseLookup } from '../ports';
import { composeAlertMessage, type AlertLinks } from './alert-message';
import type { AlertSubscription } from './alert-subscription';
import { TOKENS } from '../tokens';

export interface AlertCheckOutcome {
  /** Alerts whose variant was read. */
  checked: number;
  /** Messages newly put in the outbox. */
  queued: number;
}

/**
 * Something may have changed for these variants: read each watched one as the shop sells it now in
 * the alert's market, and queue a message for every alert the change is due for (domain/alerts.ts).
 * The message is queued before the alert's state moves on, under an id made of the alert and its
 * message number: a crash between the two, a replayed webhook or a re-run check queues nothing twice.
 * Both triggers run this: Shopify's webhooks and, embedded, `npm run alerts:check`.
 */
@injectable()
export class CheckAlerts {
  constructor(
    @inject(TOKENS.AlertSubscriptions) private readonly subscriptions: AlertSubscriptions,
    @inject(TOKENS.MerchandiseLookup) private readonly merchandise: MerchandiseLookup,
    @inject(TOKENS.AlertOutbox) private readonly outbox: AlertOutbox,
    @inject(TOKENS.AlertLinks) private readonly links: AlertLinks,
  ) {}

  async execute(variantIds: readonly string[], now: number): Promise<AlertCheckOutcome> {
    const alerts = variantIds.length === 0 ? [] : await this.subscriptions.forVariants([...new Set(variantIds)]);
    let queued = 0;
    for (const [localeKey, group] of groupByLocale(alerts)) {
      const locale = localeByKey(localeKey);
      const items = new Map((await this.merchandise.variantsByIds([...new Set(group.map((a) => a.variantId))], locale)).map((item) => [item.id, item]));
      for (const alert of group) {
        const item = items.get(alert.variantId);
        // A variant the catalogue no longer sells has nothing to tell; its alert waits.
        if (item && (await this.decide(alert, item, locale, now))) queued += 1;
      }
    }
    return { checked: alerts.length, queued };
  }

  private async decide(alert: AlertSubscription, item: Merchandise, locale: ReturnType<typeof localeByKey>, now: number): Promise<boolean> {
    const reading = { buyable: variantAvailability(item.availability).buyable, priceMinor: minorUnits(item.price) };
    const decision = decideAlert(alert.kind, alert.watch, reading);
    let queued = false;
    if (decision.notify) {
      const was = moneyFromMinorUnits(alert.watch.referencePriceMinor, item.price.currencyCode);
      const message = composeAlertMessage({ subscription: alert, number: decision.message, item, locale, was, links: this.links, now });
      queued = await this.outbox.enqueue(message, now);
    }
    const { watch } = alert;
    const next = decision.next;
    if (next.buyable !== watch.buyable || next.referencePriceMinor !== watch.referencePriceMinor || next.notified !== watch.notified) {
      await this.subscriptions.record(alert.id, next);
    }
    return queued;
  }
}

function groupByLocale(alerts: readonly AlertSubscription[]): Map<LocaleKey, AlertSubscription[]> {
  const groups = new Map<LocaleKey, AlertSubscription[]>();
  for (const alert of alerts) groups.set(alert.locale, [...(groups.get(alert.locale) ?? []), alert]);
  return groups;
}
