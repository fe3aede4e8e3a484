// What every Notifier must do: the message reaches the recipient with its subject, text and
// unsubscribe link; the same message handed over twice (a retry after a lost answer) is one message;
// a delivery that cannot be made is NotifierUnavailable. Run once per adapter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notifier } from '../../src/application/ports';
import { NotifierUnavailable, type AlertMessage, type OrderEmail } from '../../src/application/alerts/alert-subscription';

export interface DeliveredMessage {
  to: string;
  subject: string;
  text: string;
  /** '' when the message has none (an order confirmation). */
  unsubscribeUrl: string;
}

export interface NotifierUnderTest {
  notifier: Notifier;
  /** What the recipients' side holds. */
  delivered(): Promise<DeliveredMessage[]>;
  /** A notifier of the same kind whose destination cannot take messages. */
  broken(): Notifier;
  close(): Promise<void>;
}

export const contractMessage = (id: string, to = 'ann@example.com'): AlertMessage => ({
  id,
  to,
  kind: 'price-drop',
  subject: 'Price drop: Fender Strat (Sunburst / Right Handed) is now A$1,099 — ½ off',
  text: 'The price of Fender Strat has dropped from A$1,299 to A$1,099.\n\nStop this alert: https://shop.example/alerts/unsubscribe?token=abc\n',
  productUrl: 'https://shop.example/en-au/products/fender-strat',
  unsubscribeUrl: `https://shop.example/alerts/unsubscribe?token=${'t'.repeat(43)}`,
  createdAt: '2026-11-24T04:12:14.000Z',
});

/** An order's confirmation (issue 29): transactional, without an unsubscribe link. */
export const contractOrderEmail = (to = 'cat@example.com'): OrderEmail => ({
  id: 'order-gid://shopify/Order/abc',
  to,
  kind: 'order-confirmation',
  subject: 'Your order #1042 is confirmed',
  text: 'Hi Cat,\n\nThank you for your order #1042. It is confirmed and paid.\n\n1 × Fender Strat (SKU: FEN-0001): $1,299\n\nTotal: $1,304\nInc. $118.55 GST\n',
  createdAt: '2026-11-27T04:00:00.000Z',
});

export function describeNotifierContract(name: string, start: () => Promise<NotifierUnderTest>) {
  describe(`Notifier contract: ${name}`, () => {
    let subject: NotifierUnderTest;
    beforeAll(async () => {
      subject = await start();
    });
    afterAll(() => subject.close());

    it('delivers the subject, text (UTF-8) and unsubscribe link to the recipient', async () => {
      const message = contractMessage('alert-1#1');
      await subject.notifier.deliver(message);
      expect(await subject.delivered()).toContainEqual({ to: message.to, subject: message.subject, text: message.text, unsubscribeUrl: message.unsubscribeUrl });
    });

    it('the same message delivered twice is one message', async () => {
      const message = contractMessage('alert-2#1', 'bob@example.com');
      await subject.notifier.deliver(message);
      await subject.notifier.deliver(message);
      expect((await subject.delivered()).filter((m) => m.to === 'bob@example.com')).toHaveLength(1);
    });

    it('delivers an order confirmation once, with its subject and text and no unsubscribe link', async () => {
      const email = contractOrderEmail();
      await subject.notifier.deliver(email);
      await subject.notifier.deliver(email);
      expect((await subject.delivered()).filter((m) => m.to === email.to)).toEqual([{ to: email.to, subject: email.subject, text: email.text, unsubscribeUrl: '' }]);
    });

    it('a destination that cannot take it is NotifierUnavailable', async () => {
      await expect(subject.broken().deliver(contractMessage('alert-3#1'))).rejects.toBeInstanceOf(NotifierUnavailable);
    });
  });
}
