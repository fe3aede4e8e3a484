// Hand-written fakes of the alert ports and an object mother for merchandise (style guide 12).
import type { AlertSubscriptions, MerchandiseLookup, Notifier } from '../../../src/application/ports';
import { NotifierUnavailable, type AlertMessage, type AlertSubscribeOutcome, type AlertSubscription, type NewAlertSubscription } from '../../../src/application/alerts/alert-subscription';
import type { Merchandise } from '../../../src/application/cart/merchandise';
import type { AlertKind, AlertWatch } from '../../../src/domain/alerts';
import type { Locale } from '../../../src/domain/locale';

export class InMemoryAlertSubscriptions implements AlertSubscriptions {
  readonly alerts: AlertSubscription[] = [];
  /** Makes the next `record` throw once (a crash between queueing and recording). */
  failNextRecord = false;

  async subscribe(s: NewAlertSubscription): Promise<AlertSubscribeOutcome> {
    const n = this.alerts.length + 1;
    this.alerts.push({ ...s, id: `a${n}`, token: `token-${n}`.padEnd(43, 'x') });
    return 'subscribed';
  }
  async forVariants(ids: readonly string[]) {
    return this.alerts.filter((a) => ids.includes(a.variantId)).map((a) => ({ ...a, watch: { ...a.watch } }));
  }
  async watchedVariantIds(kind: AlertKind) {
    return [...new Set(this.alerts.filter((a) => a.kind === kind).map((a) => a.variantId))];
  }
  async record(id: string, watch: AlertWatch) {
    if (this.failNextRecord) {
      this.failNextRecord = false;
      throw new Error('the process stopped');
    }
    this.alerts.find((a) => a.id === id)!.watch = { ...watch };
  }
  async unsubscribe(token: string) {
    const i = this.alerts.findIndex((a) => a.token === token);
    if (i >= 0) this.alerts.splice(i, 1);
    return i >= 0;
  }
}

/** A variant as the catalogue sells it in every market at this price (minor units) and stock. */
export const merchandise = (id: string, priceMinor: number, onlineQuantity: number): Merchandise => ({
  id,
  productId: 'gid://shopify/Product/1',
  sku: 'AMP-1',
  title: 'Default Title',
  price: { amount: (priceMinor / 100).toFixed(2), currencyCode: 'AUD' },
  image: null,
  selectedOptions: [{ name: 'Title', value: 'Default Title' }],
  product: { handle: 'valve-amp', title: 'Valve Amp', isHeavy: false },
  availability: { onlineQuantity, stockStatus: 'In Stock' },
  openBoxUnit: null,
});

export class FakeMerchandiseLookup implements MerchandiseLookup {
  readonly items = new Map<string, Merchandise>();
  set(item: Merchandise) {
    this.items.set(item.id, item);
  }
  async variantsByIds(ids: readonly string[], locale: Locale) {
    return ids.flatMap((id) => {
      const item = this.items.get(id);
      return item ? [{ ...item, price: { ...item.price, currencyCode: locale.currency } }] : [];
    });
  }
}

export class FlakyNotifier implements Notifier {
  readonly delivered: AlertMessage[] = [];
  failures = 0;
  async deliver(message: AlertMessage) {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new NotifierUnavailable('the mail service answered HTTP 503');
    }
    this.delivered.push(message);
  }
}
